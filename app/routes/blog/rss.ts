import type { Route } from "./+types/rss";
import { rssResponse } from "#app/features/blog/feeds.server";
import type { PageCacheDeclaration } from "#common/page-cache-declaration";

export const pageCache: PageCacheDeclaration = "public";

/** /blog/rss.xml: RSS 2.0 with the 20 newest published posts. */
export function loader({ request }: Route.LoaderArgs) {
  return rssResponse(request);
}
