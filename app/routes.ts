import { type RouteConfig, index, layout, prefix, route } from "@react-router/dev/routes";
import type { ProductTypeKey } from "#app/features/catalogue/admin/product-types";

/**
 * One catalogue admin, registered once per product type (its URL segment:
 * the modules read their type from it, product-types.ts): list, new, and
 * edit with its delete (confirmed in a dialog, or on `?delete` without
 * JavaScript). Each registration has its own id, as they share the files;
 * ids start with routes/admin/ like every admin route's (the JS budget of
 * public pages leaves those out).
 */
const CATALOGUE = "routes/admin/catalogue";

function catalogueAdmin(type: ProductTypeKey) {
  return [
    route(type, "routes/admin/catalogue/list.tsx", { id: `${CATALOGUE}/${type}` }),
    route(`${type}/new`, "routes/admin/catalogue/new.tsx", { id: `${CATALOGUE}/${type}/new` }),
    route(`${type}/:id`, "routes/admin/catalogue/edit.tsx", { id: `${CATALOGUE}/${type}/edit` }),
  ];
}

/** A catalogue list's CSV export (`/admin/<segment>.csv`), one shared module. */
function catalogueCsv(segment: ProductTypeKey | "masterclasses") {
  return route(`${segment}.csv`, "routes/admin/catalogue/export.ts", {
    id: `${CATALOGUE}/${segment}.csv`,
  });
}

// In the order of the original site's route table.
export default [
  layout("routes/site/site-layout.tsx", [
    index("routes/site/home.tsx"),
    route("about-us", "routes/site/about-us.tsx"),
    route("contact", "routes/site/contact.tsx"),
    route("verify", "routes/site/verify.tsx"),
    route("privacy-policy", "routes/site/privacy-policy.tsx"),
    // The signed link of the mail sent the day after a course.
    route("feedback/:token", "routes/site/feedback.tsx"),
    route("blog", "routes/blog/index.tsx"),
    route("blog/:slug", "routes/blog/post.tsx"),
    // Any other path: the product's 404 page, inside the main layout.
    route("*", "routes/site/not-found.tsx"),
  ]),
  // The admin stands alone, outside the public layouts; every route checks the session.
  ...prefix("admin", [
    route("login", "routes/admin/team/login.tsx"),
    route("logout", "routes/admin/team/logout.ts"),
    // A one-time set-password link (invite, reset): the signed link is the proof, no session.
    route("invite/:id", "routes/admin/team/invite.tsx"),
    // Resource routes: each list's CSV export (its filter, its role) and a person's data as JSON.
    route("leads.csv", "routes/admin/leads/export.ts"),
    route("blog.csv", "routes/admin/blog/export.ts"),
    route("team.csv", "routes/admin/team/export.ts"),
    catalogueCsv("masterclasses"),
    catalogueCsv("books"),
    catalogueCsv("grants"),
    catalogueCsv("ntw"),
    route("certificates.csv", "routes/admin/certificates/export.ts"),
    route("registrations.csv", "routes/admin/registrations/export.ts"),
    route("book-orders.csv", "routes/admin/books/orders-export.ts"),
    // The Invoices list's filter as CSV, and its documents' PDFs or MyInvois JSON as one ZIP.
    route("invoices.csv", "routes/admin/invoices/export.ts"),
    route("invoices.pdf.zip", "routes/admin/invoices/zip.ts", {
      id: "routes/admin/invoices/pdf.zip",
    }),
    route("invoices.ubl.zip", "routes/admin/invoices/zip.ts", {
      id: "routes/admin/invoices/ubl.zip",
    }),
    route("mail.csv", "routes/admin/mail/export.ts"),
    route("audit.csv", "routes/admin/audit/export.ts"),
    route("privacy/export", "routes/admin/privacy/export.ts"),
    layout("routes/admin/layout.tsx", [
      index("routes/admin/index.tsx"),
      route("blog", "routes/admin/blog/layout.tsx", [
        index("routes/admin/blog/index.tsx"),
        route("new", "routes/admin/blog/new.tsx"),
        route("categories", "routes/admin/blog/categories.tsx"),
        route("posts/:id/preview", "routes/admin/blog/preview.tsx"),
      ]),
      // Catalogue content (editors and admins): books, grants and NTW programs.
      ...catalogueAdmin("books"),
      ...catalogueAdmin("grants"),
      ...catalogueAdmin("ntw"),
      // Masterclasses and conferences (editors and admins).
      route("masterclasses", "routes/admin/masterclasses/index.tsx"),
      route("masterclasses/new", "routes/admin/masterclasses/new.tsx"),
      route("masterclasses/:id", "routes/admin/masterclasses/edit.tsx"),
      route("leads", "routes/admin/leads/index.tsx"),
      route("leads/spam", "routes/admin/leads/spam.tsx"),
      route("leads/:id", "routes/admin/leads/detail.tsx"),
      route("privacy", "routes/admin/privacy/index.tsx"),
      // Registrations per course and the mail outbox (admin role only).
      route("registrations", "routes/admin/registrations/index.tsx"),
      route("registrations/:courseId", "routes/admin/registrations/course.tsx"),
      route("registrations/:courseId/add", "routes/admin/registrations/add.tsx"),
      route("registrations/:courseId/message", "routes/admin/registrations/message.tsx"),
      // HRDC group bookings from quotation to HRD Corp's payment (admin role only).
      route("hrdc", "routes/admin/hrdc/index.tsx"),
      route("hrdc/:groupId", "routes/admin/hrdc/group.tsx"),
      // Book orders: list, confirm payment, cancel (admin role only: buyers' details).
      route("book-orders", "routes/admin/books/orders.tsx"),
      // Invoices, receipts and credit notes (admin role only: buyers' details).
      route("invoices", "routes/admin/invoices/index.tsx"),
      route("invoices/:number/credit-note", "routes/admin/invoices/credit-note.tsx"),
      route("mail", "routes/admin/mail/index.tsx"),
      route("mail/dev", "routes/admin/mail/dev.tsx"),
      route("mail/:id", "routes/admin/mail/message.tsx"),
      // The team and the audit log (admin role only).
      route("team", "routes/admin/team/index.tsx"),
      route("audit", "routes/admin/audit/index.tsx"),
      // Certificates: list and issue, one certificate's revoke and re-send (admin role only).
      route("certificates", "routes/admin/certificates/index.tsx"),
      route("certificates/:id", "routes/admin/certificates/detail.tsx"),
      // Attendees' feedback and the testimonials made of it (editors and admins).
      route("feedback", "routes/admin/feedback/index.tsx"),
      // Check-in at the door (admins and door staff): today's courses, one course's door.
      route("check-in", "routes/admin/check-in/index.tsx"),
      route("check-in/:courseId", "routes/admin/check-in/course.tsx"),
    ]),
    // A scan or a tap at the door: JSON for the page's fetch, a redirect for a plain form.
    route("check-in/:courseId/scan", "routes/admin/check-in/scan.ts"),
    // Outside the back-office layout: a printable sheet and a CSV download, no navigation.
    route("registrations/:courseId/sheet", "routes/admin/registrations/sheet.tsx"),
    route("hrdc/:groupId/quotation.pdf", "routes/admin/hrdc/quotation.ts"),
    route("hrdc/:groupId/claim-pack.zip", "routes/admin/hrdc/claim-pack.ts"),
    // AIHQ-INV-2026-000001.pdf or .ubl.json (MyInvois): the file names the format.
    route("invoices/:file", "routes/admin/invoices/file.ts"),
    route("registrations/:courseId/attendees.csv", "routes/admin/registrations/attendees-csv.tsx"),
  ]),
  // A seat's ticket (its random token is the whole secret) and a certificate's PDF: no layout.
  route("tickets/:token", "routes/tickets/ticket.tsx"),
  route("certificates/:id/pdf", "routes/site/certificate-pdf.ts"),
  // An invoice's PDF through the signed link of its mail: /invoices/AIHQ-INV-2026-000001.pdf?…
  route("invoices/:file", "routes/shop/invoice.ts"),
  // Feeds: resource routes, no layout.
  route("blog/rss.xml", "routes/blog/rss.ts"),
  route("sitemap.xml", "routes/seo/sitemap.ts"),
  route("robots.txt", "routes/seo/robots.ts"),
  route("shop", "routes/shop/layout.tsx", [
    index("routes/shop/index.tsx"),
    route("for-individuals", "routes/shop/for-individuals.tsx"),
    route("for-organisations", "routes/shop/for-organisations.tsx"),
    route("ntw", "routes/shop/ntw.tsx"),
    route("masterclasses", "routes/shop/masterclasses.tsx"),
    // Declared before :slug so "custom" is never taken for a slug.
    route("masterclasses/custom", "routes/shop/custom-training.tsx"),
    route("masterclasses/:slug", "routes/shop/masterclass.tsx"),
    route("books", "routes/shop/books.tsx"),
    route("books/:slug", "routes/shop/book.tsx"),
    route("grants", "routes/shop/grants.tsx"),
    route("calendar", "routes/shop/calendar.tsx"),
    // The signed links of registration mails: cancel, claim a released seat.
    route("registrations/:reference/:intent", "routes/shop/registration-link.tsx"),
    route("payments/:reference", "routes/shop/payment.tsx"),
    route("payments/:reference/done", "routes/shop/payment-done.tsx"),
  ]),
  // Resource routes (no UI): actions called by dialogs that live in every page.
  route("api/quiz", "routes/api/quiz.ts"),
  route("api/form-token", "routes/api/form-token.ts"),
  route("api/blog-views/:slug", "routes/api/blog-view.ts"),
  route("api/brochures/:kind/:id", "routes/api/brochure.ts"),
  route("api/stripe/webhook", "routes/api/stripe-webhook.ts"),
] satisfies RouteConfig;
