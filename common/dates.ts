/**
 * Date display for AIHQ. Every event happens in Malaysia, so dates are shown
 * in Malaysia time whatever time zone the server or the browser runs in.
 *
 * Hand-written on purpose: the public pages render these, and the browser's
 * own Intl.DateTimeFormat costs no bytes, whereas date-fns's `format` with
 * @date-fns/tz put 7 KB gzip on the home page and TZDate alone 1.7 KB,
 * against a first-load budget with 669 bytes to spare (see
 * docs/decisions/0030-dates-stay-on-intl-on-public-pages.md). The back office's
 * datetime-local conversions, which no public page loads, are in
 * ./malaysia-local-time on @date-fns/tz.
 */

export const MALAYSIA_TIME_ZONE = "Asia/Kuala_Lumpur";

/** Full English month names, January first (index = month - 1). */
export const MONTH_NAMES = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

/** A formatter of Malaysian wall-clock time, whatever the server's or browser's zone. */
const malaysiaFormat = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat("en-US", { timeZone: MALAYSIA_TIME_ZONE, ...options });

const MS_PER_DAY = 86_400_000;

// The formatters below are marked pure so that a page's bundle drops those it never calls.

/** A day's date: "14 Mar 2026" (month "short") or its numbers (month "numeric"). */
const dayFormat = (month: "short" | "numeric") =>
  malaysiaFormat({ day: "numeric", month, year: "numeric" });

const DATE_FORMAT = /* @__PURE__ */ dayFormat("short");

const TIME_FORMAT = /* @__PURE__ */ malaysiaFormat({
  hour: "numeric",
  minute: "2-digit",
});

// Numeric parts for calendar arithmetic; "short" month names come from the
// same formatter so the range labels match formatDate's month spelling.
const PARTS_FORMAT = /* @__PURE__ */ dayFormat("numeric");

const MONTH_NAME_FORMAT = /* @__PURE__ */ malaysiaFormat({
  month: "short",
});

const DATE_KEY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

/** Accepts a Date or anything Date can parse; throws a RangeError if invalid. */
export function toDate(d: Date | string): Date {
  const date = d instanceof Date ? d : new Date(d);
  if (Number.isNaN(date.getTime())) {
    throw new RangeError(`Invalid date: ${String(d)}`);
  }
  return date;
}

function calendarDay(d: Date | string): CalendarDay {
  const parts = PARTS_FORMAT.formatToParts(toDate(d));
  const pick = (type: Intl.DateTimeFormatPartTypes): number => {
    const part = parts.find((p) => p.type === type);
    if (!part) throw new RangeError(`Missing ${type} in formatted date`);
    return Number(part.value);
  };
  return { year: pick("year"), month: pick("month"), day: pick("day") };
}

// A UTC midnight stands in for the Malaysian calendar day: UTC has no DST,
// so subtracting two of them always gives whole days.
function dayNumber({ year, month, day }: CalendarDay): number {
  return Date.UTC(year, month - 1, day) / MS_PER_DAY;
}

function pad(n: number, width: number): string {
  return String(n).padStart(width, "0");
}

function keyOf({ year, month, day }: CalendarDay): string {
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

function monthName(d: Date | string): string {
  return MONTH_NAME_FORMAT.format(toDate(d));
}

/** "Jan 5, 2026" */
export function formatDate(d: Date | string): string {
  return DATE_FORMAT.format(toDate(d));
}

/**
 * "Jan 5, 2026" for a single day, "5 - 7 Jan 2026" within a month,
 * "30 Jan - 2 Feb 2026" within a year, otherwise full dates on both sides.
 */
export function formatDateRange(start: Date | string, end?: Date | string | null): string {
  if (end === undefined || end === null) return formatDate(start);
  const a = calendarDay(start);
  const b = calendarDay(end);
  if (a.year === b.year && a.month === b.month && a.day === b.day) {
    return formatDate(start);
  }
  if (a.year === b.year && a.month === b.month) {
    return `${a.day} - ${b.day} ${monthName(start)} ${a.year}`;
  }
  if (a.year === b.year) {
    return `${a.day} ${monthName(start)} - ${b.day} ${monthName(end)} ${a.year}`;
  }
  return `${formatDate(start)} - ${formatDate(end)}`;
}

/**
 * Inclusive number of Malaysian calendar days from start to end; 1 without
 * an end. An end before the start is bad data, and counting it as a single
 * day keeps pages rendering instead of showing zero or negative days.
 */
export function dayCount(start: Date | string, end?: Date | string | null): number {
  if (end === undefined || end === null) return 1;
  const diff = dayNumber(calendarDay(end)) - dayNumber(calendarDay(start));
  return Math.max(1, diff + 1);
}

/** "9:00 AM" in Malaysia time. */
export function formatTime(d: Date | string): string {
  // Newer ICU releases put a narrow no-break space before AM/PM; normalising
  // keeps server-rendered and hydrated text identical across runtimes.
  return TIME_FORMAT.format(toDate(d)).replace(/[\u202f\u00a0]/g, " ");
}

/** "Jan 5, 2026, 9:00 AM MYT" */
export function formatDateTime(d: Date | string): string {
  // Intl names this zone "GMT+8"; people here know it as MYT.
  return `${formatDate(d)}, ${formatTime(d)} MYT`;
}

/** "YYYY-MM-DD" of the Malaysian calendar day containing the instant. */
export function calendarDateKey(d: Date | string): string {
  return keyOf(calendarDay(d));
}

/** Moves a "YYYY-MM-DD" key by n calendar days (n may be negative). */
export function addDays(key: string, n: number): string {
  const match = DATE_KEY_PATTERN.exec(key);
  if (!match || !Number.isInteger(n)) {
    throw new RangeError(`Invalid date key or day offset: ${key}, ${n}`);
  }
  const [, y, m, d] = match;
  const base = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  // Date.UTC silently rolls "2026-02-30" over to March; reject it instead.
  if (
    keyOf({
      year: base.getUTCFullYear(),
      month: base.getUTCMonth() + 1,
      day: base.getUTCDate(),
    }) !== key
  ) {
    throw new RangeError(`Invalid date key: ${key}`);
  }
  const moved = new Date(base.getTime() + n * MS_PER_DAY);
  return keyOf({
    year: moved.getUTCFullYear(),
    month: moved.getUTCMonth() + 1,
    day: moved.getUTCDate(),
  });
}

/** Day of the week of a "YYYY-MM-DD" key, 0 for Sunday to 6 for Saturday (as `Date#getDay`). */
export function weekdayOf(key: string): number {
  return new Date(`${key}T00:00:00Z`).getUTCDay();
}

/** Month (1–12) of the instant in Malaysia time. */
export function monthOf(d: Date | string): number {
  return calendarDay(d).month;
}
