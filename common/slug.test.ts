import { describe, it, expect } from "vitest";
import { isValidSlug, slugify } from "./slug";

describe("slugify", () => {
  it.each([
    ["turns a title into a slug", "AI for HR: A Practical Guide!", "ai-for-hr-a-practical-guide"],
    ["collapses whitespace", "AI   &   ML", "ai-ml"],
    ["collapses repeated hyphens", "Before -- after", "before-after"],
    ["collapses tabs and newlines", "tabs\tand\nnewlines", "tabs-and-newlines"],
    ["trims", "  Hello World  ", "hello-world"],
    ["strips leading and trailing hyphens", "--Hello--", "hello"],
    ["strips leading and trailing punctuation", "!Hello?", "hello"],
    ["strips hyphens left by trimming", "- Hello -", "hello"],
    ["folds accents instead of dropping the letters", "Café Résumé", "cafe-resume"],
    ["folds umlauts, diaereses and tildes", "Über Naïve Señor", "uber-naive-senor"],
    ["keeps digits", "ChatGPT 4o in 2026", "chatgpt-4o-in-2026"],
    ["turns underscores into hyphens", "snake_case_title", "snake-case-title"],
    ["removes apostrophes inside words", "Don't Panic", "dont-panic"],
    ["removes ampersands inside words", "R&D", "rd"],
    ["returns an empty string for an empty title", "", ""],
    ["returns an empty string for blanks", "   ", ""],
    ["returns an empty string for punctuation only", "!!!", ""],
  ])("%s: %j → %j", (_rule, title, slug) => {
    expect(slugify(title)).toBe(slug);
  });

  it.each(["AI for HR: A Practical Guide!", " _x_ ", "Café -- 2026", "a—b"])(
    "produces a valid slug from %j",
    (title) => {
      const slug = slugify(title);
      expect(isValidSlug(slug), `${title} → ${slug}`).toBe(true);
    },
  );
});

describe("isValidSlug", () => {
  it.each([
    ["ai-ready-leader", true],
    ["hr", true],
    ["2026-edition-2", true],
    ["", false],
    ["AI-Ready", false],
    ["-leading", false],
    ["trailing-", false],
    ["double--hyphen", false],
    ["under_score", false],
    ["with space", false],
    ["café", false],
  ])("%j → %s (lowercase hyphenated words and digits only)", (slug, valid) => {
    expect(isValidSlug(slug)).toBe(valid);
  });
});
