import { describe, expect, it } from "vitest";
import { DEFAULT_CANCELLATION_RULE as RULE, refundDue, ruleSummary } from "./cancellation-rule";

// The course starts at 9:00 on 20 Dec 2026, Malaysia time (01:00 UTC).
const START = new Date("2026-12-20T01:00:00Z");
/** An instant on a Malaysian day, at a time of that day (default noon). */
const on = (day: string, time = "12:00") => new Date(`${day}T${time}:00+08:00`);

describe("refundDue", () => {
  it("gives everything back until 14 days before, the 14th day included", () => {
    expect(refundDue(RULE, 189_900, START, on("2026-12-01"))).toMatchObject({
      sen: 189_900,
      stage: "full",
      daysBefore: 19,
    });
    expect(refundDue(RULE, 189_900, START, on("2026-12-06", "23:59"))).toMatchObject({
      sen: 189_900,
      stage: "full",
      daysBefore: 14,
    });
  });

  it("gives the share from 13 days before until 7 days before", () => {
    const first = refundDue(RULE, 189_900, START, on("2026-12-07", "00:01"));
    expect(first).toMatchObject({ sen: 94_950, stage: "part", daysBefore: 13 });
    expect(first.sentence).toBe(
      "Cancelling 13 days before the course starts gives back 50% of the payment (less than 14 days before, 7 days or more).",
    );
    expect(refundDue(RULE, 189_900, START, on("2026-12-13"))).toMatchObject({
      sen: 94_950,
      stage: "part",
      daysBefore: 7,
    });
  });

  it("gives nothing from 6 days before", () => {
    const late = refundDue(RULE, 189_900, START, on("2026-12-14", "00:00"));
    expect(late).toMatchObject({ sen: 0, stage: "none", daysBefore: 6 });
    expect(late.sentence).toBe(
      "Cancelling 6 days before the course starts gives no refund (less than 7 days before).",
    );
    expect(refundDue(RULE, 189_900, START, on("2026-12-20", "08:00")).daysBefore).toBe(0);
  });

  it("counts Malaysian days, not 24-hour spans or the server's zone", () => {
    // 23:30 on 6 Dec in Malaysia is still 6 Dec there (15:30 UTC): 14 days before.
    expect(refundDue(RULE, 100, START, new Date("2026-12-06T15:30:00Z")).stage).toBe("full");
    // 00:30 on 7 Dec in Malaysia is 16:30 UTC on 6 Dec: already 13 days before.
    expect(refundDue(RULE, 100, START, new Date("2026-12-06T16:30:00Z")).stage).toBe("part");
  });

  it("rounds a share to the nearest sen and never gives back more than was paid", () => {
    const rule = { fullDays: 30, partDays: 0, partPercent: 33 };
    expect(refundDue(rule, 100_001, START, on("2026-12-10")).sen).toBe(33_000);
    expect(refundDue(rule, 149_950, START, on("2026-12-10")).sen).toBe(49_484);
    expect(refundDue({ ...rule, partPercent: 100 }, 5_000, START, on("2026-12-10")).sen).toBe(
      5_000,
    );
  });

  it("a rule without a share goes from full to none", () => {
    const rule = { fullDays: 10, partDays: 10, partPercent: 50 };
    expect(refundDue(rule, 5_000, START, on("2026-12-11")).stage).toBe("none");
    const none = refundDue(
      { fullDays: 10, partDays: 3, partPercent: 0 },
      5_000,
      START,
      on("2026-12-15"),
    );
    expect(none).toMatchObject({ sen: 0, stage: "none" });
    expect(none.sentence).toContain("less than 10 days before");
  });
});

describe("ruleSummary", () => {
  it("states the rule in a line", () => {
    expect(ruleSummary(RULE)).toBe(
      "Full refund until 14 days before the start, 50% until 7 days before, then none.",
    );
    expect(ruleSummary({ fullDays: 1, partDays: 1, partPercent: 50 })).toBe(
      "Full refund until 1 day before the start, then none.",
    );
  });
});
