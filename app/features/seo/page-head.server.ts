import { pageMeta, type PageMetaInput } from "./page-meta";
import { siteOrigin } from "./site-origin.server";

/** A page's head, as its route declares it: the origin comes from the request. */
export type PageHead = Omit<PageMetaInput, "origin">;

/** The head's tags of `page` for this request, worked out by the loader (`pageMeta`). */
export function pageHead(request: Request, page: PageHead) {
  return pageMeta({ origin: siteOrigin(request), ...page });
}
