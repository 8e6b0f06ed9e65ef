import { describe, expect, it } from "vitest";
import { backoffMs, concerns, parseLiveChange, type LiveChange } from "./messages";

describe("live catalogue messages", () => {
  it("parses the server's change events and nothing else", () => {
    const change = { table: "books", op: "update", id: "1", slug: "a-book" };
    expect(parseLiveChange(JSON.stringify(change))).toEqual(change);
    expect(parseLiveChange(JSON.stringify({ ...change, slug: null }))).toEqual({
      ...change,
      slug: null,
    });
    for (const bad of ["", "null", "[]", "{", '{"table":"users","op":"insert","id":"1"}']) {
      expect(parseLiveChange(bad)).toBeNull();
    }
    expect(parseLiveChange(JSON.stringify({ ...change, op: "truncate" }))).toBeNull();
  });

  it("matches a page's tables, and its slug on an item's page", () => {
    const change: LiveChange = { table: "books", op: "update", id: "1", slug: "a" };
    expect(concerns(change, ["books"])).toBe(true);
    expect(concerns(change, ["masterclasses"])).toBe(false);
    expect(concerns(change, ["books"], "a")).toBe(true);
    expect(concerns(change, ["books"], "b")).toBe(false);
  });

  it("backs off from about a second to at most 30 s", () => {
    expect(backoffMs(0, 1)).toBe(1000);
    expect(backoffMs(0, 0)).toBe(500);
    expect(backoffMs(3, 1)).toBe(8000);
    expect(backoffMs(50, 1)).toBe(30_000);
  });
});
