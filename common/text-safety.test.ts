import { describe, expect, it } from "vitest";
import {
  BIDI_CONTROLS,
  findForbiddenText,
  hasBidiControl,
  hasForbiddenCharacters,
  hasLineBreak,
  isOnlyInvisible,
  isPhoneNumber,
  PHONE_MIN_DIGITS,
} from "./text-safety";

describe("hasForbiddenCharacters", () => {
  it.each(["Siti Nurhaliza", "陈美玲", "ராஜேஷ்", "Zoë 👩🏽‍💻", "line one\nline two\r\n\tindented", ""])(
    "accepts ordinary text in any script, emoji and line breaks: %j",
    (value) => {
      expect(hasForbiddenCharacters(value)).toBe(false);
    },
  );

  it.each([
    "a\u0000b",
    "bell\u0007",
    "esc\u001b[0m",
    "del\u007f",
    "c1\u0085",
    "\ud800",
    "x\udc00y",
    "\uffff",
    "\ufffe",
    "\ufdd0",
  ])("refuses NUL and other control characters, lone surrogates and noncharacters: %j", (value) => {
    expect(hasForbiddenCharacters(value)).toBe(true);
  });
});

describe("isOnlyInvisible", () => {
  it.each(["\u200b", "\u200b\u200c\u200d", " \ufeff ", "\u2060", "\u3164", "\u00ad"])(
    "is true for %j, which shows nothing",
    (value) => {
      expect(isOnlyInvisible(value)).toBe(true);
    },
  );

  it.each(["", "a\u200bb", "👩‍💻"])(
    "is false for %j: empty, or visible text with invisible characters inside",
    (value) => {
      expect(isOnlyInvisible(value)).toBe(false);
    },
  );
});

describe("findForbiddenText", () => {
  it("finds the path of the first bad string, keys included", () => {
    expect(findForbiddenText({ a: ["ok", { b: "x\u0000" }] })).toEqual(["a", 1, "b"]);
    expect(findForbiddenText({ "k\ud800": 1 })).toEqual(["k\ud800"]);
    expect(findForbiddenText({ a: "fine", n: 3, t: true, z: null })).toBeNull();
  });
});

describe("hasLineBreak", () => {
  it.each([
    ["LF", "a\nb"],
    ["CR", "a\rb"],
    ["CRLF", "a\r\nb"],
    ["NEL", "a\u0085b"],
    ["a line separator", "a\u2028b"],
    ["a paragraph separator", "a\u2029b"],
    ["a vertical tab", "a\u000bb"],
    ["a form feed", "a\u000cb"],
  ])("is true for %s", (_name, value) => {
    expect(hasLineBreak(value)).toBe(true);
  });

  it("is false for one line, tabs and spaces included", () => {
    expect(hasLineBreak("Aina binti Kamal")).toBe(false);
    expect(hasLineBreak("a\tb  c\u00a0d")).toBe(false);
  });
});

describe("hasBidiControl", () => {
  it.each(BIDI_CONTROLS.map((char) => [char.codePointAt(0)!.toString(16), char]))(
    "is true for U+%s",
    (_code, char) => {
      expect(hasBidiControl(`abc${char}def`)).toBe(true);
    },
  );
  it("is false for right-to-left text itself and for the plain direction marks", () => {
    expect(hasBidiControl("مرحبا Aina שלום")).toBe(false);
    // LRM/RLM are not embeddings: they cannot reorder what follows them.
    expect(hasBidiControl("a\u200eb\u200fc")).toBe(false);
    expect(hasBidiControl("\u2065\u206a")).toBe(false);
  });
});

describe("isPhoneNumber", () => {
  it.each(["+60 12-345 6789", "0123456789", "(03) 7890-1234", "+65.6123.4567", "12345"])(
    "accepts %s",
    (value) => {
      expect(isPhoneNumber(value)).toBe(true);
    },
  );

  it.each([
    ["letters", "012 345 6789 ext 2"],
    ["a slash", "012/3456789"],
    ["a tab", "012\t3456789"],
    ["fewer than five digits", "+6 (1) 2-3"],
    ["no digits", "+ - ( ) ."],
    ["full-width digits", "０１２３４５６７"],
    ["an e-mail address", "aina@example.my"],
  ])("refuses %s", (_name, value) => {
    expect(isPhoneNumber(value)).toBe(false);
  });

  it("needs PHONE_MIN_DIGITS digits", () => {
    expect(isPhoneNumber("1".repeat(PHONE_MIN_DIGITS))).toBe(true);
    expect(isPhoneNumber("1".repeat(PHONE_MIN_DIGITS - 1))).toBe(false);
  });
});
