import { BOOK_TYPE } from "#app/features/books/admin/book-type";
import { GRANT_TYPE } from "#app/features/grants/admin/grant-type";
import { NTW_TYPE } from "#app/features/ntw/admin/ntw-type";
import type { ProductType } from "./product-type";

/**
 * The product types of the catalogue admin, by the URL segment each is
 * registered under in app/routes.ts (`/admin/<type>`, `/admin/<type>/new`,
 * `/admin/<type>/:id`, `/admin/<type>.csv`). Masterclasses have an editor
 * of their own; they share only the export route.
 */
export const PRODUCT_TYPES = {
  books: BOOK_TYPE,
  grants: GRANT_TYPE,
  ntw: NTW_TYPE,
} as const satisfies Record<string, ProductType>;

export type ProductTypeKey = keyof typeof PRODUCT_TYPES;

/** `/admin/books/new` → "books", `/admin/ntw.csv` → "ntw": the segment after /admin. */
export function adminSegment(pathname: string): string | null {
  return /^\/admin\/([a-z-]+)(?:\.csv$|\/|$)/.exec(pathname)?.[1] ?? null;
}

export function isProductTypeKey(segment: string | null): segment is ProductTypeKey {
  return segment !== null && Object.hasOwn(PRODUCT_TYPES, segment);
}

/**
 * The type a shared catalogue route serves, from its URL. The routes are
 * only registered under the types' segments, so another URL is a mistake
 * in app/routes.ts, not a visitor's.
 */
export function productTypeKeyAt(pathname: string): ProductTypeKey {
  const segment = adminSegment(pathname);
  if (!isProductTypeKey(segment)) throw new Error(`No catalogue product type at ${pathname}`);
  return segment;
}

export function productTypeAt(pathname: string): ProductType {
  return PRODUCT_TYPES[productTypeKeyAt(pathname)];
}
