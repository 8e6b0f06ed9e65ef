import { formatDate, formatDateRange, formatDateTime, formatTime } from "#common/dates";
import { parseSessionTime } from "#common/ics";
import { formatMYR, isFree } from "#common/money";

/**
 * Display helpers for values that arrive as text from forms: each falls back
 * to showing the value as it came rather than failing a mail over its format.
 */

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** An ISO instant as "Jan 5, 2026, 9:00 AM MYT"; a plain date as "Jan 5, 2026". */
export function whenLabel(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    if (DATE_ONLY.test(value)) return formatDate(`${value}T12:00:00+08:00`);
    return formatDateTime(value);
  } catch {
    return value;
  }
}

/**
 * When a course runs, in Malaysia time, as its page says it: "Apr 14, 2026, 9:00 AM - 5:00 PM
 * MYT", or for several days "14 - 16 Apr 2026, 9:00 AM - 5:00 PM MYT each day". A session time
 * that is not a time range ("To be announced") is quoted as it is; without one (a mail queued
 * before the time was part of the facts) the start instant gives the time.
 */
export function courseWhenLabel(
  start: string | null | undefined,
  end: string | null | undefined,
  time: string | null | undefined,
): string | null {
  if (!start) return null;
  try {
    const dates = formatDateRange(start, end);
    const multiDay = dates !== formatDate(start);
    const session = time?.trim();
    if (session && parseSessionTime(session)) {
      return `${dates}, ${session} MYT${multiDay ? " each day" : ""}`;
    }
    if (session) return `${dates} (time: ${session})`;
    return multiDay ? `${dates}, from ${formatTime(start)} MYT` : formatDateTime(start);
  } catch {
    return whenLabel(start);
  }
}

export function priceLabel(value: string | null | undefined): string | null {
  if (value === null || value === undefined || value === "") return null;
  try {
    return isFree(value) ? "Free" : formatMYR(value);
  } catch {
    return value;
  }
}

/** "2" → "2 hours" (the NTW default duration is a number of hours). */
export function durationLabel(value: string): string {
  if (!/^\d+(\.\d+)?$/.test(value)) return value;
  return `${value} ${value === "1" ? "hour" : "hours"}`;
}

export function isHttpUrl(value: string | null | undefined): value is string {
  if (!value) return false;
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:";
  } catch {
    return false;
  }
}

/** Keeps subject lines readable in an inbox list. */
export function clip(value: string, max = 80): string {
  return value.length <= max ? value : `${value.slice(0, max - 1).trimEnd()}…`;
}

export function yesNo(value: boolean | undefined): string {
  return value ? "Yes" : "No";
}

/** When a submission arrived, for the team: "Jan 5, 2026, 9:00 AM MYT". */
export function receivedLabel(date: Date): string {
  return formatDateTime(date);
}

const ZWSP = "\u200b";

/**
 * Visitor text as inert text: mail programs turn anything that looks like an
 * address ("pay.example/login", "https://…") into a link, and a visitor's
 * text goes into a confirmation mailed to whatever address they typed. A
 * zero-width space before each dot and after each "//" and "@" keeps the
 * text readable and stops it being linked.
 */
export function inertText(value: string): string {
  return value
    .replace(/([\p{L}\p{N}])\.(?=[\p{L}\p{N}])/gu, `$1${ZWSP}.`)
    .replace(/\/\//g, `/${ZWSP}/`)
    .replace(/@/g, `@${ZWSP}`);
}
