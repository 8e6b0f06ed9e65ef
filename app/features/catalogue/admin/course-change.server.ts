import { eq, sql } from "drizzle-orm";
import type { AdminUser } from "#server/auth/sessions";
import type { Tx } from "#server/db/client";
import { masterclasses } from "#server/db/schema";
import { siteUrlOf } from "#server/email/service";
import { getConfig } from "#server/runtime";
import { buildIcs } from "#common/ics.server";
import { masterclassCalendarEvent } from "#common/masterclass-event";
import { recordAudit } from "#app/features/audit/audit.server";
import { registrationLinkPath } from "#app/features/registrations/registration-links.server";
import { noteOnRegistrations } from "#app/features/registrations/admin/registration-notes.server";
import { courseAudience } from "#app/features/registrations/admin/course-audience.server";
import { seatsTaken } from "#app/features/registrations/seats.server";
import { joinLinkOf } from "../course-join-link.server";
import { courseChanges, shrinkWarning, type CourseFacts, type FactChange } from "./course-change";
import { enqueueCourseChangeMail } from "./course-change-mail.server";

type Course = typeof masterclasses.$inferSelect;

export function factsOf(course: Course, joinUrl: string | null): CourseFacts {
  return {
    date: course.date,
    endDate: course.endDate,
    format: course.format,
    venue: course.venue,
    joinUrl,
  };
}

/** What saving would change for the people on the course, asked before it is saved. */
export interface ChangeQuestion {
  changes: FactChange[];
  booked: number;
  waiting: number;
  /** Set when the new class size is below the seats held or offered. */
  shrink: string | null;
}

/** The question to ask before saving, or null when the save needs nobody's word. */
export async function changeQuestion(
  tx: Tx,
  current: Course,
  next: CourseFacts,
  nextClassSize: number,
): Promise<ChangeQuestion | null> {
  const changes = courseChanges(factsOf(current, await joinLinkOf(tx, current.id)), next);
  const audience = changes.length > 0 ? await courseAudience(tx, current.id) : null;
  const askNotify = audience !== null && audience.booked.length + audience.waiting.length > 0;
  const shrink =
    nextClassSize < current.classSize
      ? shrinkWarning(await seatsTaken(tx, current.id), nextClassSize)
      : null;
  if (!askNotify && !shrink) return null;
  return {
    changes: askNotify ? changes : [],
    booked: audience?.booked.length ?? 0,
    waiting: audience?.waiting.length ?? 0,
    shrink,
  };
}

/**
 * Tells everyone on the course what changed, in the transaction of the
 * change: the course's calendar sequence goes up first, so the attached .ics
 * (same UID as the confirmation's) replaces the event in their calendars.
 * Each mail is filed with its registration, with a note in its history; one
 * audit entry says how many were told. Returns how many mails were queued.
 */
export async function notifyCourseChange(
  tx: Tx,
  actor: AdminUser,
  course: Course,
  changes: FactChange[],
): Promise<number> {
  const { booked, waiting } = await courseAudience(tx, course.id);
  const people = [...booked, ...waiting];
  if (changes.length === 0 || people.length === 0) return 0;
  const [sequenced] = await tx
    .update(masterclasses)
    .set({ calendarSequence: sql`${masterclasses.calendarSequence} + 1` })
    .where(eq(masterclasses.id, course.id))
    .returning();
  const now = sequenced ?? course;
  const calendar = buildIcs(masterclassCalendarEvent(now, siteUrlOf(getConfig())));
  const cancellable = now.date.getTime() > Date.now();
  const told: typeof people = [];
  for (const person of people) {
    const waitingPerson = person.status === "waitlisted";
    // The way in is for a firm seat only: an open offer and the waiting list are told of
    // every other change, never the link (the audience holds no unconfirmed booking).
    const firmSeat = person.status === "registered" || person.status === "confirmed";
    const theirs = firmSeat ? changes : changes.filter((c) => c.label !== "Joining link");
    if (theirs.length === 0) continue;
    told.push(person);
    await enqueueCourseChangeMail(tx, person.id, {
      name: person.name,
      email: person.email,
      reference: person.reference,
      courseTitle: now.title,
      courseSlug: now.slug,
      waiting: waitingPerson,
      changes: theirs,
      cancelPath: cancellable
        ? registrationLinkPath("cancel", person.reference, now.date)
        : undefined,
      // The waiting list holds no seat, so nothing goes into their calendar yet.
      calendarFile: waitingPerson ? undefined : calendar,
      calendarFileName: waitingPerson ? undefined : `${now.slug}.ics`,
    });
  }
  const toldWaiting = told.filter((p) => p.status === "waitlisted").length;
  const toldBooked = told.length - toldWaiting;
  const what = changes.map((c) => `${c.label.toLowerCase()}: ${c.from} → ${c.to}`).join("; ");
  await noteOnRegistrations(
    tx,
    actor,
    told.map((p) => p.id),
    `Told of the course change (${what})`,
  );
  await recordAudit(tx, actor, {
    action: "masterclass.notify",
    targetType: "masterclass",
    targetId: course.id,
    summary: `Mailed the change of ${now.title} to ${toldBooked} booked and ${toldWaiting} waiting`,
    details: {
      changes,
      booked: toldBooked,
      waiting: toldWaiting,
      sequence: now.calendarSequence,
    },
  });
  return told.length;
}
