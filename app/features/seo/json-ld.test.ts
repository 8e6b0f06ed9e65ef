import { describe, expect, it } from "vitest";
import { business } from "#common/business";
import { absoluteUrl, canonicalMeta, isoInMalaysia, organizationLd } from "./json-ld";

describe("absoluteUrl", () => {
  it("resolves a path against the origin", () => {
    expect(absoluteUrl("https://aihq.example", "/shop/books/x")).toBe(
      "https://aihq.example/shop/books/x",
    );
  });

  it("keeps an absolute URL", () => {
    expect(absoluteUrl("https://aihq.example", "https://cdn.example/a.jpg")).toBe(
      "https://cdn.example/a.jpg",
    );
  });

  it("returns the value as given when nothing can be resolved", () => {
    expect(absoluteUrl("not an origin", "/a.jpg")).toBe("/a.jpg");
  });
});

describe("organizationLd", () => {
  it("names us with the origin as URL", () => {
    expect(organizationLd("https://aihq.example")).toEqual({
      "@type": "Organization",
      name: business.name,
      url: "https://aihq.example",
    });
  });
});

describe("isoInMalaysia", () => {
  it("writes the instant with Malaysia's +08:00 offset", () => {
    expect(isoInMalaysia("2026-03-10T01:00:00Z")).toBe("2026-03-10T09:00:00+08:00");
    expect(isoInMalaysia(new Date("2026-03-10T20:30:15.250Z"))).toBe("2026-03-11T04:30:15+08:00");
  });

  it("refuses an invalid date", () => {
    expect(() => isoInMalaysia("soon")).toThrow(RangeError);
  });
});

describe("canonicalMeta", () => {
  it("gives the canonical link and og:url for the path", () => {
    expect(canonicalMeta("https://aihq.example", "/shop/books/x")).toEqual([
      { tagName: "link", rel: "canonical", href: "https://aihq.example/shop/books/x" },
      { property: "og:url", content: "https://aihq.example/shop/books/x" },
    ]);
  });
});
