import { pageMeta } from "./page-meta";
import type { PageTexts } from "./page-heads";
import { siteOrigin } from "./site-origin.server";

/**
 * The head's tags of the page at `path` for this request (`pageMeta`), worked
 * out by the loader: their helpers need none of the browser's JavaScript. The
 * path is the route's own, so search parameters never change the canonical.
 */
export function pageHead(request: Request, path: string, texts: PageTexts) {
  return pageMeta({ origin: siteOrigin(request), path, ...texts });
}

/** The loader of a page whose only data is its head. */
export function headLoader(path: string, texts: PageTexts) {
  return ({ request }: { request: Request }) => ({ meta: pageHead(request, path, texts) });
}
