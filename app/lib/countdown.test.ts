import { describe, expect, it } from "vitest";
import {
  COUNTDOWN_INTERVAL_MS,
  COUNTDOWN_SCRIPT,
  countdownDigits,
  countdownLabel,
  countdownParts,
} from "./countdown";

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

describe("countdownDigits and countdownLabel", () => {
  it("pads each unit to two digits and says the whole value", () => {
    expect([0, 7, 42, 123].map(countdownDigits)).toEqual(["00", "07", "42", "123"]);
    expect(countdownLabel({ days: 2, hours: 3, minutes: 4, seconds: 5, done: false })).toBe(
      "2 days, 3 hours, 4 minutes, 5 seconds",
    );
  });
});

/**
 * The inline script on a stand-in DOM: the countdown's element (the script's previous
 * sibling) with its deadline, four digit elements and the timer's label.
 */
function runScript(deadline: number | null, browserNow: number) {
  const digits: Record<string, { textContent: string }> = {
    days: { textContent: "09" },
    hours: { textContent: "09" },
    minutes: { textContent: "09" },
    seconds: { textContent: "09" },
  };
  const attributes: Record<string, string> = { "aria-label": "server value" };
  const timer = { setAttribute: (name: string, value: string) => (attributes[name] = value) };
  const countdown = {
    getAttribute: (name: string) => (name === "data-deadline" ? String(deadline) : null),
    querySelector: (selector: string) => {
      if (selector === '[role="timer"]') return timer;
      const unit = /^\[data-unit="(\w+)"\]$/.exec(selector)?.[1];
      return unit ? (digits[unit] ?? null) : null;
    },
  };
  const document = { currentScript: { previousElementSibling: countdown } };
  const FakeDate = { now: () => browserNow };
  new Function("document", "Date", COUNTDOWN_SCRIPT)(document, FakeDate);
  return {
    shown: Object.fromEntries(Object.entries(digits).map(([k, v]) => [k, v.textContent])),
    label: attributes["aria-label"],
  };
}

describe("COUNTDOWN_SCRIPT", () => {
  const deadline = NOW.getTime() + 3 * DAY + 4 * HOUR + 5 * MINUTE + 6 * SECOND;

  it("shows what countdownParts computes from the browser's clock", () => {
    for (const offset of [0, 1, 999, 1000, 59 * SECOND + 1, 61 * MINUTE, 3 * DAY + 17]) {
      const browserNow = NOW.getTime() + offset;
      const parts = countdownParts(new Date(deadline), browserNow);
      expect(runScript(deadline, browserNow)).toEqual({
        shown: {
          days: countdownDigits(parts.days),
          hours: countdownDigits(parts.hours),
          minutes: countdownDigits(parts.minutes),
          seconds: countdownDigits(parts.seconds),
        },
        label: countdownLabel(parts),
      });
    }
  });

  it("shows zeros past the deadline and leaves the digits alone without one", () => {
    expect(runScript(deadline, deadline + 5 * SECOND).shown).toEqual({
      days: "00",
      hours: "00",
      minutes: "00",
      seconds: "00",
    });
    expect(runScript(null, NOW.getTime()).shown.days).toBe("09");
  });

  it("is raw text that cannot close its own element early", () => {
    expect(COUNTDOWN_SCRIPT).not.toMatch(/<\/script|<!--/i);
  });
});
