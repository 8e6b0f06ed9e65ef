import { toDate } from "./dates";

/** How often a countdown display should re-render. */
export const COUNTDOWN_INTERVAL_MS = 1000;

export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  done: boolean;
}

/**
 * Whole days, hours, minutes and seconds left until `target`. Units are
 * floored, so the last fraction of a second shows as all zeros with
 * done: false; done only flips once the target itself is reached.
 */
export function countdownParts(target: Date | string, now: Date): CountdownParts {
  const remainingMs = toDate(target).getTime() - toDate(now).getTime();
  if (remainingMs <= 0) return { days: 0, hours: 0, minutes: 0, seconds: 0, done: true };

  const totalSeconds = Math.floor(remainingMs / 1000);
  return {
    days: Math.floor(totalSeconds / 86_400),
    hours: Math.floor((totalSeconds % 86_400) / 3_600),
    minutes: Math.floor((totalSeconds % 3_600) / 60),
    seconds: totalSeconds % 60,
    done: false,
  };
}
