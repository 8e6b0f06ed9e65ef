/**
 * The .ics file of "Add to calendar" (RFC 5545): one VEVENT per Malaysian
 * calendar day, written by the `ics` package. Server-only: `ics` brings yup
 * along, far too heavy for the public page that links here (./ics holds
 * what the page and this file share).
 *
 * What `ics` cannot write is done around it, in four small steps:
 * - the calendar head: `ics` writes no VTIMEZONE, so its VEVENTs are put in
 *   our own head, which carries Malaysia's zone when the times are fixed;
 * - the zone: `ics` writes wall-clock times only as "floating" times
 *   (DTSTART:20260310T090000, no TZID parameter); they get
 *   `;TZID=Asia/Kuala_Lumpur`, so a calendar abroad shows the right hour;
 * - the URL: `ics` refuses a URL its own pattern does not know (an IPv6 or
 *   underscore host, which the request's address can be when PUBLIC_URL is
 *   unset), failing the whole file, so the URL line is added here;
 * - folding: `ics` folds at 75 characters with a tab, but RFC 5545 counts 75
 *   octets (an accented title would overrun), so its lines are unfolded and
 *   folded again by octets.
 */
import { createEvents, type DateArray, type EventAttributes } from "ics";
import { addDays, MALAYSIA_TIME_ZONE, toDate } from "./dates";
import { compactDate, eventDays, type CalendarEventInput } from "./ics";

const HEAD = [
  "BEGIN:VCALENDAR",
  "VERSION:2.0",
  "PRODID:-//AIHQ//Masterclasses//EN",
  "CALSCALE:GREGORIAN",
  "METHOD:PUBLISH",
];

// Malaysia has kept UTC+8 without daylight saving since 1982, so one
// STANDARD rule describes every date we will ever schedule.
const VTIMEZONE = [
  "BEGIN:VTIMEZONE",
  `TZID:${MALAYSIA_TIME_ZONE}`,
  "BEGIN:STANDARD",
  "DTSTART:19820101T000000",
  "TZOFFSETFROM:+0800",
  "TZOFFSETTO:+0800",
  "TZNAME:MYT",
  "END:STANDARD",
  "END:VTIMEZONE",
];

const FLOATING_TIME = /^(DTSTART|DTEND):(\d{8}T\d{6})$/;

const MAX_LINE_OCTETS = 75;

/** UTF-8 length of one character (a lone surrogate is written as U+FFFD, 3 octets). */
function octetsOf(char: string): number {
  const code = char.codePointAt(0) ?? 0;
  return code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
}

/**
 * Folds a content line at 75 octets (RFC 5545 §3.1); a continuation line
 * starts with one space, which counts towards its 75. A multi-byte
 * character is never split.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = octetsOf(char);
    const limit = parts.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = "";
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

/** `ics` escapes CRLF and LF but not a lone CR, which would end the line early. */
function text(value: string): string {
  return value.replace(/\r\n?/g, "\n");
}

/** "2026-03-10" → [2026, 3, 10], the form in which `ics` writes an all-day DATE. */
function dateArray(key: string): DateArray {
  const [year = 0, month = 1, day = 1] = key.split("-").map(Number);
  return [year, month, day];
}

/** `ics` writes `timestamp` as DTSTAMP but leaves it out of its type definitions. */
type IcsEvent = EventAttributes & { timestamp: number };

/** A VCALENDAR with one VEVENT per day, CRLF line ends and folded lines. */
export function buildIcs(e: CalendarEventInput): string {
  const days = eventDays(e.start, e.end, e.time);
  const timed = days.some((d) => d.from !== null);
  const events = days.map((d): IcsEvent => {
    const summary = days.length > 1 ? `${e.title} (Day ${d.day} of ${days.length})` : e.title;
    const date = compactDate(d.date);
    return {
      uid: `${e.slug}-day-${d.day}@${e.uidDomain}`,
      timestamp: toDate(e.stamp).getTime(),
      title: text(summary),
      description: text(`${e.description}\n\n${e.url}`),
      location: text(e.location),
      sequence: e.sequence ?? 0,
      status: "CONFIRMED",
      transp: "OPAQUE",
      ...(d.from !== null && d.to !== null
        ? { start: `${date}T${d.from}`, end: `${date}T${d.to}` }
        : { start: dateArray(d.date), end: dateArray(addDays(d.date, 1)) }),
    };
  });
  const { error, value } = createEvents(events);
  if (error || value === null) throw error ?? new Error("ics wrote no calendar");
  const lines = value.replace(/\r\n\t/g, "").split("\r\n");
  const vevents = lines
    .slice(lines.indexOf("BEGIN:VEVENT"), lines.lastIndexOf("END:VCALENDAR"))
    .flatMap((line) =>
      line === "END:VEVENT"
        ? [`URL:${e.url}`, line]
        : [line.replace(FLOATING_TIME, `$1;TZID=${MALAYSIA_TIME_ZONE}:$2`)],
    );
  const calendar = [...HEAD, ...(timed ? VTIMEZONE : []), ...vevents, "END:VCALENDAR"];
  return calendar.map(foldLine).join("\r\n") + "\r\n";
}
