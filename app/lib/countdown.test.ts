import { describe, it, expect } from "vitest";
import { COUNTDOWN_INTERVAL_MS, countdownParts } from "./countdown";

const NOW = new Date("2026-01-05T01:00:00Z");
const after = (ms: number) => new Date(NOW.getTime() + ms);

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe("COUNTDOWN_INTERVAL_MS", () => {
  it("ticks once a second", () => {
    expect(COUNTDOWN_INTERVAL_MS).toBe(1000);
  });
});

describe("countdownParts", () => {
  it("splits the remaining time into whole units", () => {
    const target = after(2 * DAY + 3 * HOUR + 4 * MINUTE + 5 * SECOND);
    expect(countdownParts(target, NOW)).toEqual({
      days: 2,
      hours: 3,
      minutes: 4,
      seconds: 5,
      done: false,
    });
  });

  it("accepts an ISO string target", () => {
    expect(countdownParts("2026-01-06T02:01:01Z", NOW)).toEqual({
      days: 1,
      hours: 1,
      minutes: 1,
      seconds: 1,
      done: false,
    });
  });

  it("floors partial units", () => {
    expect(countdownParts(after(DAY - 1), NOW)).toEqual({
      days: 0,
      hours: 23,
      minutes: 59,
      seconds: 59,
      done: false,
    });
    expect(countdownParts(after(90 * SECOND + 999), NOW)).toEqual({
      days: 0,
      hours: 0,
      minutes: 1,
      seconds: 30,
      done: false,
    });
  });

  it("does not cap days", () => {
    expect(countdownParts(after(400 * DAY), NOW).days).toBe(400);
  });

  it("is not done in the last fraction of a second", () => {
    expect(countdownParts(after(500), NOW)).toEqual({
      days: 0,
      hours: 0,
      minutes: 0,
      seconds: 0,
      done: false,
    });
  });

  it("is done at the target", () => {
    expect(countdownParts(NOW, NOW)).toEqual({
      days: 0,
      hours: 0,
      minutes: 0,
      seconds: 0,
      done: true,
    });
  });

  it("is done, with no negative parts, past the target", () => {
    expect(countdownParts(after(-1), NOW)).toEqual({
      days: 0,
      hours: 0,
      minutes: 0,
      seconds: 0,
      done: true,
    });
    expect(countdownParts(after(-3 * DAY), NOW)).toEqual({
      days: 0,
      hours: 0,
      minutes: 0,
      seconds: 0,
      done: true,
    });
  });

  it("throws a RangeError for an invalid target", () => {
    expect(() => countdownParts("soon", NOW)).toThrow(RangeError);
  });
});
