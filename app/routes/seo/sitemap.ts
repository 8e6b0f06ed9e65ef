import type { Route } from "./+types/sitemap";
import { sitemapResponse } from "#app/features/seo/sitemap.server";

/** /sitemap.xml: every public page, published post, masterclass and book. */
export function loader({ request }: Route.LoaderArgs) {
  return sitemapResponse(request);
}
