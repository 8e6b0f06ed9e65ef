import { describe, expect, it } from "vitest";
import { COUNTDOWN_INTERVAL_MS, countdownParts } from "./countdown";

const NOW = new Date("2026-01-05T01:00:00Z");
const after = (ms: number) => new Date(NOW.getTime() + ms);

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const CLOSED = { days: 0, hours: 0, minutes: 0, seconds: 0, done: true };

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

  it("accepts an ISO string target and a millisecond now", () => {
    expect(countdownParts("2026-01-06T02:01:01Z", NOW.getTime())).toEqual({
      days: 1,
      hours: 1,
      minutes: 1,
      seconds: 1,
      done: false,
    });
  });

  it("rounds a part second up, so it never shows zero while still open", () => {
    expect(countdownParts(after(HOUR + 200), NOW)).toEqual({
      days: 0,
      hours: 1,
      minutes: 0,
      seconds: 1,
      done: false,
    });
    expect(countdownParts(after(1), NOW)).toEqual({
      days: 0,
      hours: 0,
      minutes: 0,
      seconds: 1,
      done: false,
    });
  });

  it("carries over at unit boundaries", () => {
    expect(countdownParts(after(DAY), NOW)).toEqual({
      days: 1,
      hours: 0,
      minutes: 0,
      seconds: 0,
      done: false,
    });
    expect(countdownParts(after(DAY - SECOND), NOW)).toEqual({
      days: 0,
      hours: 23,
      minutes: 59,
      seconds: 59,
      done: false,
    });
  });

  it("is done exactly at the target", () => {
    expect(countdownParts(NOW, NOW)).toEqual(CLOSED);
  });

  it("is done past the target, never negative", () => {
    expect(countdownParts(after(-1), NOW)).toEqual(CLOSED);
    expect(countdownParts(after(-40 * DAY), NOW)).toEqual(CLOSED);
  });

  it("counts down one second per tick", () => {
    const target = after(10 * SECOND);
    expect(countdownParts(target, after(COUNTDOWN_INTERVAL_MS)).seconds).toBe(9);
    expect(countdownParts(target, after(9 * COUNTDOWN_INTERVAL_MS)).seconds).toBe(1);
    expect(countdownParts(target, after(10 * COUNTDOWN_INTERVAL_MS)).done).toBe(true);
  });

  it("throws on an invalid target", () => {
    expect(() => countdownParts("not a date", NOW)).toThrow(RangeError);
  });
});
