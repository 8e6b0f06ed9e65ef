import { describe, expect, it } from "vitest";
import { business } from "../../content/business";
import { absoluteUrl, organizationLd } from "./json-ld";

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
