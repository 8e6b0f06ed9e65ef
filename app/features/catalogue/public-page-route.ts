import type { MetaDescriptor } from "react-router";
import type { PageCacheDeclaration } from "#common/page-cache-declaration";

// The route exports every public page of the shop shares; each route module re-exports them.

/** The page renders the same for every visitor: the page cache may keep one render for all. */
export const pageCache: PageCacheDeclaration = "public";

/**
 * The page's head is the one its loader worked out (features/seo/page-head.server.ts), so that
 * the head's helpers stay out of the browser's JavaScript.
 */
export function meta({ loaderData }: { loaderData: { meta: MetaDescriptor[] } }) {
  return loaderData.meta;
}
