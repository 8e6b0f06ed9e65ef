import { describe, expect, it } from "vitest";
import {
  buildMonthGrid,
  entriesByDay,
  eventSpan,
  monthInstants,
  monthLabel,
  monthParam,
  parseMonthParam,
  shiftMonth,
  type CalendarEvent,
} from "./calendar-model";

const event = (slug: string, date: string, endDate: string | null = null): CalendarEvent => ({
  slug,
  title: slug,
  date,
  endDate,
  format: "virtual",
});

describe("parseMonthParam", () => {
  it("reads YYYY-MM", () => {
    expect(parseMonthParam("2026-04", "2026-01-15")).toEqual({ year: 2026, month: 4 });
  });
  it("falls back to today's month for anything else", () => {
    for (const bad of [null, "", "2026-13", "2026-00", "26-04", "2026-4", "abc", "1900-01"]) {
      expect(parseMonthParam(bad, "2026-01-15")).toEqual({ year: 2026, month: 1 });
    }
  });
});

describe("month arithmetic", () => {
  it("crosses year boundaries", () => {
    expect(shiftMonth({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 });
    expect(shiftMonth({ year: 2026, month: 1 }, -1)).toEqual({ year: 2025, month: 12 });
    expect(monthParam({ year: 2026, month: 3 })).toBe("2026-03");
    expect(monthLabel({ year: 2026, month: 3 })).toBe("March 2026");
  });
  it("gives the month's bounds in Malaysia time", () => {
    const { from, to } = monthInstants({ year: 2026, month: 12 });
    expect(from.toISOString()).toBe("2026-11-30T16:00:00.000Z");
    expect(to.toISOString()).toBe("2026-12-31T16:00:00.000Z");
  });
});

describe("eventSpan", () => {
  it("uses the Malaysian calendar day", () => {
    // 00:30 on 1 Dec in Kuala Lumpur is still 30 Nov in UTC.
    expect(eventSpan(event("a", "2026-11-30T16:30:00Z"))).toEqual({
      start: "2026-12-01",
      end: "2026-12-01",
    });
  });
  it("never ends before it starts", () => {
    expect(eventSpan(event("a", "2026-12-05T01:00:00Z", "2026-12-03T01:00:00Z"))).toEqual({
      start: "2026-12-05",
      end: "2026-12-05",
    });
  });
});

describe("entriesByDay", () => {
  it("puts a multi-day event on every day, later days as continuations", () => {
    const byDay = entriesByDay([event("summit", "2026-12-30T01:00:00Z", "2027-01-01T01:00:00Z")]);
    expect([...byDay.keys()]).toEqual(["2026-12-30", "2026-12-31", "2027-01-01"]);
    expect(byDay.get("2026-12-30")?.[0]).toMatchObject({ continuation: false, multiDay: true });
    expect(byDay.get("2027-01-01")?.[0]).toMatchObject({ continuation: true, multiDay: true });
  });
  it("marks single-day events", () => {
    const byDay = entriesByDay([event("one", "2026-12-02T01:00:00Z")]);
    expect(byDay.get("2026-12-02")?.[0]).toMatchObject({ continuation: false, multiDay: false });
  });
});

describe("buildMonthGrid", () => {
  it("covers the month in whole Sunday-to-Saturday weeks", () => {
    // December 2026 starts on a Tuesday and ends on a Thursday.
    const weeks = buildMonthGrid({ year: 2026, month: 12 }, []);
    expect(weeks).toHaveLength(5);
    expect(weeks[0]?.[0]).toMatchObject({ key: "2026-11-29", inMonth: false });
    expect(weeks[0]?.[2]).toMatchObject({ key: "2026-12-01", day: 1, inMonth: true });
    expect(weeks[4]?.[6]).toMatchObject({ key: "2027-01-02", inMonth: false });
    for (const week of weeks) expect(week).toHaveLength(7);
  });
  it("shows a month that starts on Sunday from its first row", () => {
    // February 2026 starts on a Sunday and has exactly four weeks.
    const weeks = buildMonthGrid({ year: 2026, month: 2 }, []);
    expect(weeks).toHaveLength(4);
    expect(weeks[0]?.[0]?.key).toBe("2026-02-01");
  });
  it("shows only the days of the month that an overlapping event spans", () => {
    const weeks = buildMonthGrid({ year: 2027, month: 1 }, [
      event("summit", "2026-12-30T01:00:00Z", "2027-01-01T01:00:00Z"),
    ]);
    const cells = weeks.flat().filter((cell) => cell.entries.length > 0);
    expect(cells.map((cell) => cell.key)).toEqual(["2027-01-01"]);
    expect(cells[0]?.entries[0]?.continuation).toBe(true);
  });
});
