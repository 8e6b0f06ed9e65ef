import { describe, expect, it } from "vitest";
import { robotsTxt, sitemapXml } from "./sitemap";

describe("sitemap and robots.txt", () => {
  it("lists absolute, escaped addresses with their last change", () => {
    const xml = sitemapXml("https://aihq.test", [
      { path: "/" },
      { path: "/blog/a&b", lastModified: new Date("2026-01-02T03:04:05Z") },
    ]);
    expect(xml).toContain("<loc>https://aihq.test/</loc>");
    expect(xml).toContain("<loc>https://aihq.test/blog/a&amp;b</loc>");
    expect(xml).toContain("<lastmod>2026-01-02T03:04:05.000Z</lastmod>");
  });
  it("keeps crawlers out of the admin and points at the sitemap", () => {
    expect(robotsTxt("https://aihq.test")).toBe(
      "User-agent: *\nDisallow: /admin\n\nSitemap: https://aihq.test/sitemap.xml\n",
    );
  });
});
