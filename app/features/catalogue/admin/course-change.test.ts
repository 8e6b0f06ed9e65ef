import { describe, expect, it } from "vitest";
import { courseChanges, shrinkWarning, type CourseFacts } from "./course-change";

// 31 Dec 2026, 9:00 AM - 5:00 PM MYT, at the AIHQ suite.
const before: CourseFacts = {
  date: new Date("2026-12-31T01:00:00Z"),
  endDate: new Date("2026-12-31T09:00:00Z"),
  format: "physical",
  venue: "AIHQ Suite",
  joinUrl: null,
};

describe("courseChanges", () => {
  it("finds nothing when the facts are the same", () => {
    expect(courseChanges(before, { ...before })).toEqual([]);
  });

  it("words a move of date and time in Malaysia time, old and new", () => {
    const after = {
      ...before,
      date: new Date("2027-01-07T02:00:00Z"),
      endDate: new Date("2027-01-07T10:00:00Z"),
    };
    expect(courseChanges(before, after)).toEqual([
      { label: "Date", from: "Dec 31, 2026", to: "Jan 7, 2027" },
      { label: "Time", from: "9:00 AM - 5:00 PM (MYT)", to: "10:00 AM - 6:00 PM (MYT)" },
    ]);
  });

  it("words a new place and a joining link", () => {
    const after: CourseFacts = {
      ...before,
      format: "virtual",
      venue: "Zoom",
      joinUrl: "https://zoom.us/j/1",
    };
    expect(courseChanges(before, after).map((c) => c.label)).toEqual(["Place", "Joining link"]);
    expect(courseChanges(before, after)[1]).toEqual({
      label: "Joining link",
      from: "None yet",
      to: "https://zoom.us/j/1",
    });
  });
});

describe("shrinkWarning", () => {
  it("is silent while everyone holding a seat fits", () => {
    expect(shrinkWarning(10, 10)).toBeNull();
    expect(shrinkWarning(3, 10)).toBeNull();
  });

  it("says who keeps a seat and when the waiting list moves again", () => {
    expect(shrinkWarning(13, 10)).toBe(
      "13 people hold seats (booked or offered), 3 beyond the new size of 10: they keep their seats. New registrations join the waiting list, and no seat is offered from it until fewer than 10 seats are held.",
    );
  });
});
