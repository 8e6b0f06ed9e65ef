import { getConfig } from "#server/runtime";

/**
 * Absolute origin for the sitemap, robots.txt, feeds, structured data and
 * share tags: PUBLIC_URL when set, else the request's, so links stay right
 * behind a proxy that rewrites the Host.
 */
export function siteOrigin(request: Request): string {
  return getConfig().publicUrl ?? new URL(request.url).origin;
}
