import type { Route } from "./+types/sitemap";
import { sitemapResponse } from "#app/features/seo/sitemap.server";
import type { PageCacheDeclaration } from "#common/page-cache-declaration";

export const pageCache: PageCacheDeclaration = "public";

/** /sitemap.xml: every public page, published post, masterclass and book. */
export function loader({ request }: Route.LoaderArgs) {
  return sitemapResponse(request);
}
