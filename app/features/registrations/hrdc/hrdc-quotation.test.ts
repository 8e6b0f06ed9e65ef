import { describe, expect, it } from "vitest";
import { formatSen, quotationModel } from "./hrdc-quotation";

describe("quotationModel", () => {
  const attendees = [
    { name: "Aisyah", role: "HR Executive", status: "confirmed", price: "1500.00" },
    { name: "Ben", role: null, status: "registered", price: "1500.00" },
    { name: "Chandra", role: "Analyst", status: "registered", price: "1299.50" },
    { name: "Dina", role: null, status: "waitlisted", price: "1500.00" },
    { name: "Eng", role: null, status: "cancelled", price: "1500.00" },
  ];

  it("charges the seated attendees, one line per booked price", () => {
    const model = quotationModel("AI for HR", attendees, "2026-11-27");
    expect(model.lines).toEqual([
      {
        description: "AI for HR: training fee per participant",
        quantity: 2,
        unitSen: 150000,
        amountSen: 300000,
      },
      {
        description: "AI for HR: training fee per participant",
        quantity: 1,
        unitSen: 129950,
        amountSen: 129950,
      },
    ]);
    expect(model.totalSen).toBe(429950);
    expect(model.participants.map((p) => p.name)).toEqual(["Aisyah", "Ben", "Chandra"]);
    expect(model.waiting.map((p) => p.name)).toEqual(["Dina"]);
  });

  it("is valid for 30 days from its issue", () => {
    expect(quotationModel("X", [], "2026-12-15").validUntil).toBe("2027-01-14");
  });

  it("prints amounts with thousands and two decimals", () => {
    expect(formatSen(429950)).toBe("4,299.50");
    expect(formatSen(0)).toBe("0.00");
  });
});
