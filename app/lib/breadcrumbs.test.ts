import { describe, it, expect } from "vitest";
import { breadcrumbLabel, buildBreadcrumbs } from "./breadcrumbs";

describe("breadcrumbLabel", () => {
  it.each([
    // The fixed labels.
    ["shop", "Shop"],
    ["for-individuals", "For Individuals"],
    ["for-organisations", "For Organizations"],
    ["ntw", "NTW"],
    ["masterclasses", "Masterclasses"],
    ["custom", "Custom Training"],
    ["books", "Books"],
    ["grants", "Grants"],
    ["calendar", "Calendar"],
    // Other hyphenated segments are title-cased.
    ["ai-ready-leader", "Ai Ready Leader"],
    ["hr", "Hr"],
    ["chatgpt-4o", "Chatgpt 4o"],
    // Empty words from repeated or edge hyphens are ignored.
    ["-ai--ready-", "Ai Ready"],
    // URI components are decoded…
    ["caf%C3%A9-talk", "Café Talk"],
    ["a%20b", "A b"],
    // …and a malformed escape falls back to the raw segment.
    ["bad%E0%A4%A", "Bad%E0%A4%A"],
    ["100%", "100%"],
    // Inherited object keys are no fixed labels.
    ["constructor", "Constructor"],
    ["__proto__", "__proto__"],
  ])("labels %j as %j", (segment, label) => {
    expect(breadcrumbLabel(segment)).toBe(label);
  });
});

const home = { label: "Home", href: "/" };
const shop = { label: "Shop", href: "/shop" };
const organisations = { label: "For Organizations", href: "/shop/for-organisations" };

describe("buildBreadcrumbs", () => {
  it.each(["/", "", "/blog/ai-for-hr", "/shopping", "/workshop/x"])(
    "is empty for %j, which has no shop segment",
    (path) => {
      expect(buildBreadcrumbs(path)).toEqual([]);
    },
  );

  it.each([
    [
      "starts with Home and adds cumulative links",
      "/shop/for-individuals/masterclasses/ai-ready-leader",
      [
        home,
        shop,
        { label: "For Individuals", href: "/shop/for-individuals" },
        { label: "Masterclasses", href: "/shop/for-individuals/masterclasses" },
        { label: "Ai Ready Leader", href: "/shop/for-individuals/masterclasses/ai-ready-leader" },
      ],
    ],
    ["works for the shop root", "/shop", [home, shop]],
    [
      "finds shop anywhere in the path",
      "/en/shop/books",
      [
        home,
        { label: "En", href: "/en" },
        { label: "Shop", href: "/en/shop" },
        { label: "Books", href: "/en/shop/books" },
      ],
    ],
    ["ignores a trailing slash", "/shop/for-organisations/", [home, shop, organisations]],
    ["ignores empty segments", "//shop//for-organisations//", [home, shop, organisations]],
    [
      "reads a path without its leading slash",
      "shop/for-organisations",
      [home, shop, organisations],
    ],
    [
      "keeps hrefs encoded while decoding labels",
      "/shop/caf%C3%A9-talk",
      [home, shop, { label: "Café Talk", href: "/shop/caf%C3%A9-talk" }],
    ],
  ])("%s (%s)", (_rule, path, crumbs) => {
    expect(buildBreadcrumbs(path)).toEqual(crumbs);
  });
});
