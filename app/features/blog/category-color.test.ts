import { describe, expect, it } from "vitest";
import { badgeColors, luminance, UNCATEGORIZED_COLOR } from "./category-color";

describe("badgeColors", () => {
  it("puts white text on dark colours and dark text on light ones", () => {
    expect(badgeColors("#0b1f3a").color).toBe("#ffffff");
    expect(badgeColors("#2563eb").color).toBe("#ffffff");
    expect(badgeColors("#fde047").color).toBe("#0f172a");
    expect(badgeColors("#ffffff").color).toBe("#0f172a");
  });

  it("falls back to the Uncategorized grey for a missing or unreadable colour", () => {
    expect(badgeColors(null).backgroundColor).toBe(UNCATEGORIZED_COLOR);
    expect(badgeColors("red").backgroundColor).toBe(UNCATEGORIZED_COLOR);
    expect(badgeColors("#12345").backgroundColor).toBe(UNCATEGORIZED_COLOR);
  });

  it("computes WCAG luminance", () => {
    expect(luminance("#000000")).toBe(0);
    expect(luminance("#FFFFFF")).toBeCloseTo(1);
    expect(luminance("nope")).toBeNull();
  });
});
