import { describe, expect, it } from "vitest";
import { heroBadgeText, participants } from "./masterclass-labels";
import {
  DEFAULT_ABOUT,
  DEFAULT_PROBLEM,
  DEFAULT_REQUIREMENTS,
  DEFAULT_TRAINER_NAME,
  resolveContent,
  TIME_TO_BE_ANNOUNCED,
  type CourseWhenWhere,
} from "./masterclass-view";

// 5 Jan 2026, 9:00 AM to 5:00 PM in Malaysia.
const virtualDay: CourseWhenWhere = {
  format: "virtual",
  venue: null,
  date: "2026-01-05T01:00:00Z",
  endDate: "2026-01-05T09:00:00Z",
};
const course = (over: Partial<CourseWhenWhere>): CourseWhenWhere => ({ ...virtualDay, ...over });

describe("resolveContent", () => {
  it("fills in the spec's defaults for missing content, and the date, time and format from the course", () => {
    const c = resolveContent(null, virtualDay);
    expect(c.problem).toBe(DEFAULT_PROBLEM);
    expect(c.about).toBe(DEFAULT_ABOUT);
    expect(c.people).toEqual([{ name: DEFAULT_TRAINER_NAME }]);
    expect(c.logistics).toEqual({
      date: "Jan 5, 2026",
      time: "9:00 AM - 5:00 PM",
      format: "Virtual",
      requirements: DEFAULT_REQUIREMENTS,
    });
    expect(c.benefits).toEqual([]);
    expect(c.faqs).toEqual([]);
  });

  it("labels physical events with their venue, or Kuala Lumpur without one", () => {
    expect(resolveContent({}, course({ format: "physical", venue: null })).logistics.format).toBe(
      "Physical (Kuala Lumpur)",
    );
    expect(
      resolveContent({}, course({ format: "physical", venue: "AIHQ Suite, Bangsar" })).logistics
        .format,
    ).toBe("In person at AIHQ Suite, Bangsar");
    expect(resolveContent({}, course({ venue: "Zoom" })).logistics.format).toBe("Virtual (Zoom)");
  });

  it("says 'To be announced' when the course has no end time yet", () => {
    const c = resolveContent(
      { logistics: { requirements: "A laptop" } },
      course({ endDate: null }),
    );
    expect(c.logistics.time).toBe(TIME_TO_BE_ANNOUNCED);
    expect(c.logistics.requirements).toBe("A laptop");
  });

  it("prefers speakers over the trainer and drops malformed entries", () => {
    const c = resolveContent(
      {
        trainer: { name: "Trainer" },
        speakers: [{ name: "A" }, { name: " " }, { name: "B" }],
        benefits: ["One", "", "Two"],
        faqs: [
          { question: "Q", answer: "A" },
          { question: "", answer: "No question" },
        ],
      },
      virtualDay,
    );
    expect(c.hasSpeakers).toBe(true);
    expect(c.people.map((p) => p.name)).toEqual(["A", "B"]);
    expect(c.benefits).toEqual(["One", "Two"]);
    expect(c.faqs).toHaveLength(1);
  });
});

describe("labels", () => {
  it("calls multi-day events conferences", () => {
    expect(heroBadgeText("physical", "2026-01-05T01:00:00Z", "2026-01-06T01:00:00Z")).toBe(
      "Physical Conference",
    );
    expect(heroBadgeText("virtual", "2026-01-05T01:00:00Z", null)).toBe("Virtual Masterclass");
    expect(heroBadgeText("virtual", "2026-01-05T01:00:00Z", "2026-01-05T09:00:00Z")).toBe(
      "Virtual Masterclass",
    );
  });
  it("counts participants", () => {
    expect(participants(1)).toBe("1 participant");
    expect(participants(30)).toBe("30 participants");
  });
});
