import { escapeXml } from "#app/lib/xml";

/** Pure builders for /sitemap.xml and /robots.txt. */

/** Every public page of the route table (app/routes.ts) that is not a detail page. */
export const PUBLIC_PAGES = [
  "/",
  "/about-us",
  "/contact",
  "/verify",
  "/privacy-policy",
  "/blog",
  "/shop",
  "/shop/for-individuals",
  "/shop/for-organisations",
  "/shop/ntw",
  "/shop/masterclasses",
  "/shop/masterclasses/custom",
  "/shop/books",
  "/shop/grants",
  "/shop/calendar",
] as const;

export interface SitemapEntry {
  path: string;
  lastModified?: Date | null;
}

/** The tables whose rows the shop's listing pages show. */
export type CatalogueSource = "masterclasses" | "books" | "grants" | "ntwPrograms";

/**
 * Shop pages drawn from a table's rows: such a page last changed when its
 * newest row did. The other pages' text lives in the code, so they carry no
 * lastmod rather than a guessed one.
 */
export const LISTING_SOURCES: Partial<Record<(typeof PUBLIC_PAGES)[number], CatalogueSource>> = {
  "/shop": "masterclasses",
  "/shop/masterclasses": "masterclasses",
  "/shop/calendar": "masterclasses",
  "/shop/books": "books",
  "/shop/grants": "grants",
  "/shop/ntw": "ntwPrograms",
};

/** The newest of some rows' changes, or null for none. */
export function latestChange(dates: readonly Date[]): Date | null {
  let latest: Date | null = null;
  for (const date of dates) if (!latest || date > latest) latest = date;
  return latest;
}

/** Every public page, listing pages with the last change of what they list. */
export function publicPageEntries(latest: Record<CatalogueSource, Date | null>): SitemapEntry[] {
  return PUBLIC_PAGES.map((path) => {
    const source = LISTING_SOURCES[path];
    return source && latest[source] ? { path, lastModified: latest[source] } : { path };
  });
}

export function sitemapXml(origin: string, entries: SitemapEntry[]): string {
  const urls = entries.map((entry) =>
    [
      "  <url>",
      `    <loc>${escapeXml(`${origin}${entry.path}`)}</loc>`,
      ...(entry.lastModified ? [`    <lastmod>${entry.lastModified.toISOString()}</lastmod>`] : []),
      "  </url>",
    ].join("\n"),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

export function robotsTxt(origin: string): string {
  return ["User-agent: *", "Disallow: /admin", "", `Sitemap: ${origin}/sitemap.xml`, ""].join("\n");
}
