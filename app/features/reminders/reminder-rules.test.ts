import { describe, expect, it } from "vitest";
import { dueReminder, feedbackDue, feedbackMoment } from "./reminder-rules";

const start = new Date("2027-03-10T01:00:00Z"); // 9:00 AM MYT
const at = (iso: string) => new Date(iso);
const early = at("2027-02-01T00:00:00Z");

describe("dueReminder", () => {
  it("is due from the 7-day moment until the 1-day moment, then 1d until the start", () => {
    expect(dueReminder(start, at("2027-03-03T00:59:59Z"), early)).toBeNull();
    expect(dueReminder(start, at("2027-03-03T01:00:00Z"), early)).toBe("7d");
    expect(dueReminder(start, at("2027-03-08T12:00:00Z"), early)).toBe("7d");
    expect(dueReminder(start, at("2027-03-09T01:00:00Z"), early)).toBe("1d");
    expect(dueReminder(start, at("2027-03-10T00:59:59Z"), early)).toBe("1d");
    expect(dueReminder(start, at("2027-03-10T01:00:00Z"), early)).toBeNull();
  });

  it("skips a reminder whose moment is within 12 hours of the registration", () => {
    const now = at("2027-03-04T00:00:00Z");
    expect(dueReminder(start, now, at("2027-03-02T13:00:00Z"))).toBe("7d");
    expect(dueReminder(start, now, at("2027-03-02T13:00:01Z"))).toBeNull();
    // Registered after the 7-day moment: no 7d, but the 1d comes.
    expect(dueReminder(start, at("2027-03-09T02:00:00Z"), at("2027-03-05T00:00:00Z"))).toBe("1d");
    // Registered the evening before: neither.
    expect(dueReminder(start, at("2027-03-09T20:00:00Z"), at("2027-03-09T19:00:00Z"))).toBeNull();
  });
});

describe("feedback", () => {
  it("is due from midnight Malaysia time after the last day, for two weeks", () => {
    const end = at("2027-03-11T09:00:00Z"); // 5 PM MYT on the 11th
    expect(feedbackMoment(start, end).toISOString()).toBe("2027-03-11T16:00:00.000Z");
    expect(feedbackDue(start, end, at("2027-03-11T15:59:59Z"))).toBe(false);
    expect(feedbackDue(start, end, at("2027-03-11T16:00:00Z"))).toBe(true);
    expect(feedbackDue(start, end, at("2027-03-25T15:59:59Z"))).toBe(true);
    expect(feedbackDue(start, end, at("2027-03-25T16:00:00Z"))).toBe(false);
    // Without an end, the start's day is the last day; 11 PM MYT is still that day.
    expect(feedbackMoment(at("2027-03-10T15:00:00Z"), null).toISOString()).toBe(
      "2027-03-10T16:00:00.000Z",
    );
  });
});
