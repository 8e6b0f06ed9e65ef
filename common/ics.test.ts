import { describe, expect, it } from "vitest";
import {
  buildIcs,
  escapeText,
  eventDays,
  foldLine,
  googleCalendarUrl,
  parseSessionTime,
  type CalendarEventInput,
} from "./ics";

// 9:00 in Kuala Lumpur is 01:00 UTC.
const oneDay: CalendarEventInput = {
  slug: "chatgpt-skill-boost",
  uidDomain: "aihq.example",
  title: "ChatGPT Skill Boost",
  description: "Prompts, workflows; and guard-rails, for work",
  url: "https://aihq.example/shop/masterclasses/chatgpt-skill-boost",
  location: "Online",
  start: "2026-03-10T01:00:00Z",
  end: null,
  time: "9:00 AM - 5:00 PM",
  stamp: "2026-01-02T03:04:05.678Z",
};

const threeDays: CalendarEventInput = {
  ...oneDay,
  slug: "malaysia-ai-business-summit",
  title: "Malaysia AI Business Summit",
  location: "Kuala Lumpur, Malaysia",
  start: "2026-03-10T01:00:00Z",
  end: "2026-03-12T01:00:00Z",
};

function unfold(ics: string): string[] {
  return ics.replace(/\r\n /g, "").split("\r\n");
}

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

describe("escapeText", () => {
  it("escapes backslash, semicolon, comma and newlines", () => {
    expect(escapeText("a\\b;c,d\ne\r\nf")).toBe("a\\\\b\\;c\\,d\\ne\\nf");
  });
});

describe("foldLine", () => {
  it("keeps short lines as they are", () => {
    expect(foldLine("SUMMARY:short")).toBe("SUMMARY:short");
  });

  it("folds at 75 octets with a leading space on continuation lines", () => {
    const line = `DESCRIPTION:${"x".repeat(200)}`;
    const folded = foldLine(line);
    const parts = folded.split("\r\n");
    expect(parts[0]).toHaveLength(75);
    for (const part of parts.slice(1)) {
      expect(part.startsWith(" ")).toBe(true);
      expect(part.length).toBeLessThanOrEqual(75);
    }
    expect(folded.replace(/\r\n /g, "")).toBe(line);
  });

  it("counts octets, not characters, and never splits a character", () => {
    const line = `SUMMARY:${"é".repeat(60)}`; // 8 + 120 octets
    const parts = foldLine(line).split("\r\n");
    const encoder = new TextEncoder();
    for (const part of parts) expect(encoder.encode(part).length).toBeLessThanOrEqual(75);
    expect(parts[0]).toBe(`SUMMARY:${"é".repeat(33)}`);
    expect(parts.join("").replace(/ é/g, "é")).toBe(line);
  });
});

describe("buildIcs", () => {
  it("ends every line with CRLF and has no bare LF", () => {
    const ics = buildIcs(oneDay);
    expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    for (const line of ics.split("\r\n")) {
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    }
  });

  it("writes one timed VEVENT in Malaysia time for a one-day event", () => {
    const lines = unfold(buildIcs(oneDay));
    expect(lines.slice(0, 5)).toEqual([
      "BEGIN:VCALENDAR",
      "VERSION:2.0",
      "PRODID:-//AIHQ//Masterclasses//EN",
      "CALSCALE:GREGORIAN",
      "METHOD:PUBLISH",
    ]);
    expect(lines).toContain("TZID:Asia/Kuala_Lumpur");
    expect(lines).toContain("TZOFFSETTO:+0800");
    expect(lines.filter((l) => l === "BEGIN:VEVENT")).toHaveLength(1);
    expect(lines).toContain("UID:chatgpt-skill-boost-day-1@aihq.example");
    expect(lines).toContain("DTSTAMP:20260102T030405Z");
    expect(lines).toContain("DTSTART;TZID=Asia/Kuala_Lumpur:20260310T090000");
    expect(lines).toContain("DTEND;TZID=Asia/Kuala_Lumpur:20260310T170000");
    expect(lines).toContain("SUMMARY:ChatGPT Skill Boost");
    expect(lines).toContain(
      "DESCRIPTION:Prompts\\, workflows\\; and guard-rails\\, for work\\n\\nhttps://aihq.example/shop/masterclasses/chatgpt-skill-boost",
    );
    expect(lines).toContain("LOCATION:Online");
    expect(lines).toContain(`URL:${oneDay.url}`);
  });

  it("writes one VEVENT per day with distinct stable UIDs for a multi-day event", () => {
    const ics = buildIcs(threeDays);
    expect(buildIcs(threeDays)).toBe(ics);
    const lines = unfold(ics);
    expect(lines.filter((l) => l === "BEGIN:VEVENT")).toHaveLength(3);
    expect(lines.filter((l) => l.startsWith("UID:"))).toEqual([
      "UID:malaysia-ai-business-summit-day-1@aihq.example",
      "UID:malaysia-ai-business-summit-day-2@aihq.example",
      "UID:malaysia-ai-business-summit-day-3@aihq.example",
    ]);
    expect(lines.filter((l) => l.startsWith("DTSTART;"))).toEqual([
      "DTSTART;TZID=Asia/Kuala_Lumpur:20260310T090000",
      "DTSTART;TZID=Asia/Kuala_Lumpur:20260311T090000",
      "DTSTART;TZID=Asia/Kuala_Lumpur:20260312T090000",
    ]);
    expect(lines).toContain("SUMMARY:Malaysia AI Business Summit (Day 2 of 3)");
    expect(lines).toContain("LOCATION:Kuala Lumpur\\, Malaysia");
  });

  it("makes all-day entries without a time zone when the time is not fixed", () => {
    const lines = unfold(buildIcs({ ...oneDay, time: "To be announced" }));
    expect(lines).not.toContain("BEGIN:VTIMEZONE");
    expect(lines).toContain("DTSTART;VALUE=DATE:20260310");
    expect(lines).toContain("DTEND;VALUE=DATE:20260311");
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
