import { describe, expect, it } from "vitest";
import { exceedsJsonDepth, MAX_JSON_DEPTH } from "./json-depth";

describe("exceedsJsonDepth", () => {
  const nested = (levels: number) => `${"[".repeat(levels)}${"]".repeat(levels)}`;

  it("accepts nesting up to the limit and refuses one level more", () => {
    expect(exceedsJsonDepth(nested(MAX_JSON_DEPTH))).toBe(false);
    expect(exceedsJsonDepth(nested(MAX_JSON_DEPTH + 1))).toBe(true);
    expect(exceedsJsonDepth(`{"a":${'{"a":'.repeat(40)}1${"}".repeat(41)}`)).toBe(true);
    expect(exceedsJsonDepth(`{"a":[{"b":{}}],"c":[[1]]}`, 4)).toBe(false);
    expect(exceedsJsonDepth(`{"a":[{"b":{}}],"c":[[1]]}`, 3)).toBe(true);
  });

  it("counts siblings by depth, not by number", () => {
    expect(exceedsJsonDepth(`[${"[],".repeat(1000)}[]]`, 2)).toBe(false);
  });

  it("ignores brackets inside strings, escaped quotes included", () => {
    expect(exceedsJsonDepth(JSON.stringify({ a: "[".repeat(100) }), 1)).toBe(false);
    expect(exceedsJsonDepth(JSON.stringify({ a: `\\"${"{".repeat(100)}` }), 1)).toBe(false);
    expect(exceedsJsonDepth(`{"a":"\\\\"${',"b":[[[1]]]'}}`, 2)).toBe(true);
  });

  it("reads UTF-8 bytes as it reads text", () => {
    const text = `{"name":"Zoë 李 😀","deep":${nested(40)}}`;
    expect(exceedsJsonDepth(new TextEncoder().encode(text))).toBe(true);
    expect(exceedsJsonDepth(new TextEncoder().encode(JSON.stringify({ n: "😀[[[" })), 1)).toBe(
      false,
    );
  });
});
