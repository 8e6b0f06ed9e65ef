import { describe, expect, it } from "vitest";
import { courseWhenLabel, inertText } from "./format";

describe("inertText", () => {
  it("breaks what mail programs would turn into links, and keeps the words", () => {
    const out = inertText(
      "Sign in at https://phish.example/login or www.pay.me, mail x@evil.example",
    );
    expect(out).not.toMatch(/https:\/\/|\w\.\w|@\w/);
    expect(out.replace(/\u200b/g, "")).toBe(
      "Sign in at https://phish.example/login or www.pay.me, mail x@evil.example",
    );
  });
  it("leaves ordinary text alone", () => {
    expect(inertText("Tan Wei Ming, Head of L&D. Call me after 3pm.")).toBe(
      "Tan Wei Ming, Head of L&D. Call me after 3pm.",
    );
  });
});

describe("courseWhenLabel", () => {
  // 9:00 AM in Kuala Lumpur.
  const start = "2026-04-14T01:00:00.000Z";
  it("gives a one-day course its date and session time in MYT", () => {
    expect(courseWhenLabel(start, null, "9:00 AM - 5:00 PM")).toBe(
      "Apr 14, 2026, 9:00 AM - 5:00 PM MYT",
    );
    expect(courseWhenLabel(start, start, "9:00 AM - 5:00 PM")).toBe(
      "Apr 14, 2026, 9:00 AM - 5:00 PM MYT",
    );
  });
  it("gives a multi-day course its whole range", () => {
    expect(courseWhenLabel(start, "2026-04-16T01:00:00.000Z", "9:00 AM - 5:00 PM")).toBe(
      "14 - 16 Apr 2026, 9:00 AM - 5:00 PM MYT each day",
    );
    expect(courseWhenLabel(start, "2026-05-01T01:00:00.000Z", null)).toBe(
      "14 Apr - 1 May 2026, from 9:00 AM MYT",
    );
  });
  it("quotes a time that is not a range, and falls back to the start's time", () => {
    expect(courseWhenLabel(start, null, "To be announced")).toBe(
      "Apr 14, 2026 (time: To be announced)",
    );
    expect(courseWhenLabel(start, null, null)).toBe("Apr 14, 2026, 9:00 AM MYT");
    expect(courseWhenLabel(null, null, "9:00 AM - 5:00 PM")).toBeNull();
  });
});
