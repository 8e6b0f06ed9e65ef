/**
 * The calendar facts of a masterclass, shared by its page (Google Calendar
 * link, Event Details) and the server's .ics route, so both say the same.
 */
import type { CalendarEventInput } from "./ics";
import type { MasterclassContent } from "./masterclass-content";

/** Spec defaults for the session time. */
export const DEFAULT_TIME = "9:00 AM - 5:00 PM";
export const TIME_TO_BE_ANNOUNCED = "To be announced";

/** Spec §9: every physical event is in Kuala Lumpur. */
export const PHYSICAL_PLACE = "Kuala Lumpur, Malaysia";
/** The joining link is sent closer to the date, so the calendar can only say "online". */
export const ONLINE_PLACE = "Online (the joining link is e-mailed to participants)";

/**
 * A missing logistics block gets the default session; a block that leaves
 * the time out has not fixed it yet.
 */
export function sessionTime(content: MasterclassContent | null | undefined): string {
  const logistics = content?.logistics;
  if (!logistics) return DEFAULT_TIME;
  const time = typeof logistics.time === "string" ? logistics.time.trim() : "";
  return time || TIME_TO_BE_ANNOUNCED;
}

export interface MasterclassEventFacts {
  slug: string;
  title: string;
  subtitle: string | null;
  format: "virtual" | "physical";
  date: Date | string;
  endDate: Date | string | null;
  updatedAt: Date | string;
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
    location: m.format === "physical" ? PHYSICAL_PLACE : ONLINE_PLACE,
    start: m.date,
    end: m.endDate,
    time: sessionTime(m.content),
    stamp: m.updatedAt,
  };
}
