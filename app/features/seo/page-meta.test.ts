import { describe, expect, it } from "vitest";
import { pageMeta } from "./page-meta";
import { titleMeta } from "./title-meta";
import { pageHeads } from "./page-heads";

describe("pageMeta", () => {
  const tags = pageMeta({
    origin: "https://aihq.example",
    path: "/shop/books",
    title: "Books",
    description: "Practical books on AI at work.",
  });

  it("titles the document with the site suffix and the share card without it", () => {
    expect(tags).toContainEqual({ title: "Books | AIHQ" });
    expect(tags).toContainEqual({ property: "og:title", content: "Books" });
  });

  it("gives the description to search engines and share cards", () => {
    expect(tags).toContainEqual({ name: "description", content: "Practical books on AI at work." });
    expect(tags).toContainEqual({
      property: "og:description",
      content: "Practical books on AI at work.",
    });
    expect(tags).toContainEqual({ property: "og:type", content: "website" });
  });

  it("points canonical and og:url at the absolute path", () => {
    expect(tags).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: "https://aihq.example/shop/books",
    });
    expect(tags).toContainEqual({ property: "og:url", content: "https://aihq.example/shop/books" });
  });
});

describe("titleMeta and the page heads table", () => {
  it("gives a page of the table its suffixed title and its description", () => {
    expect(titleMeta(pageHeads.books)).toEqual([
      { title: "Books | AIHQ" },
      {
        name: "description",
        content:
          "Practical books on AI at work by AIHQ's trainers: prompting, business writing, leadership and data. Prices in MYR, including taxes.",
      },
    ]);
  });

  it.each(Object.entries(pageHeads))("%s has a title and a description", (_key, head) => {
    expect(head.title.trim()).not.toBe("");
    expect(head.title).not.toMatch(/\| AIHQ$/);
    expect(head.description.length).toBeGreaterThan(50);
  });
});
