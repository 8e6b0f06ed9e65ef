import { describe, expect, it } from "vitest";
import { fromMalaysiaLocal, toMalaysiaLocal } from "./malaysia-local-time";

describe("Malaysia-time form values", () => {
  it("reads a datetime-local value as MYT and writes it back", () => {
    const instant = fromMalaysiaLocal("2026-12-01T09:00");
    expect(instant?.toISOString()).toBe("2026-12-01T01:00:00.000Z");
    expect(toMalaysiaLocal(instant!)).toBe("2026-12-01T09:00");
    expect(toMalaysiaLocal("2026-12-31T20:30:00Z")).toBe("2027-01-01T04:30");
    expect(fromMalaysiaLocal(" 2026-12-01T09:00 ")?.toISOString()).toBe("2026-12-01T01:00:00.000Z");
  });
  it("refuses what is not a real date and time", () => {
    for (const value of [
      "",
      "2026-02-30T09:00",
      "2026-12-01T24:00",
      "2026-12-01",
      "x",
      "2026-12-01T09:00\u0000",
    ]) {
      expect(fromMalaysiaLocal(value)).toBeNull();
    }
  });
});
