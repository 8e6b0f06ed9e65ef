import { describe, it, expect } from "vitest";
import { formatMYR, isFree, priceLabel } from "./money";

// Intl puts a no-break space (U+00A0) between the symbol and the amount.
const NBSP = "\u00a0";

describe("formatMYR", () => {
  it("formats numbers with the RM symbol, grouping and two decimals", () => {
    expect(formatMYR(1499)).toBe(`RM${NBSP}1,499.00`);
    expect(formatMYR(1234567.5)).toBe(`RM${NBSP}1,234,567.50`);
    expect(formatMYR(0.5)).toBe(`RM${NBSP}0.50`);
  });

  it("always shows exactly two decimals", () => {
    expect(formatMYR(10)).toBe(`RM${NBSP}10.00`);
    expect(formatMYR(10.126)).toBe(`RM${NBSP}10.13`);
  });

  it("accepts PostgreSQL numeric strings", () => {
    expect(formatMYR("1499.00")).toBe(`RM${NBSP}1,499.00`);
    expect(formatMYR(" 250 ")).toBe(`RM${NBSP}250.00`);
    expect(formatMYR("0")).toBe(`RM${NBSP}0.00`);
  });

  it("rounds numeric strings as exact decimals", () => {
    // As a float 1.005 is 1.00499999…, which would round down.
    expect(formatMYR("1.005")).toBe(`RM${NBSP}1.01`);
  });

  it("formats zero and negative zero the same way", () => {
    expect(formatMYR(0)).toBe(`RM${NBSP}0.00`);
    expect(formatMYR(-0)).toBe(`RM${NBSP}0.00`);
    expect(formatMYR(-0.001)).toBe(`RM${NBSP}0.00`);
  });

  it("keeps the sign of real negative amounts", () => {
    expect(formatMYR(-5)).toBe(`-RM${NBSP}5.00`);
  });

  it("throws a RangeError for non-finite input", () => {
    expect(() => formatMYR(Number.NaN)).toThrow(RangeError);
    expect(() => formatMYR(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => formatMYR("NaN")).toThrow(RangeError);
    expect(() => formatMYR("Infinity")).toThrow(RangeError);
  });

  it("throws a RangeError for strings that are not decimal numbers", () => {
    expect(() => formatMYR("")).toThrow(RangeError);
    expect(() => formatMYR("   ")).toThrow(RangeError);
    expect(() => formatMYR("abc")).toThrow(RangeError);
    expect(() => formatMYR("1,499.00")).toThrow(RangeError);
    expect(() => formatMYR("0x10")).toThrow(RangeError);
  });
});

describe("isFree", () => {
  it("is true only for a zero amount", () => {
    expect(isFree(0)).toBe(true);
    expect(isFree("0.00")).toBe(true);
    expect(isFree(-0)).toBe(true);
    expect(isFree(0.01)).toBe(false);
    expect(isFree("1499.00")).toBe(false);
  });

  it("rejects non-finite input rather than calling it free", () => {
    expect(() => isFree(Number.NaN)).toThrow(RangeError);
    expect(() => isFree("")).toThrow(RangeError);
  });
});

describe("priceLabel", () => {
  it("says Free for zero and the MYR amount otherwise", () => {
    expect(priceLabel("0.00")).toBe("Free");
    expect(priceLabel(0)).toBe("Free");
    expect(priceLabel("1499.00")).toBe(formatMYR("1499.00"));
    expect(priceLabel("1499.00")).toMatch(/^RM\s1,499\.00$/);
  });
});
