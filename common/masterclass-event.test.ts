import { describe, expect, it } from "vitest";
import {
  DEFAULT_TIME,
  masterclassCalendarEvent,
  ONLINE_PLACE,
  PHYSICAL_PLACE,
  sessionTime,
  TIME_TO_BE_ANNOUNCED,
} from "./masterclass-event";

const base = {
  slug: "hr-masterclass",
  title: "AI for HR",
  subtitle: "Hire faster",
  format: "physical" as const,
  date: "2026-03-10T01:00:00Z",
  endDate: "2026-03-11T01:00:00Z",
  updatedAt: "2026-01-01T00:00:00Z",
  content: {},
};

describe("sessionTime", () => {
  it("defaults a missing logistics block and marks a missing time as not fixed", () => {
    expect(sessionTime(null)).toBe(DEFAULT_TIME);
    expect(sessionTime({})).toBe(DEFAULT_TIME);
    expect(sessionTime({ logistics: {} })).toBe(TIME_TO_BE_ANNOUNCED);
    expect(sessionTime({ logistics: { time: "  " } })).toBe(TIME_TO_BE_ANNOUNCED);
    expect(sessionTime({ logistics: { time: " 2:00 PM - 5:00 PM " } })).toBe("2:00 PM - 5:00 PM");
  });
});

describe("masterclassCalendarEvent", () => {
  it("builds the calendar facts from the row", () => {
    expect(masterclassCalendarEvent(base, "https://aihq.example")).toEqual({
      slug: "hr-masterclass",
      uidDomain: "aihq.example",
      title: "AI for HR",
      description: "Hire faster",
      url: "https://aihq.example/shop/masterclasses/hr-masterclass",
      location: PHYSICAL_PLACE,
      start: base.date,
      end: base.endDate,
      time: DEFAULT_TIME,
      stamp: base.updatedAt,
    });
  });

  it("says online for virtual events and falls back to the about text, then the title", () => {
    const virtual = { ...base, format: "virtual" as const, subtitle: null };
    expect(masterclassCalendarEvent(virtual, "https://x.example").location).toBe(ONLINE_PLACE);
    expect(
      masterclassCalendarEvent({ ...virtual, content: { about: "About it" } }, "https://x.example")
        .description,
    ).toBe("About it");
    expect(masterclassCalendarEvent(virtual, "https://x.example").description).toBe("AI for HR");
  });
});
