/**
 * The facts of "Add to calendar": the event's Malaysian days and times, and
 * the Google Calendar link. Pure and light, so the page and the server's
 * .ics file (./ics.server, on the `ics` package) build the same events from
 * the same facts.
 */
import { addDays, calendarDateKey, dayCount, MALAYSIA_TIME_ZONE, toDate } from "./dates";

export interface CalendarEventInput {
  /** Stable across downloads so a calendar updates the event instead of duplicating it. */
  slug: string;
  /** Host part of the UID, e.g. "aihq.example". */
  uidDomain: string;
  title: string;
  description: string;
  url: string;
  /** The venue (or "Kuala Lumpur, Malaysia") for physical events, the online text otherwise. */
  location: string;
  start: Date | string;
  end?: Date | string | null;
  /** The session time as shown on the page, e.g. "9:00 AM - 5:00 PM". */
  time: string;
  /** When the facts last changed (DTSTAMP). */
  stamp: Date | string;
  /**
   * The event's revision (SEQUENCE): a calendar replaces an event of the same UID only by
   * one with a higher number, so each change mailed to participants raises it.
   */
  sequence?: number;
}

/** One calendar day of an event: wall-clock times in Malaysia, or all-day when unknown. */
export interface EventDay {
  /** 1-based. */
  day: number;
  /** "YYYY-MM-DD" in Malaysia. */
  date: string;
  /** "HHMMSS" wall-clock in Malaysia, or null for an all-day entry. */
  from: string | null;
  to: string | null;
}

const TIME_RANGE = /^\s*(\d{1,2}):(\d{2})\s*([AP]M)\s*[-–—]\s*(\d{1,2}):(\d{2})\s*([AP]M)\s*$/i;

function to24h(hour: string, minute: string, half: string): number | null {
  const h = Number(hour);
  const m = Number(minute);
  if (h < 1 || h > 12 || m > 59) return null;
  return ((h % 12) + (half.toUpperCase() === "PM" ? 12 : 0)) * 60 + m;
}

function hhmmss(minutes: number): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${pad(Math.floor(minutes / 60))}${pad(minutes % 60)}00`;
}

/**
 * "9:00 AM - 5:00 PM" → ["090000", "170000"]. Anything else ("To be
 * announced", a range that ends before it starts) → null, and the event
 * becomes all-day rather than getting invented times.
 */
export function parseSessionTime(time: string): [string, string] | null {
  const m = TIME_RANGE.exec(time);
  if (!m) return null;
  const [, h1 = "", m1 = "", p1 = "", h2 = "", m2 = "", p2 = ""] = m;
  const from = to24h(h1, m1, p1);
  const to = to24h(h2, m2, p2);
  if (from === null || to === null || to <= from) return null;
  return [hhmmss(from), hhmmss(to)];
}

/** One entry per Malaysian calendar day the event covers. */
export function eventDays(
  start: Date | string,
  end: Date | string | null | undefined,
  time: string,
): EventDay[] {
  const first = calendarDateKey(start);
  const session = parseSessionTime(time);
  return Array.from({ length: dayCount(start, end) }, (_, i) => ({
    day: i + 1,
    date: addDays(first, i),
    from: session?.[0] ?? null,
    to: session?.[1] ?? null,
  }));
}

/** "2026-01-05" → "20260105", the DATE form of RFC 5545 and Google Calendar. */
export function compactDate(key: string): string {
  return key.replace(/-/g, "");
}

function utcStamp(d: Date | string): string {
  return toDate(d)
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}Z$/, "Z");
}

/** "2026-01-05" + "090000" in Malaysia → "20260105T010000Z". */
function mytToUtc(date: string, time: string): string {
  const [y = 0, m = 1, d = 1] = date.split("-").map(Number);
  const hour = Number(time.slice(0, 2));
  const minute = Number(time.slice(2, 4));
  return utcStamp(new Date(Date.UTC(y, m - 1, d, hour - 8, minute)));
}

/**
 * Google Calendar's "add event" link. Google takes a single span, so a
 * multi-day event runs from the first day's start to the last day's end;
 * the .ics has the day-by-day entries.
 */
export function googleCalendarUrl(e: CalendarEventInput): string {
  const days = eventDays(e.start, e.end, e.time);
  const first = days[0];
  const last = days[days.length - 1];
  if (!first || !last) throw new RangeError("An event has at least one day");
  const dates =
    first.from !== null && last.to !== null
      ? `${mytToUtc(first.date, first.from)}/${mytToUtc(last.date, last.to)}`
      : `${compactDate(first.date)}/${compactDate(addDays(last.date, 1))}`;
  const params = new URLSearchParams({
    action: "TEMPLATE",
    text: e.title,
    dates,
    details: `${e.description}\n\n${e.url}`,
    location: e.location,
    ctz: MALAYSIA_TIME_ZONE,
  });
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}
