import { describe, expect, it } from "vitest";
import {
  masterclassCalendarEvent,
  ONLINE_PLACE,
  PHYSICAL_PLACE,
  placeOf,
  sessionTime,
  TIME_TO_BE_ANNOUNCED,
} from "./masterclass-event";

const base = {
  slug: "hr-masterclass",
  title: "AI for HR",
  subtitle: "Hire faster",
  format: "physical" as const,
  venue: null,
  date: "2026-03-10T01:00:00Z",
  endDate: "2026-03-11T09:00:00Z",
  updatedAt: "2026-01-01T00:00:00Z",
  calendarSequence: 2,
  content: {},
};

describe("sessionTime", () => {
  it("runs from the start's clock to the end's, in Malaysia time", () => {
    expect(sessionTime(base.date, base.endDate)).toBe("9:00 AM - 5:00 PM");
    expect(sessionTime("2026-03-10T06:00:00Z", "2026-03-10T09:30:00Z")).toBe("2:00 PM - 5:30 PM");
  });

  it("is not fixed without an end, or with an end whose clock is not after the start's", () => {
    expect(sessionTime(base.date, null)).toBe(TIME_TO_BE_ANNOUNCED);
    expect(sessionTime(base.date, "2026-03-11T01:00:00Z")).toBe(TIME_TO_BE_ANNOUNCED);
  });
});

describe("placeOf", () => {
  it("names the venue, or the format's default place", () => {
    expect(placeOf("physical", null)).toBe(PHYSICAL_PLACE);
    expect(placeOf("physical", " KLCC ")).toBe("In person at KLCC");
    expect(placeOf("virtual", "")).toBe(ONLINE_PLACE);
    expect(placeOf("virtual", "Zoom")).toContain("Online (Zoom;");
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
      time: "9:00 AM - 5:00 PM",
      stamp: base.updatedAt,
      sequence: 2,
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
