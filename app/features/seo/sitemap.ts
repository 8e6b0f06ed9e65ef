import { escapeXml } from "../../lib/xml";

/** Pure builders for /sitemap.xml and /robots.txt. */

/** Every public page of the spec's route tables that is not a detail page. */
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
