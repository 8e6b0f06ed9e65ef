import { describe, expect, it } from "vitest";
import { oneDay, threeDays } from "./__fixtures__/calendar-events";
import { eventDays, googleCalendarUrl, parseSessionTime } from "./ics";

describe("parseSessionTime", () => {
  it("reads the page's time range as Malaysian wall-clock times", () => {
    expect(parseSessionTime("9:00 AM - 5:00 PM")).toEqual(["090000", "170000"]);
    expect(parseSessionTime("12:30 pm – 2:15 pm")).toEqual(["123000", "141500"]);
    expect(parseSessionTime("12:00 AM - 12:30 AM")).toEqual(["000000", "003000"]);
  });

  it("refuses anything it cannot read or that ends before it starts", () => {
    expect(parseSessionTime("To be announced")).toBeNull();
    expect(parseSessionTime("5:00 PM - 9:00 AM")).toBeNull();
    expect(parseSessionTime("13:00 PM - 14:00 PM")).toBeNull();
  });
});

describe("eventDays", () => {
  it("gives one day for a single-day event", () => {
    expect(eventDays(oneDay.start, null, oneDay.time)).toEqual([
      { day: 1, date: "2026-03-10", from: "090000", to: "170000" },
    ]);
  });

  it("gives every Malaysian calendar day of a multi-day event, across a month end", () => {
    const days = eventDays("2026-03-30T16:30:00Z", "2026-04-01T16:30:00Z", "To be announced");
    expect(days.map((d) => d.date)).toEqual(["2026-03-31", "2026-04-01", "2026-04-02"]);
    expect(days.every((d) => d.from === null && d.to === null)).toBe(true);
  });
});

describe("googleCalendarUrl", () => {
  it("spans the event in UTC with the Malaysian zone", () => {
    const url = new URL(googleCalendarUrl(threeDays));
    expect(url.origin + url.pathname).toBe("https://calendar.google.com/calendar/render");
    expect(url.searchParams.get("action")).toBe("TEMPLATE");
    expect(url.searchParams.get("text")).toBe("Malaysia AI Business Summit");
    expect(url.searchParams.get("dates")).toBe("20260310T010000Z/20260312T090000Z");
    expect(url.searchParams.get("location")).toBe("Kuala Lumpur, Malaysia");
    expect(url.searchParams.get("ctz")).toBe("Asia/Kuala_Lumpur");
    expect(url.searchParams.get("details")).toContain(threeDays.url);
  });

  it("uses whole days when the time is not fixed", () => {
    const url = new URL(googleCalendarUrl({ ...oneDay, time: "To be announced" }));
    expect(url.searchParams.get("dates")).toBe("20260310/20260311");
  });
});
