import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import type { CacheablePaths } from "#server/http/page-cache-routes";

/**
 * Which paths the page cache keeps, asked of the built app: the route modules declare it
 * (`export const pageCache`) and React Router's route table decides which module a path
 * reaches. These are the paths it kept when the rule was a list of regular expressions, and
 * nothing else: a route that stops (or starts) declaring, or a route table that sends a path
 * elsewhere, turns this red.
 */
let isCacheable: CacheablePaths;

beforeAll(async () => {
  const built = path.resolve("build/server/index.js");
  if (!fs.existsSync(built)) {
    throw new Error("These tests ask the production build: run `npm run build` first.");
  }
  const server = (await import(pathToFileURL(built).href)) as {
    pageCachePaths: () => Promise<CacheablePaths>;
  };
  isCacheable = await server.pageCachePaths();
});

describe("the page cache's paths, by the app's routes", () => {
  it("keeps the public pages and feeds", () => {
    for (const pathname of [
      "/",
      "/about-us",
      "/contact",
      "/privacy-policy",
      "/blog",
      "/blog/some-post",
      "/blog/rss.xml",
      "/sitemap.xml",
      "/robots.txt",
      "/shop",
      "/shop/for-individuals",
      "/shop/for-organisations",
      "/shop/ntw",
      "/shop/masterclasses",
      "/shop/masterclasses/custom",
      "/shop/masterclasses/chatgpt-skill-boost",
      "/shop/books",
      "/shop/books/a-book",
      "/shop/grants",
      "/shop/calendar",
    ]) {
      expect(isCacheable(pathname), pathname).toBe(true);
    }
  });

  it("leaves the admin, look-ups, signed links, APIs, files and data requests", () => {
    for (const pathname of [
      "/admin",
      "/admin/login",
      "/admin/blog",
      "/admin/leads.csv",
      "/admin/invite/00000000-0000-0000-0000-000000000000",
      "/verify",
      "/shop/registrations/AIHQ-R-ABC123/cancel",
      "/shop/registrations/aihq-r-abc123/claim",
      "/api/quiz",
      "/api/form-token",
      "/api/blog-views/x",
      "/api/brochures/grant/x",
      "/contact.data",
      "/shop/masterclasses.data",
      "/_root.data",
      "/shop/masterclasses/a/b",
      "/about-us/",
      "/shop/",
      "/shop/masterclasses/chatgpt-skill-boost.ics",
      "/blog/UPPER",
      "/Shop",
      "/%61bout-us",
      "/blog/a.xml",
      "/blog/a_b",
      "/files/brochures/x.pdf",
      "/uploads/x.webp",
      "/assets/entry.client-abc.js",
      "/healthz",
      "/live",
      "/no-such-page",
    ]) {
      expect(isCacheable(pathname), pathname).toBe(false);
    }
  });
});
