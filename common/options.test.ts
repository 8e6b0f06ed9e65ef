import { describe, expect, it } from "vitest";
import { guardOf, isOneOf, optionsOf } from "./options";

describe("optionsOf", () => {
  const sizes = optionsOf({ s: "Small", m: "Medium", l: "Large" });

  it("keeps the labels' order for the values", () => {
    expect(sizes.values).toEqual(["s", "m", "l"]);
    expect(sizes.labels.m).toBe("Medium");
  });

  it("tells its values from anything else", () => {
    expect(sizes.is("l")).toBe(true);
    expect(sizes.is("xl")).toBe(false);
    expect(sizes.is("toString")).toBe(false);
    expect(sizes.is(1)).toBe(false);
  });
});

describe("isOneOf and guardOf", () => {
  const STAGES = ["open", "done"] as const;
  const isStage = guardOf(STAGES);

  it.each([
    ["open", true],
    ["done", true],
    ["Done", false],
    ["", false],
    [undefined, false],
    [0, false],
  ])("%j is a stage: %s", (value, expected) => {
    expect(isOneOf(STAGES, value)).toBe(expected);
    expect(isStage(value)).toBe(expected);
  });
});
