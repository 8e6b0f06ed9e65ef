import type { Route } from "./+types/robots";
import { robotsResponse } from "#app/features/seo/sitemap.server";
import type { PageCacheDeclaration } from "#common/page-cache-declaration";

export const pageCache: PageCacheDeclaration = "public";

/** /robots.txt: everything but the admin may be crawled; points at the sitemap. */
export function loader({ request }: Route.LoaderArgs) {
  return robotsResponse(request);
}
