import { describe, expect, it } from "vitest";
import { isPast, malaysiaToday, runsToday } from "./course-window";

// 27 November 2026, 10:00 in Kuala Lumpur.
const NOW = new Date("2026-11-27T02:00:00Z");
const at = (iso: string) => new Date(iso);

describe("malaysiaToday", () => {
  it("is the Malaysian calendar day, UTC+8", () => {
    expect(malaysiaToday(NOW)).toEqual({
      start: at("2026-11-26T16:00:00Z"),
      end: at("2026-11-27T16:00:00Z"),
    });
    // 23:30 UTC on the 26th is already the 27th in Kuala Lumpur.
    expect(malaysiaToday(at("2026-11-26T23:30:00Z")).start).toEqual(at("2026-11-26T16:00:00Z"));
  });
});

describe("runsToday and isPast", () => {
  it("a course that started this morning runs today and is not past", () => {
    const course = { date: at("2026-11-27T01:00:00Z"), endDate: null };
    expect(runsToday(course, NOW)).toBe(true);
    expect(isPast(course, NOW)).toBe(false);
  });

  it("a course starting tonight runs today too", () => {
    expect(runsToday({ date: at("2026-11-27T12:00:00Z"), endDate: null }, NOW)).toBe(true);
  });

  it("a multi-day course in its second day runs today", () => {
    const course = { date: at("2026-11-26T01:00:00Z"), endDate: at("2026-11-28T09:00:00Z") };
    expect(runsToday(course, NOW)).toBe(true);
    expect(isPast(course, NOW)).toBe(false);
  });

  it("yesterday's course is past, tomorrow's is neither past nor today's", () => {
    const yesterday = { date: at("2026-11-26T01:00:00Z"), endDate: null };
    const tomorrow = { date: at("2026-11-28T01:00:00Z"), endDate: null };
    expect(runsToday(yesterday, NOW)).toBe(false);
    expect(isPast(yesterday, NOW)).toBe(true);
    expect(runsToday(tomorrow, NOW)).toBe(false);
    expect(isPast(tomorrow, NOW)).toBe(false);
  });
});
