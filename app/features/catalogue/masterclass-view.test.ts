import { describe, expect, it } from "vitest";
import { heroBadgeText, participants } from "./masterclass-labels";
import {
  DEFAULT_ABOUT,
  DEFAULT_PROBLEM,
  DEFAULT_REQUIREMENTS,
  DEFAULT_TIME,
  DEFAULT_TRAINER_NAME,
  resolveContent,
  TIME_TO_BE_ANNOUNCED,
} from "./masterclass-view";

describe("resolveContent", () => {
  it("fills in the spec's defaults for missing content", () => {
    const c = resolveContent(null, "virtual", "Jan 5, 2026");
    expect(c.problem).toBe(DEFAULT_PROBLEM);
    expect(c.about).toBe(DEFAULT_ABOUT);
    expect(c.people).toEqual([{ name: DEFAULT_TRAINER_NAME }]);
    expect(c.logistics).toEqual({
      date: "Jan 5, 2026",
      time: DEFAULT_TIME,
      format: "Virtual",
      requirements: DEFAULT_REQUIREMENTS,
    });
    expect(c.benefits).toEqual([]);
    expect(c.faqs).toEqual([]);
  });

  it("labels physical events with Kuala Lumpur", () => {
    expect(resolveContent({}, "physical", "x").logistics.format).toBe("Physical (Kuala Lumpur)");
  });

  it("says 'To be announced' when logistics leave the time out", () => {
    const c = resolveContent({ logistics: { requirements: "A laptop" } }, "virtual", "x");
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
      "virtual",
      "x",
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
