import { describe, it, expect } from "vitest";
import { breadcrumbLabel, buildBreadcrumbs } from "./breadcrumbs";

describe("breadcrumbLabel", () => {
  it("uses the fixed labels", () => {
    expect(breadcrumbLabel("shop")).toBe("Shop");
    expect(breadcrumbLabel("for-individuals")).toBe("For Individuals");
    expect(breadcrumbLabel("for-organisations")).toBe("For Organizations");
    expect(breadcrumbLabel("ntw")).toBe("NTW");
    expect(breadcrumbLabel("masterclasses")).toBe("Masterclasses");
    expect(breadcrumbLabel("custom")).toBe("Custom Training");
    expect(breadcrumbLabel("books")).toBe("Books");
    expect(breadcrumbLabel("grants")).toBe("Grants");
    expect(breadcrumbLabel("calendar")).toBe("Calendar");
  });

  it("title-cases other hyphenated segments", () => {
    expect(breadcrumbLabel("ai-ready-leader")).toBe("Ai Ready Leader");
    expect(breadcrumbLabel("hr")).toBe("Hr");
    expect(breadcrumbLabel("chatgpt-4o")).toBe("Chatgpt 4o");
  });

  it("ignores empty words from repeated or edge hyphens", () => {
    expect(breadcrumbLabel("-ai--ready-")).toBe("Ai Ready");
  });

  it("decodes URI components", () => {
    expect(breadcrumbLabel("caf%C3%A9-talk")).toBe("Café Talk");
    expect(breadcrumbLabel("a%20b")).toBe("A b");
  });

  it("falls back to the raw segment on a malformed escape", () => {
    expect(breadcrumbLabel("bad%E0%A4%A")).toBe("Bad%E0%A4%A");
    expect(breadcrumbLabel("100%")).toBe("100%");
  });

  it("does not treat inherited object keys as fixed labels", () => {
    expect(breadcrumbLabel("constructor")).toBe("Constructor");
    expect(breadcrumbLabel("__proto__")).toBe("__proto__");
  });
});

describe("buildBreadcrumbs", () => {
  it("is empty for paths without a shop segment", () => {
    expect(buildBreadcrumbs("/")).toEqual([]);
    expect(buildBreadcrumbs("")).toEqual([]);
    expect(buildBreadcrumbs("/blog/ai-for-hr")).toEqual([]);
    expect(buildBreadcrumbs("/shopping")).toEqual([]);
    expect(buildBreadcrumbs("/workshop/x")).toEqual([]);
  });

  it("starts with Home and adds cumulative links", () => {
    expect(buildBreadcrumbs("/shop/for-individuals/masterclasses/ai-ready-leader")).toEqual([
      { label: "Home", href: "/" },
      { label: "Shop", href: "/shop" },
      { label: "For Individuals", href: "/shop/for-individuals" },
      { label: "Masterclasses", href: "/shop/for-individuals/masterclasses" },
      { label: "Ai Ready Leader", href: "/shop/for-individuals/masterclasses/ai-ready-leader" },
    ]);
  });

  it("works for the shop root", () => {
    expect(buildBreadcrumbs("/shop")).toEqual([
      { label: "Home", href: "/" },
      { label: "Shop", href: "/shop" },
    ]);
  });

  it("finds shop anywhere in the path", () => {
    expect(buildBreadcrumbs("/en/shop/books")).toEqual([
      { label: "Home", href: "/" },
      { label: "En", href: "/en" },
      { label: "Shop", href: "/en/shop" },
      { label: "Books", href: "/en/shop/books" },
    ]);
  });

  it("ignores trailing slashes and empty segments", () => {
    const expected = [
      { label: "Home", href: "/" },
      { label: "Shop", href: "/shop" },
      { label: "For Organizations", href: "/shop/for-organisations" },
    ];
    expect(buildBreadcrumbs("/shop/for-organisations/")).toEqual(expected);
    expect(buildBreadcrumbs("//shop//for-organisations//")).toEqual(expected);
    expect(buildBreadcrumbs("shop/for-organisations")).toEqual(expected);
  });

  it("keeps hrefs encoded while decoding labels", () => {
    expect(buildBreadcrumbs("/shop/caf%C3%A9-talk")).toEqual([
      { label: "Home", href: "/" },
      { label: "Shop", href: "/shop" },
      { label: "Café Talk", href: "/shop/caf%C3%A9-talk" },
    ]);
  });
});
