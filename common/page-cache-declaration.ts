/**
 * What a route module tells the page cache (server/http/page-cache-routes.ts) about its page:
 *
 *     export const pageCache: PageCacheDeclaration = "public";
 *
 * "public": a GET of the page renders the same for every visitor, so one render may serve them
 * all (the cache still renders per request when the visitor carries the flash toast or a
 * session, opens a form in the page or follows a signed link). A route that declares nothing
 * is rendered per request. A named export of its own rather than `handle`: React Router ships
 * `handle` to the browser, while its client build keeps only the exports it knows, so this
 * stays on the server.
 */
export type PageCacheDeclaration = "public";

/** The name of the export, as the server reads it from the route module. */
export const PAGE_CACHE_EXPORT = "pageCache";

/** A route module's declaration, if it makes one. */
export function declaredPageCache(module: object): PageCacheDeclaration | undefined {
  const declared: unknown = Reflect.get(module, PAGE_CACHE_EXPORT);
  return declared === "public" ? declared : undefined;
}
