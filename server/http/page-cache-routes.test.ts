import { matchRoutes, type RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import { cacheablePaths, type BuildRoute } from "./page-cache-routes";

/**
 * The rules on a route table in miniature, shaped as React Router's server build lists it
 * (flat, by parent). The app's own table is pinned on the built app:
 * tests/integration/page-cache-routes.test.ts.
 */
const publicPage = { pageCache: "public" };
const table: BuildRoute[] = [
  { id: "root", path: "", module: {} },
  { id: "layout", parentId: "root", module: {} },
  { id: "home", parentId: "layout", index: true, module: publicPage },
  { id: "about", parentId: "layout", path: "about-us", module: publicPage },
  { id: "verify", parentId: "layout", path: "verify", module: {} },
  { id: "post", parentId: "layout", path: "blog/:slug", module: publicPage },
  { id: "not-found", parentId: "layout", path: "*", module: {} },
  { id: "feed", parentId: "root", path: "blog/rss.xml", module: publicPage },
  { id: "shop", parentId: "root", path: "shop", module: publicPage },
  { id: "shop-index", parentId: "shop", index: true, module: publicPage },
  { id: "secret", parentId: "shop", path: "secret", module: {} },
  { id: "product", parentId: "shop", path: ":slug", module: publicPage },
  { id: "link", parentId: "shop", path: "registrations/:reference/:intent", module: {} },
  { id: "guide", parentId: "root", path: ":lang/guide", module: publicPage },
  { id: "news", parentId: "root", path: "news?/archive", module: publicPage },
  { id: "draft", parentId: "root", path: "drafts", module: { pageCache: "private" } },
  { id: "admin", parentId: "root", path: "admin", module: {} },
  { id: "admin-page", parentId: "admin", path: ":page", module: {} },
];
const routes = Object.fromEntries(table.map((route) => [route.id, route]));

describe("cacheablePaths", () => {
  const isCacheable = cacheablePaths(routes);

  it("takes a path whose matched route declares its page public", () => {
    for (const path of [
      "/",
      "/about-us",
      "/blog/a-post-2",
      "/blog/rss.xml",
      "/shop",
      "/shop/a-product",
      "/en/guide",
      "/archive",
      "/news/archive",
    ]) {
      expect(isCacheable(path), path).toBe(true);
    }
  });

  it("leaves a path whose matched route declares nothing (or anything else), whatever its parents say", () => {
    for (const path of [
      "/verify",
      "/nowhere",
      "/shop/secret",
      "/shop/registrations/r-1/cancel",
      "/drafts",
      "/admin",
      "/admin/x",
    ]) {
      expect(isCacheable(path), path).toBe(false);
    }
  });

  it("takes only the page's own form of the path: its case, slugs, no escape or trailing slash", () => {
    for (const path of [
      "/About-us",
      "/about-us/",
      "/%61bout-us",
      "/blog/UPPER",
      "/blog/a.ics",
      "/blog/a_b",
      "/blog/%61",
      "/blog/a/b",
      "/shop/./",
      "/about-us.data",
      "/EN/guide",
    ]) {
      expect(isCacheable(path), path).toBe(false);
    }
  });

  it("matches as React Router does over the whole table", () => {
    const tree = (parentId?: string): RouteObject[] =>
      table
        .filter((route) => route.parentId === parentId)
        .map((route) =>
          route.index
            ? { id: route.id, index: true, caseSensitive: true }
            : { id: route.id, path: route.path, caseSensitive: true, children: tree(route.id) },
        );
    const whole = tree();
    const segments = ["", "shop", "blog", "admin", "en", "news", "archive", "guide", "rss.xml"];
    const slugs = ["secret", "a-b", "about-us", "verify", "drafts", "x"];
    for (const a of [...segments, ...slugs]) {
      for (const b of ["", ...segments, ...slugs]) {
        const path = b ? `/${a}/${b}` : `/${a}`;
        const leaf = matchRoutes(whole, path)?.at(-1);
        const expected =
          routes[leaf?.route.id ?? ""]?.module === publicPage &&
          Object.values(leaf?.params ?? {}).every((value) => /^[a-z0-9-]+$/.test(value!));
        expect(isCacheable(path), path).toBe(path === "//" ? false : expected);
      }
    }
  });

  it("gives the same answer when asked again, past the paths it remembers", () => {
    const small = cacheablePaths({
      root: { id: "root", path: "", module: {} },
      about: { id: "about", parentId: "root", path: "about-us", module: publicPage },
    });
    expect(small("/about-us")).toBe(true);
    for (let i = 0; i < 10_000; i++) small(`/made-up-${i}`);
    expect(small("/about-us")).toBe(true);
    expect(small("/made-up-1")).toBe(false);
    expect(small("/About-us")).toBe(false);
  });
});
