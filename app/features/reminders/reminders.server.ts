import { and, gt, inArray, isNull, lte } from "drizzle-orm";
import type { Tx } from "#server/db/client";
import { masterclasses, registrations } from "#server/db/schema";
import { siteUrlOf } from "#server/email/service";
import { getConfig, getDb } from "#server/runtime";
import { buildIcs } from "#common/ics.server";
import { formatMYR } from "#common/money";
import { masterclassCalendarEvent, placeOf, sessionTime } from "#common/masterclass-event";
import { courseWhenLabel } from "#server/email/templates/format";
import { joinLinkOf } from "#app/features/catalogue/course-join-link.server";
import { registrationLinkPath } from "#app/features/registrations/registration-links.server";
import { onTheirOwnWord } from "#app/features/registrations/registration-lookup.server";
import { courseRegistrations, sendOnce } from "./reminder-claims.server";
import { reminderExtras } from "./reminder-extras.server";
import { enqueueReminderMail } from "./reminder-mail.server";
import { dueReminder, REMINDER_LEAD, type ReminderKind } from "./reminder-rules";

type Course = typeof masterclasses.$inferSelect;
type Registration = typeof registrations.$inferSelect;

/**
 * A firm seat: booked or paid, not waiting for its booker's confirmation click (nor for an
 * HRDC contact's), not held for review, not erased. Only these are reminded (the waiting
 * list, an open offer, a pending booking and a cancelled place hold no seat to come to).
 */
export const firmSeat = and(
  inArray(registrations.status, ["registered", "confirmed"]),
  onTheirOwnWord,
  isNull(registrations.spamReason),
  isNull(registrations.erasedAt),
);

/** A Self Payment still unpaid gets the payment reminder instead of the course reminder. */
export function owesPayment(r: Pick<Registration, "payment" | "status">): boolean {
  return r.payment === "individual" && r.status === "registered";
}

export function mapsSearchUrl(venue: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(venue)}`;
}

async function queueReminder(
  tx: Tx,
  course: Course,
  person: Registration,
  kind: ReminderKind,
  siteUrl: string,
): Promise<void> {
  const venue = course.venue?.trim();
  const joinUrl = course.format === "virtual" ? await joinLinkOf(tx, course.id) : null;
  const extras = await reminderExtras(tx, person.id);
  const payment = owesPayment(person);
  await enqueueReminderMail(tx, payment ? "payment" : "course", person.id, {
    name: person.name,
    email: person.email,
    reference: person.reference,
    kind,
    courseTitle: course.title,
    courseSlug: course.slug,
    when:
      courseWhenLabel(
        course.date.toISOString(),
        course.endDate?.toISOString() ?? null,
        sessionTime(course.date, course.endDate),
      ) ?? course.date.toISOString(),
    format: course.format,
    place: placeOf(course.format, course.venue),
    mapUrl: course.format === "physical" && venue ? mapsSearchUrl(venue) : undefined,
    // The way in only for a seat that is paid or needs no payment from this person.
    joinUrl: joinUrl && !payment ? joinUrl : undefined,
    amount: payment && person.productPrice ? formatMYR(person.productPrice) : undefined,
    cancelPath: registrationLinkPath("cancel", person.reference, course.date),
    extraLines: extras.lines,
    attachments: [
      {
        filename: `${course.slug}.ics`,
        contentType: "text/calendar; charset=utf-8; method=PUBLISH",
        content: buildIcs(masterclassCalendarEvent(course, siteUrl)),
      },
      ...extras.attachments,
    ],
  });
}

/**
 * Queues every reminder due at `now`, one transaction per person: the claim row and the
 * outbox row commit together or not at all. Returns how many mails were queued.
 */
export async function sendDueReminders(now = new Date()): Promise<number> {
  const db = getDb();
  const siteUrl = siteUrlOf(getConfig());
  const courses = await db
    .select()
    .from(masterclasses)
    .where(
      and(
        gt(masterclasses.date, now),
        lte(masterclasses.date, new Date(now.getTime() + REMINDER_LEAD["7d"])),
      ),
    );
  let queued = 0;
  for (const course of courses) {
    const people = await courseRegistrations(db, course.id, firmSeat);
    for (const person of people) {
      const kind = dueReminder(course.date, now, person.createdAt);
      if (!kind) continue;
      const sent = await sendOnce(db, person.id, firmSeat, kind, course.date, (tx, current) =>
        queueReminder(tx, course, current, kind, siteUrl),
      );
      if (sent) queued += 1;
    }
  }
  return queued;
}
