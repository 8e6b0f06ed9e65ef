/**
 * The one list of admin route modules an editor may use (blog and catalogue content, and the
 * dashboard without personal data: README.md, "The back office", Roles). Every
 * other route under /admin answers an editor 403; the route-table test
 * (tests/integration/admin-auth.test.ts) holds every route to this list.
 */
export const EDITOR_ROUTE_FILES: ReadonlySet<string> = new Set([
  "routes/admin/layout.tsx",
  "routes/admin/index.tsx",
  "routes/admin/blog/layout.tsx",
  "routes/admin/blog/index.tsx",
  "routes/admin/blog/new.tsx",
  "routes/admin/blog/categories.tsx",
  "routes/admin/blog/preview.tsx",
  // The posts list's CSV: titles, slugs and counts, no personal data.
  "routes/admin/blog/export.ts",
  "routes/admin/masterclasses/index.tsx",
  "routes/admin/masterclasses/new.tsx",
  "routes/admin/masterclasses/edit.tsx",
  // Books, grants and NTW programs: catalogue content, one set of modules registered once per
  // type (app/routes.ts), so each file here stands for every type's route.
  "routes/admin/catalogue/list.tsx",
  "routes/admin/catalogue/new.tsx",
  "routes/admin/catalogue/edit.tsx",
  // The catalogue's CSV exports, the masterclasses' too: titles, dates and counts, no personal data.
  "routes/admin/catalogue/export.ts",
  // Attendees' feedback and testimonials: first name, company and words, never contact details.
  "routes/admin/feedback/index.tsx",
  // Setting one's own password through a one-time link needs no session at all.
  "routes/admin/team/invite.tsx",
]);
