import { describe, expect, it } from "vitest";
import { pagesToDrop } from "./page-events";

const registration = (fields: Record<string, unknown>) =>
  JSON.stringify({
    table: "registrations",
    op: "insert",
    productType: "masterclass",
    productId: "6f1c2a9e-3b7d-4c1e-9a2b-5d8e7f6a1b2c",
    slug: "chatgpt-skill-boost",
    ...fields,
  });

describe("pagesToDrop", () => {
  it("drops a course's own page for its registrations, and no other", () => {
    for (const op of ["insert", "update", "delete"]) {
      const drop = pagesToDrop(registration({ op }));
      expect(drop.kind).toBe("pages");
      if (drop.kind !== "pages") continue;
      expect(drop.matches("/shop/masterclasses/chatgpt-skill-boost")).toBe(true);
      for (const other of [
        "/shop/masterclasses/generative-ai-marketing",
        "/shop/masterclasses/chatgpt-skill-boost-2",
        "/shop/masterclasses",
        "/shop/calendar",
        "/shop",
        "/",
      ]) {
        expect(drop.matches(other), other).toBe(false);
      }
    }
  });

  it("drops a course's own page when its attendees' testimonials change", () => {
    const drop = pagesToDrop(registration({ table: "course_feedback", op: "update" }));
    expect(drop.kind === "pages" && drop.matches("/shop/masterclasses/chatgpt-skill-boost")).toBe(
      true,
    );
    expect(drop.kind === "pages" && drop.matches("/shop/masterclasses")).toBe(false);
  });

  it("drops nothing for a book order: no page shows them", () => {
    expect(pagesToDrop(registration({ productType: "book", slug: null }))).toEqual({
      kind: "none",
    });
  });

  it("empties the cache for anything else on the channel", () => {
    for (const payload of [
      JSON.stringify({ table: "blog_posts", op: "update" }),
      JSON.stringify({ table: "blog_categories", op: "insert" }),
      registration({ slug: null }),
      registration({ productType: "ticket" }),
      registration({ slug: 42 }),
      "not json",
      "",
    ]) {
      expect(pagesToDrop(payload).kind, payload).toBe("all");
    }
  });
});
