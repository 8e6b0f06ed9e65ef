import { toDate } from "./dates";

/** Spec §9: the countdown ticks once a second. */
export const COUNTDOWN_INTERVAL_MS = 1000;

export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  done: boolean;
}

/**
 * Whole days, hours, minutes and seconds left until `target`. The remaining
 * time is rounded up to the second, so a display never reads 0:0:0:0 while
 * registration is still open: the all-zero moment is the moment it closes.
 */
export function countdownParts(target: Date | string, now: Date | number): CountdownParts {
  const nowMs = typeof now === "number" ? now : toDate(now).getTime();
  const remainingMs = toDate(target).getTime() - nowMs;
  if (!(remainingMs > 0)) return { days: 0, hours: 0, minutes: 0, seconds: 0, done: true };

  const totalSeconds = Math.ceil(remainingMs / 1000);
  return {
    days: Math.floor(totalSeconds / 86_400),
    hours: Math.floor((totalSeconds % 86_400) / 3_600),
    minutes: Math.floor((totalSeconds % 3_600) / 60),
    seconds: totalSeconds % 60,
    done: false,
  };
}
