import { describe, expect, it } from "vitest";
import {
  dueOn,
  fromSen,
  invoiceNumber,
  INVOICE_NUMBER_PATTERN,
  priceLines,
  toSen,
} from "./invoice-model";

describe("invoice numbers", () => {
  it("names the series, the year and a six-digit sequence", () => {
    expect(invoiceNumber("invoice", 2026, 123)).toBe("AIHQ-INV-2026-000123");
    expect(invoiceNumber("credit_note", 2026, 7)).toBe("AIHQ-CN-2026-000007");
    expect(INVOICE_NUMBER_PATTERN.test("AIHQ-INV-2026-000123")).toBe(true);
    expect(INVOICE_NUMBER_PATTERN.test("AIHQ-INV-2026-12")).toBe(false);
  });
});

describe("amounts", () => {
  it("turns prices into sen and back without float drift", () => {
    expect(toSen("1500.00")).toBe(150_000);
    expect(toSen("0.1")).toBe(10);
    expect(toSen("-12.34")).toBe(-1234);
    expect(fromSen(150_000)).toBe("1500.00");
    expect(fromSen(-1234)).toBe("-12.34");
    expect(fromSen(5)).toBe("0.05");
  });

  it("prints no tax when not SST-registered", () => {
    const totals = priceLines([{ description: "Seat", quantity: 3, unitPrice: "1500.00" }], 0);
    expect(totals).toMatchObject({ subtotal: "4500.00", tax: "0.00", total: "4500.00" });
    expect(totals.lines[0]).toMatchObject({ amount: "4500.00", tax: "0.00", taxRate: 0 });
  });

  it("computes SST per line, rounded to the sen, and totals what is printed", () => {
    const totals = priceLines(
      [
        { description: "A", quantity: 1, unitPrice: "10.05" },
        { description: "B", quantity: 2, unitPrice: "0.99" },
      ],
      8,
    );
    // 10.05 × 8 % = 0.804 → 0.80; 1.98 × 8 % = 0.1584 → 0.16
    expect(totals.lines.map((line) => line.tax)).toEqual(["0.80", "0.16"]);
    expect(totals).toMatchObject({ subtotal: "12.03", tax: "0.96", total: "12.99" });
  });
});

describe("due dates", () => {
  const issued = new Date("2026-11-27T03:00:00Z");
  it("falls due after the set days", () => {
    expect(dueOn(issued, 14)).toBe("2026-12-11");
  });
  it("never after the course starts", () => {
    expect(dueOn(issued, 14, new Date("2026-12-03T01:00:00Z"))).toBe("2026-12-03");
    expect(dueOn(issued, 14, new Date("2026-11-20T01:00:00Z"))).toBe("2026-11-27");
  });
});
