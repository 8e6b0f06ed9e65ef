import { toDate } from "#common/dates";

/** The countdown ticks once a second, as on the original site. */
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

/** "07": each unit shows at least two digits, so the boxes keep their width. */
export function countdownDigits(value: number): string {
  return String(value).padStart(2, "0");
}

/** The whole value at once, for the timer's accessible name. */
export function countdownLabel(parts: CountdownParts): string {
  return `${parts.days} days, ${parts.hours} hours, ${parts.minutes} minutes, ${parts.seconds} seconds`;
}

/**
 * Run by the browser right after the countdown's markup, before first paint:
 * a page from the page cache was rendered up to minutes ago, so its digits are
 * rewritten from the visitor's clock and the countdown's `data-deadline` (ms)
 * the way {@link countdownParts}, {@link countdownDigits} and
 * {@link countdownLabel} compute them. The text never varies (no data in it),
 * so a cached page allows it by one stable SHA-256 hash; an uncached page
 * gives it the response's nonce. ES5, no dependencies: it runs before any module.
 */
export const COUNTDOWN_SCRIPT =
  '(function(){var s=document.currentScript,c=s&&s.previousElementSibling;if(!c)return;var d=Number(c.getAttribute("data-deadline")),ms=d-Date.now(),t=ms>0?Math.ceil(ms/1e3):0,v={days:Math.floor(t/86400),hours:Math.floor(t%86400/3600),minutes:Math.floor(t%3600/60),seconds:t%60};if(!(d>0))return;for(var k in v){var e=c.querySelector(\'[data-unit="\'+k+\'"]\');if(e)e.textContent=(v[k]<10?"0":"")+v[k]}var r=c.querySelector(\'[role="timer"]\');if(r)r.setAttribute("aria-label",v.days+" days, "+v.hours+" hours, "+v.minutes+" minutes, "+v.seconds+" seconds")})()';
