import { describe, it, expect } from "vitest";
import { isValidSlug, slugify } from "./slug";

describe("slugify", () => {
  it("turns a title into a slug", () => {
    expect(slugify("AI for HR: A Practical Guide!")).toBe("ai-for-hr-a-practical-guide");
  });

  it("collapses whitespace and repeated hyphens", () => {
    expect(slugify("AI   &   ML")).toBe("ai-ml");
    expect(slugify("Before -- after")).toBe("before-after");
    expect(slugify("tabs\tand\nnewlines")).toBe("tabs-and-newlines");
  });

  it("trims and strips leading and trailing hyphens", () => {
    expect(slugify("  Hello World  ")).toBe("hello-world");
    expect(slugify("--Hello--")).toBe("hello");
    expect(slugify("!Hello?")).toBe("hello");
    expect(slugify("- Hello -")).toBe("hello");
  });

  it("folds accents instead of dropping the letters", () => {
    expect(slugify("Café Résumé")).toBe("cafe-resume");
    expect(slugify("Über Naïve Señor")).toBe("uber-naive-senor");
  });

  it("keeps digits", () => {
    expect(slugify("ChatGPT 4o in 2026")).toBe("chatgpt-4o-in-2026");
  });

  it("turns underscores into hyphens", () => {
    expect(slugify("snake_case_title")).toBe("snake-case-title");
  });

  it("removes punctuation inside words", () => {
    expect(slugify("Don't Panic")).toBe("dont-panic");
    expect(slugify("R&D")).toBe("rd");
  });

  it("returns an empty string when nothing usable remains", () => {
    expect(slugify("")).toBe("");
    expect(slugify("   ")).toBe("");
    expect(slugify("!!!")).toBe("");
  });

  it("produces valid slugs", () => {
    for (const title of ["AI for HR: A Practical Guide!", " _x_ ", "Café -- 2026", "a—b"]) {
      const slug = slugify(title);
      expect(isValidSlug(slug), `${title} → ${slug}`).toBe(true);
    }
  });
});

describe("isValidSlug", () => {
  it("accepts lowercase hyphenated words and digits", () => {
    expect(isValidSlug("ai-ready-leader")).toBe(true);
    expect(isValidSlug("hr")).toBe(true);
    expect(isValidSlug("2026-edition-2")).toBe(true);
  });

  it("rejects everything else", () => {
    expect(isValidSlug("")).toBe(false);
    expect(isValidSlug("AI-Ready")).toBe(false);
    expect(isValidSlug("-leading")).toBe(false);
    expect(isValidSlug("trailing-")).toBe(false);
    expect(isValidSlug("double--hyphen")).toBe(false);
    expect(isValidSlug("under_score")).toBe(false);
    expect(isValidSlug("with space")).toBe(false);
    expect(isValidSlug("café")).toBe(false);
  });
});
