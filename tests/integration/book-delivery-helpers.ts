import crypto from "node:crypto";
import type { books, emailOutbox } from "#server/db/schema";
import { issueFormToken } from "#app/features/spam/form-guard.server";
import { renderEmail } from "#server/email/render";

/** What the book page's form posts for a paperback, address included. */
export const ADDRESS = {
  recipientName: "Aisyah Rahman",
  addressLine1: "Unit 3-2, Menara Aurora",
  addressLine2: "Jalan Ampang",
  postcode: "50450",
  city: "Kuala Lumpur",
  state: "W.P. Kuala Lumpur",
  deliveryPhone: "012-345 6789",
};

/** The book page's order form as it posts, with a settled form token and a fresh buyer. */
export const orderForm = (book: typeof books.$inferSelect, extra: Record<string, string> = {}) => ({
  mode: "individual",
  productType: "book",
  productId: book.id,
  name: "Daniel Tan",
  email: `buyer.${crypto.randomBytes(4).toString("hex")}@example.my`,
  phone: "",
  org: "",
  role: "",
  idempotencyKey: crypto.randomBytes(12).toString("base64url"),
  formToken: issueFormToken(Date.now() - 5000),
  ...extra,
});

/** An outbox row as its recipient reads it. */
export const renderMail = (mail: typeof emailOutbox.$inferSelect) =>
  renderEmail(mail.formType, mail.recipientRole, mail.formData, {
    siteUrl: "http://aihq.test",
    receivedAt: new Date(),
    recommendations: [],
  });
