import { describe, expect, it } from "vitest";
import routes from "#app/routes";
import { latestChange, PUBLIC_PAGES, publicPageEntries, robotsTxt, sitemapXml } from "./sitemap";

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
  it("lists every shop page of the route table that is not a detail page", () => {
    const shop = routes.find((entry) => entry.path === "shop");
    const pages = (shop?.children ?? [])
      .filter((entry) => !entry.path?.includes(":"))
      .map((entry) => (entry.index ? "/shop" : `/shop/${entry.path}`));
    expect(pages.length).toBeGreaterThan(8);
    expect(PUBLIC_PAGES).toEqual(expect.arrayContaining(pages));
  });
});

describe("lastmod of the listing pages", () => {
  const classes = new Date("2026-03-01T00:00:00Z");
  const books = new Date("2026-02-01T00:00:00Z");
  const grants = new Date("2026-01-15T00:00:00Z");
  const ntwPrograms = new Date("2026-01-20T00:00:00Z");

  it("is the newest change of the rows a page lists", () => {
    expect(
      latestChange([new Date("2026-01-01T00:00:00Z"), classes, new Date("2025-12-31T00:00:00Z")]),
    ).toEqual(classes);
    expect(latestChange([])).toBeNull();
  });

  it("dates the catalogue, calendar and landing by masterclasses, the other listings by their table", () => {
    const entries = publicPageEntries({ masterclasses: classes, books, grants, ntwPrograms });
    const lastmod = (path: string) => entries.find((entry) => entry.path === path)?.lastModified;
    expect(lastmod("/shop")).toEqual(classes);
    expect(lastmod("/shop/masterclasses")).toEqual(classes);
    expect(lastmod("/shop/calendar")).toEqual(classes);
    expect(lastmod("/shop/books")).toEqual(books);
    expect(lastmod("/shop/grants")).toEqual(grants);
    expect(lastmod("/shop/ntw")).toEqual(ntwPrograms);
    // Pages whose text is in the code have no date to give.
    expect(lastmod("/shop/for-individuals")).toBeUndefined();
    expect(entries.map((entry) => entry.path)).toEqual([...PUBLIC_PAGES]);
  });

  it("leaves a listing undated while its table is empty", () => {
    const entries = publicPageEntries({ masterclasses: null, books, grants: null, ntwPrograms });
    expect(entries.find((entry) => entry.path === "/shop/masterclasses")).toEqual({
      path: "/shop/masterclasses",
    });
    expect(entries.find((entry) => entry.path === "/shop/grants")).toEqual({
      path: "/shop/grants",
    });
  });
});
