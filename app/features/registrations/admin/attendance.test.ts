import { describe, expect, it } from "vitest";
import { courseDays, dayLabel, MAX_COURSE_DAYS, missingDays } from "./attendance";

describe("course days", () => {
  it("a course without an end, or ending the same day, has one day", () => {
    expect(courseDays(new Date("2026-03-02T01:00:00Z"))).toEqual(["2026-03-02"]);
    expect(courseDays(new Date("2026-03-02T01:00:00Z"), new Date("2026-03-02T09:00:00Z"))).toEqual([
      "2026-03-02",
    ]);
  });

  it("counts Malaysian calendar days, both ends included, across a month end", () => {
    // 9:00 MYT on 30 Jan to 17:00 MYT on 2 Feb.
    expect(courseDays(new Date("2026-01-30T01:00:00Z"), new Date("2026-02-02T09:00:00Z"))).toEqual([
      "2026-01-30",
      "2026-01-31",
      "2026-02-01",
      "2026-02-02",
    ]);
    // 23:30 UTC on 1 Mar is already 2 Mar in Malaysia.
    expect(courseDays(new Date("2026-03-01T23:30:00Z"))).toEqual(["2026-03-02"]);
  });

  it("bad data (an end long after the start) is capped, an end before the start is one day", () => {
    expect(
      courseDays(new Date("2026-01-01T01:00:00Z"), new Date("2027-01-01T01:00:00Z")),
    ).toHaveLength(MAX_COURSE_DAYS);
    expect(courseDays(new Date("2026-01-05T01:00:00Z"), new Date("2026-01-01T01:00:00Z"))).toEqual([
      "2026-01-05",
    ]);
  });

  it("names the days a person missed, ignoring marks outside the course", () => {
    const days = ["2026-01-05", "2026-01-06", "2026-01-07"];
    expect(missingDays(days, ["2026-01-06", "2025-12-31"])).toEqual(["2026-01-05", "2026-01-07"]);
    expect(missingDays(days, days)).toEqual([]);
    expect(dayLabel(days, "2026-01-06")).toBe("Day 2 (Jan 6)");
    expect(dayLabel(days, "2026-02-01")).toBe("Feb 1");
  });
});
