import { csvExport } from "#app/features/backoffice/export/csv-export.server";
import { BOOK_ADMIN } from "#app/features/books/admin/books.server";
import { GRANT_ADMIN } from "#app/features/grants/admin/grants.server";
import { NTW_ADMIN } from "#app/features/ntw/admin/ntw.server";
import type { CatalogueAdmin } from "./catalogue-admin.server";
import { masterclassesExport } from "./masterclasses-csv.server";
import { adminSegment, productTypeKeyAt, type ProductTypeKey } from "./product-types";

/** The server half of each product type (product-types.ts holds the halves the browser gets). */
const CATALOGUE_ADMINS: Record<ProductTypeKey, CatalogueAdmin> = {
  books: BOOK_ADMIN,
  grants: GRANT_ADMIN,
  ntw: NTW_ADMIN,
};

/** The type a shared catalogue route was asked for (from its URL), and its server half. */
export function catalogueAdminAt(request: Request): {
  type: ProductTypeKey;
  admin: CatalogueAdmin;
} {
  const type = productTypeKeyAt(new URL(request.url).pathname);
  return { type, admin: CATALOGUE_ADMINS[type] };
}

/**
 * The catalogue's CSV exports by URL (`/admin/<segment>.csv`): each product
 * type's list and the masterclasses' view. Catalogue content, no personal
 * data, so editors may export it too.
 */
const CSV_EXPORTS = new Map<string, (request: Request) => Promise<Response>>([
  ...Object.entries(CATALOGUE_ADMINS).map(
    ([segment, admin]) => [segment, admin.exportCsv] as const,
  ),
  [
    "masterclasses",
    (request) => csvExport(request, "editor", (params) => masterclassesExport(params)),
  ],
]);

export function catalogueCsvAt(request: Request): Promise<Response> {
  const exportAt = CSV_EXPORTS.get(adminSegment(new URL(request.url).pathname) ?? "");
  // Only registered under these segments: another is a mistake in app/routes.ts.
  if (!exportAt) throw new Error(`No catalogue export at ${request.url}`);
  return exportAt(request);
}
