import { describe, it, expect } from "vitest";
import {
  MALAYSIA_TIME_ZONE,
  addDays,
  calendarDateKey,
  dayCount,
  formatDate,
  formatDateRange,
  formatDateTime,
  formatTime,
  monthOf,
  toDate,
  weekdayOf,
} from "./dates";

// Instants chosen so that UTC (or any zone west of GMT+8) lands on a
// different calendar day than Malaysia: a wrong zone shows up as a wrong day.
const JAN5_0900_MYT = "2026-01-05T01:00:00Z";
const JAN6_0030_MYT = "2026-01-05T16:30:00Z"; // still Jan 5 in UTC
const JAN5_2359_MYT = "2026-01-05T15:59:59Z";
const JAN5_0400_MYT = "2026-01-04T20:00:00Z"; // still Jan 4 in UTC

describe("MALAYSIA_TIME_ZONE", () => {
  it("is Kuala Lumpur", () => {
    expect(MALAYSIA_TIME_ZONE).toBe("Asia/Kuala_Lumpur");
  });
});

describe("toDate", () => {
  it("passes Dates through and parses strings", () => {
    const d = new Date(JAN5_0900_MYT);
    expect(toDate(d)).toBe(d);
    expect(toDate(JAN5_0900_MYT).getTime()).toBe(d.getTime());
  });

  it("throws a RangeError for an unparseable date", () => {
    expect(() => toDate("not a date")).toThrow(RangeError);
    expect(() => formatDate("not a date")).toThrow(RangeError);
  });
});

describe("formatDate", () => {
  it("formats in en-US short style", () => {
    expect(formatDate(JAN5_0900_MYT)).toBe("Jan 5, 2026");
    expect(formatDate(new Date(JAN5_0900_MYT))).toBe("Jan 5, 2026");
  });

  it("uses the Malaysian calendar day around midnight", () => {
    expect(formatDate(JAN6_0030_MYT)).toBe("Jan 6, 2026");
    expect(formatDate(JAN5_2359_MYT)).toBe("Jan 5, 2026");
    expect(formatDate(JAN5_0400_MYT)).toBe("Jan 5, 2026");
  });

  it("rolls over the year at Malaysian midnight", () => {
    expect(formatDate("2025-12-31T16:00:00Z")).toBe("Jan 1, 2026");
    expect(formatDate("2025-12-31T15:59:59Z")).toBe("Dec 31, 2025");
  });
});

describe("formatDateRange", () => {
  it("shows a single date without an end", () => {
    expect(formatDateRange(JAN5_0900_MYT)).toBe("Jan 5, 2026");
    expect(formatDateRange(JAN5_0900_MYT, null)).toBe("Jan 5, 2026");
    expect(formatDateRange(JAN5_0900_MYT, undefined)).toBe("Jan 5, 2026");
  });

  it("shows a single date when the end is the same Malaysian day", () => {
    expect(formatDateRange(JAN5_0400_MYT, JAN5_2359_MYT)).toBe("Jan 5, 2026");
  });

  it("treats an end just past Malaysian midnight as the next day", () => {
    expect(formatDateRange(JAN5_0900_MYT, JAN6_0030_MYT)).toBe("5 - 6 Jan 2026");
  });

  it("shares month and year within a month", () => {
    expect(formatDateRange("2026-01-05T01:00:00Z", "2026-01-07T09:00:00Z")).toBe("5 - 7 Jan 2026");
  });

  it("shares the year across months", () => {
    expect(formatDateRange("2026-01-30T01:00:00Z", "2026-02-02T01:00:00Z")).toBe(
      "30 Jan - 2 Feb 2026",
    );
  });

  it("shows full dates across years", () => {
    expect(formatDateRange("2025-12-30T01:00:00Z", "2026-01-02T01:00:00Z")).toBe(
      "Dec 30, 2025 - Jan 2, 2026",
    );
  });

  it("decides month and year in Malaysia time", () => {
    // 31 Jan 16:30 UTC is already 1 Feb in Malaysia.
    expect(formatDateRange("2026-01-30T01:00:00Z", "2026-01-31T16:30:00Z")).toBe(
      "30 Jan - 1 Feb 2026",
    );
    // 31 Dec 16:30 UTC is already 1 Jan 2026 in Malaysia.
    expect(formatDateRange("2025-12-30T01:00:00Z", "2025-12-31T16:30:00Z")).toBe(
      "Dec 30, 2025 - Jan 1, 2026",
    );
  });
});

describe("dayCount", () => {
  it("is 1 without an end", () => {
    expect(dayCount(JAN5_0900_MYT)).toBe(1);
    expect(dayCount(JAN5_0900_MYT, null)).toBe(1);
  });

  it("is 1 within the same Malaysian day, even ~20 hours apart", () => {
    expect(dayCount(JAN5_0400_MYT, JAN5_2359_MYT)).toBe(1);
  });

  it("counts calendar days inclusively", () => {
    expect(dayCount("2026-01-05T01:00:00Z", "2026-01-07T01:00:00Z")).toBe(3);
    expect(dayCount("2026-01-30T01:00:00Z", "2026-02-02T01:00:00Z")).toBe(4);
    expect(dayCount("2025-12-30T01:00:00Z", "2026-01-02T01:00:00Z")).toBe(4);
  });

  it("counts across the Malaysian midnight boundary", () => {
    // Only 7.5 hours apart, but on two Malaysian calendar days.
    expect(dayCount(JAN5_0900_MYT, JAN6_0030_MYT)).toBe(2);
  });

  it("counts calendar days, not elapsed 24-hour periods", () => {
    // 09:00 on day one to 08:00 on day three is under 48 hours.
    expect(dayCount("2026-01-05T01:00:00Z", "2026-01-07T00:00:00Z")).toBe(3);
  });

  it("handles leap days and long ranges without drift", () => {
    expect(dayCount("2028-02-28T01:00:00Z", "2028-03-01T01:00:00Z")).toBe(3);
    expect(dayCount("2026-01-01T01:00:00Z", "2026-12-31T01:00:00Z")).toBe(365);
    // Spans the US and EU DST changes, which Malaysia does not observe.
    expect(dayCount("2026-03-01T01:00:00Z", "2026-11-30T01:00:00Z")).toBe(275);
  });

  it("accepts date-only strings", () => {
    expect(dayCount("2026-01-05", "2026-01-07")).toBe(3);
  });

  it("treats an end before the start as a single day", () => {
    expect(dayCount("2026-01-07T01:00:00Z", "2026-01-05T01:00:00Z")).toBe(1);
  });
});

describe("formatTime", () => {
  it("formats the Malaysian wall-clock time", () => {
    expect(formatTime(JAN5_0900_MYT)).toBe("9:00 AM");
    expect(formatTime(JAN6_0030_MYT)).toBe("12:30 AM");
    expect(formatTime("2026-01-05T06:15:00Z")).toBe("2:15 PM");
  });

  it("uses a plain space before AM/PM", () => {
    expect(formatTime(JAN5_0900_MYT)).not.toMatch(/[\u202f\u00a0]/);
  });
});

describe("formatDateTime", () => {
  it("joins date, time and the MYT label", () => {
    expect(formatDateTime(JAN5_0900_MYT)).toBe("Jan 5, 2026, 9:00 AM MYT");
    expect(formatDateTime(JAN6_0030_MYT)).toBe("Jan 6, 2026, 12:30 AM MYT");
  });
});

describe("calendarDateKey", () => {
  it("gives the zero-padded Malaysian calendar day", () => {
    expect(calendarDateKey(JAN5_0900_MYT)).toBe("2026-01-05");
    expect(calendarDateKey(JAN6_0030_MYT)).toBe("2026-01-06");
    expect(calendarDateKey(JAN5_0400_MYT)).toBe("2026-01-05");
    expect(calendarDateKey("2025-12-31T16:00:00Z")).toBe("2026-01-01");
  });
});

describe("weekdayOf", () => {
  it("names the day of the week of a calendar key, Sunday as 0", () => {
    expect(weekdayOf("2026-11-29")).toBe(0); // a Sunday
    expect(weekdayOf("2026-11-30")).toBe(1);
    expect(weekdayOf("2026-11-28")).toBe(6);
    expect(weekdayOf("2028-02-29")).toBe(2);
  });
});

describe("addDays", () => {
  it("moves forwards and backwards across month and year ends", () => {
    expect(addDays("2026-01-05", 1)).toBe("2026-01-06");
    expect(addDays("2026-01-31", 1)).toBe("2026-02-01");
    expect(addDays("2025-12-31", 1)).toBe("2026-01-01");
    expect(addDays("2026-01-01", -1)).toBe("2025-12-31");
    expect(addDays("2026-01-05", 0)).toBe("2026-01-05");
  });

  it("respects leap years", () => {
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2026-02-28", 1)).toBe("2026-03-01");
    expect(addDays("2026-01-01", 365)).toBe("2027-01-01");
  });

  it("rejects malformed keys, impossible dates and fractional offsets", () => {
    expect(() => addDays("2026-1-5", 1)).toThrow(RangeError);
    expect(() => addDays("2026-02-30", 1)).toThrow(RangeError);
    expect(() => addDays("2026-01-05", 1.5)).toThrow(RangeError);
  });
});

describe("monthOf", () => {
  it("gives the Malaysian month 1–12", () => {
    expect(monthOf(JAN5_0900_MYT)).toBe(1);
    expect(monthOf("2026-12-15T01:00:00Z")).toBe(12);
  });

  it("switches month at Malaysian midnight", () => {
    expect(monthOf("2026-01-31T16:00:00Z")).toBe(2);
    expect(monthOf("2026-01-31T15:59:59Z")).toBe(1);
  });
});
