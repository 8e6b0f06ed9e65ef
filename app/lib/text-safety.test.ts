import { describe, expect, it } from "vitest";
import { findForbiddenText, hasForbiddenCharacters, isOnlyInvisible } from "./text-safety";

describe("hasForbiddenCharacters", () => {
  it("accepts ordinary text in any script, emoji and line breaks", () => {
    for (const value of [
      "Siti Nurhaliza",
      "陈美玲",
      "ராஜேஷ்",
      "Zoë 👩🏽‍💻",
      "line one\nline two\r\n\tindented",
      "",
    ]) {
      expect(hasForbiddenCharacters(value), value).toBe(false);
    }
  });
  it("refuses NUL and other control characters, lone surrogates and noncharacters", () => {
    for (const value of [
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
    ]) {
      expect(hasForbiddenCharacters(value), JSON.stringify(value)).toBe(true);
    }
  });
});

describe("isOnlyInvisible", () => {
  it("is true for values that show nothing", () => {
    for (const value of [
      "\u200b",
      "\u200b\u200c\u200d",
      " \ufeff ",
      "\u2060",
      "\u3164",
      "\u00ad",
    ]) {
      expect(isOnlyInvisible(value), JSON.stringify(value)).toBe(true);
    }
  });
  it("is false for empty values and for visible text with invisible characters inside", () => {
    expect(isOnlyInvisible("")).toBe(false);
    expect(isOnlyInvisible("a\u200bb")).toBe(false);
    expect(isOnlyInvisible("👩‍💻")).toBe(false);
  });
});

describe("findForbiddenText", () => {
  it("finds the path of the first bad string, keys included", () => {
    expect(findForbiddenText({ a: ["ok", { b: "x\u0000" }] })).toEqual(["a", 1, "b"]);
    expect(findForbiddenText({ "k\ud800": 1 })).toEqual(["k\ud800"]);
    expect(findForbiddenText({ a: "fine", n: 3, t: true, z: null })).toBeNull();
  });
});
