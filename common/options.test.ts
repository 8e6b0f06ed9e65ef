import { describe, expect, it } from "vitest";
import { optionsOf } from "./options";

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
