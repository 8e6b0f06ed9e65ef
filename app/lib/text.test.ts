import { describe, it, expect } from "vitest";
import {
  EXCERPT_LENGTH,
  META_DESCRIPTION_LENGTH,
  excerptFallback,
  metaDescriptionFallback,
  truncate,
} from "./text";

// Builds text whose word boundaries sit at known positions: `n` copies of a
// nine-letter word, each followed by a space, i.e. spaces at 9, 19, 29, ….
const tenCharWords = (n: number) => "abcdefghi ".repeat(n).trimEnd();

describe("constants", () => {
  it("match the spec", () => {
    expect(EXCERPT_LENGTH).toBe(150);
    expect(META_DESCRIPTION_LENGTH).toBe(160);
  });
});

describe("truncate", () => {
  it("returns short text unchanged, without an ellipsis", () => {
    expect(truncate("short", 10)).toBe("short");
    expect(truncate("x".repeat(150), 150)).toBe("x".repeat(150));
    expect(truncate("", 10)).toBe("");
  });

  it("adds an ellipsis only when something was cut", () => {
    expect(truncate("x".repeat(151), 150)).toBe(`${"x".repeat(150)}…`);
  });

  it("cuts at the last word boundary when it comes after two thirds of the limit", () => {
    // 20 words = 199 chars; the last space within 150 is at index 149.
    const text = tenCharWords(20);
    const result = truncate(text, 150);
    expect(result).toBe(`${tenCharWords(15)}…`);
    expect(result.endsWith("abcdefghi…")).toBe(true);
  });

  it("moves the cut back to a space rather than splitting a word", () => {
    const text = `${"a".repeat(120)} ${"b".repeat(60)}`;
    expect(truncate(text, 150)).toBe(`${"a".repeat(120)}…`);
  });

  it("splits a word when the only boundary is too early", () => {
    const text = `${"a".repeat(50)} ${"b".repeat(200)}`;
    expect(truncate(text, 150)).toBe(`${"a".repeat(50)} ${"b".repeat(99)}…`);
  });

  it("treats a boundary at exactly char 100 as too early", () => {
    const text = `${"a".repeat(100)} ${"b".repeat(100)}`;
    expect(truncate(text, 150)).toBe(`${"a".repeat(100)} ${"b".repeat(49)}…`);
    const later = `${"a".repeat(101)} ${"b".repeat(100)}`;
    expect(truncate(later, 150)).toBe(`${"a".repeat(101)}…`);
  });

  it("keeps the whole limit when the cut falls right before a space", () => {
    const text = `${"a".repeat(150)} more`;
    expect(truncate(text, 150)).toBe(`${"a".repeat(150)}…`);
  });

  it("drops trailing punctuation before the ellipsis", () => {
    const text = `${"a".repeat(120)}, ${"b".repeat(60)}`;
    expect(truncate(text, 150)).toBe(`${"a".repeat(120)}…`);
  });

  it("counts code points so emoji are not split", () => {
    expect(truncate("😀😀😀", 2)).toBe("😀😀…");
    expect(truncate("😀😀", 2)).toBe("😀😀");
  });

  it("accepts a custom boundary threshold", () => {
    expect(truncate("aaaa bbbbbbbb", 10, 3)).toBe("aaaa…");
    expect(truncate("aaaa bbbbbbbb", 10, 5)).toBe("aaaa bbbbb…");
  });

  it("rejects invalid lengths", () => {
    expect(() => truncate("abc", -1)).toThrow(RangeError);
    expect(() => truncate("abc", 1.5)).toThrow(RangeError);
  });
});

describe("excerptFallback", () => {
  it("returns a non-blank excerpt as is, even when long", () => {
    const long = "x".repeat(300);
    expect(excerptFallback("  A short summary. ", "<p>content</p>")).toBe("A short summary.");
    expect(excerptFallback(long, "<p>content</p>")).toBe(long);
  });

  it("falls back to the stripped content when the excerpt is blank", () => {
    expect(excerptFallback(null, "<p>Hello <b>world</b></p>")).toBe("Hello world");
    expect(excerptFallback(undefined, "<p>Hello</p>")).toBe("Hello");
    expect(excerptFallback("   ", "<p>Hello &amp; welcome</p>")).toBe("Hello & welcome");
  });

  it("limits the fallback to 150 characters plus an ellipsis", () => {
    const html = `<p>${tenCharWords(30)}</p>`;
    const result = excerptFallback(null, html);
    expect(result).toBe(`${tenCharWords(15)}…`);
    expect(Array.from(result).length).toBeLessThanOrEqual(151);
  });

  it("does not count markup towards the limit", () => {
    const html = `<p class="${"c".repeat(500)}">${"y".repeat(150)}</p>`;
    expect(excerptFallback(null, html)).toBe("y".repeat(150));
  });

  it("is empty when there is no content either", () => {
    expect(excerptFallback(null, "")).toBe("");
  });
});

describe("metaDescriptionFallback", () => {
  it("prefers the meta description", () => {
    expect(metaDescriptionFallback("Meta", "Excerpt", "<p>Content</p>")).toBe("Meta");
  });

  it("falls back to the excerpt, then to the content", () => {
    expect(metaDescriptionFallback("  ", "Excerpt", "<p>Content</p>")).toBe("Excerpt");
    expect(metaDescriptionFallback(null, null, "<p>Content</p>")).toBe("Content");
    expect(metaDescriptionFallback(undefined, " ", "<p>Content</p>")).toBe("Content");
  });

  it("limits every source to 160 characters", () => {
    const long = "z".repeat(200);
    expect(metaDescriptionFallback(long, null, "")).toBe(`${"z".repeat(160)}…`);
    expect(metaDescriptionFallback(null, long, "")).toBe(`${"z".repeat(160)}…`);
    expect(metaDescriptionFallback(null, null, `<p>${long}</p>`)).toBe(`${"z".repeat(160)}…`);
  });

  it("uses a longer limit than the excerpt", () => {
    // 16 ten-char words: 159 characters, under 160 but over 150.
    const text = tenCharWords(16);
    expect(metaDescriptionFallback(null, null, `<p>${text}</p>`)).toBe(text);
    expect(excerptFallback(null, `<p>${text}</p>`)).toBe(`${tenCharWords(15)}…`);
  });

  it("collapses whitespace so the tag content stays on one line", () => {
    expect(metaDescriptionFallback("Line one\n\n  line two", null, "")).toBe("Line one line two");
  });
});
