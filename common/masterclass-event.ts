/**
 * The calendar facts of a masterclass, shared by its page (Google Calendar
 * link, Event Details), its mails and the server's .ics route, so all say the
 * same. Every date, time and place comes from the course's own fields
 * (docs/decisions/0035-course-changes-reach-people.md).
 */
import { formatTime, toDate } from "./dates";
import type { CalendarEventInput } from "./ics";
import type { MasterclassContent } from "./masterclass-content";

export const TIME_TO_BE_ANNOUNCED = "To be announced";

/** A physical event without a venue of its own is in Kuala Lumpur, as on the original site. */
export const PHYSICAL_PLACE = "Kuala Lumpur, Malaysia";
/** The joining link is sent to participants only, so the calendar can only say "online". */
export const ONLINE_PLACE = "Online (the joining link is e-mailed to participants)";

const MINUTES_PER_DAY = 1_440;
// Malaysia has kept UTC+8 without daylight saving since 1982.
const MALAYSIA_OFFSET_MINUTES = 480;

/** Minutes after midnight, Malaysia time. */
function clockOf(d: Date | string): number {
  const minutes = Math.floor(toDate(d).getTime() / 60_000) + MALAYSIA_OFFSET_MINUTES;
  return ((minutes % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
}

/**
 * The daily session, "9:00 AM - 5:00 PM" (Malaysia time): from the start's
 * clock to the end's (the end is on the last day). Without an end, or with
 * an end whose clock is not after the start's, the time is not fixed yet.
 */
export function sessionTime(start: Date | string, end: Date | string | null | undefined): string {
  if (!end || clockOf(end) <= clockOf(start)) return TIME_TO_BE_ANNOUNCED;
  return `${formatTime(start)} - ${formatTime(end)}`;
}

/** Where the course happens, as the page's Format row, the mails and the .ics say it. */
export function placeOf(format: "virtual" | "physical", venue: string | null | undefined): string {
  const where = venue?.trim();
  if (format === "physical") return where ? `In person at ${where}` : PHYSICAL_PLACE;
  return where ? `Online (${where}; the joining link is e-mailed to participants)` : ONLINE_PLACE;
}

export interface MasterclassEventFacts {
  slug: string;
  title: string;
  subtitle: string | null;
  format: "virtual" | "physical";
  venue: string | null;
  date: Date | string;
  endDate: Date | string | null;
  updatedAt: Date | string;
  /** Raised on each change mailed to the people booked (the .ics SEQUENCE). */
  calendarSequence: number;
  content: MasterclassContent | null;
}

export function masterclassCalendarEvent(
  m: MasterclassEventFacts,
  origin: string,
): CalendarEventInput {
  const url = new URL(`/shop/masterclasses/${m.slug}`, origin);
  const about = typeof m.content?.about === "string" ? m.content.about.trim() : "";
  return {
    slug: m.slug,
    uidDomain: url.hostname,
    title: m.title,
    description: m.subtitle?.trim() || about || m.title,
    url: url.toString(),
    location: placeOf(m.format, m.venue),
    start: m.date,
    end: m.endDate,
    time: sessionTime(m.date, m.endDate),
    stamp: m.updatedAt,
    sequence: m.calendarSequence,
  };
}
