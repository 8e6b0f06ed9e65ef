import fs from "node:fs";
import { describe, expect, it } from "vitest";
import {
  budgetReport,
  firstLoadFiles,
  overBudget,
  publicPageRoutes,
  routePath,
} from "../../scripts/lib/js-budget.mjs";

/** A manifest shaped like React Router's: a root, a layout, pages and an admin page. */
const manifest = {
  entry: { module: "/assets/entry.js", imports: ["/assets/react.js"] },
  routes: {
    root: {
      id: "root",
      path: "",
      module: "/assets/root.js",
      imports: ["/assets/react.js"],
      hasDefaultExport: true,
    },
    "routes/site-layout": {
      id: "routes/site-layout",
      parentId: "root",
      module: "/assets/layout.js",
      imports: ["/assets/cn.js"],
      hasDefaultExport: true,
    },
    "routes/home": {
      id: "routes/home",
      parentId: "routes/site-layout",
      index: true,
      module: "/assets/home.js",
      imports: ["/assets/cn.js", "/assets/carousel.js"],
      hasDefaultExport: true,
    },
    "routes/shop/book": {
      id: "routes/shop/book",
      parentId: "root",
      path: "shop/books/:slug",
      module: "/assets/book.js",
      imports: [],
      hasDefaultExport: true,
    },
    "routes/sitemap": {
      id: "routes/sitemap",
      parentId: "root",
      path: "sitemap.xml",
      module: "/assets/sitemap.js",
      hasDefaultExport: false,
    },
    "routes/admin/index": {
      id: "routes/admin/index",
      parentId: "root",
      path: "admin",
      module: "/assets/admin.js",
      imports: ["/assets/editor.js"],
      hasDefaultExport: true,
    },
  },
};

const sizes: Record<string, number> = {
  "/assets/entry.js": 60,
  "/assets/react.js": 40,
  "/assets/root.js": 5,
  "/assets/layout.js": 3,
  "/assets/cn.js": 8,
  "/assets/home.js": 10,
  "/assets/carousel.js": 4,
  "/assets/book.js": 2,
};

describe("the first-load JavaScript of public pages", () => {
  it("takes pages only: no layouts, resource routes or admin pages", () => {
    expect(publicPageRoutes(manifest).sort()).toEqual(["routes/home", "routes/shop/book"]);
  });

  it("follows the route chain and counts each shared module once", () => {
    expect(firstLoadFiles(manifest, "routes/home")).toEqual([
      "/assets/entry.js",
      "/assets/react.js",
      "/assets/root.js",
      "/assets/layout.js",
      "/assets/cn.js",
      "/assets/home.js",
      "/assets/carousel.js",
    ]);
    expect(routePath(manifest, "routes/shop/book")).toBe("/shop/books/:slug");
    expect(routePath(manifest, "routes/home")).toBe("/");
  });

  it("sums the sizes, lists the largest modules first and names the pages over budget", () => {
    const report = budgetReport(manifest, (file: string) => sizes[file] ?? 0, 120);
    const home = report.routes.find((route) => route.id === "routes/home");
    expect(home?.bytes).toBe(60 + 40 + 5 + 3 + 8 + 10 + 4);
    expect(home?.modules[0]).toEqual({ file: "/assets/entry.js", bytes: 60 });
    expect(report.routes[0]?.id).toBe("routes/home");
    expect(overBudget(report).map((route) => route.id)).toEqual(["routes/home"]);
    expect(overBudget({ ...report, budgetBytes: 200 })).toEqual([]);
  });
});

describe.runIf(fs.existsSync("build/js-budget.json"))("the build's own report", () => {
  it("lists every public page with its modules", () => {
    const report = JSON.parse(fs.readFileSync("build/js-budget.json", "utf8")) as {
      budgetBytes: number;
      routes: { id: string; bytes: number; modules: { bytes: number }[] }[];
    };
    expect(report.budgetBytes).toBe(130 * 1024);
    const ids = report.routes.map((route) => route.id);
    for (const id of ["routes/site/home", "routes/shop/masterclass", "routes/blog/post"]) {
      expect(ids).toContain(id);
    }
    expect(ids.some((id) => id.startsWith("routes/admin"))).toBe(false);
    for (const route of report.routes) {
      expect(route.bytes).toBe(route.modules.reduce((sum, module) => sum + module.bytes, 0));
    }
  });
});
