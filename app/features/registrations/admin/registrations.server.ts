import { data } from "react-router";
import { z } from "zod";
import { and, asc, desc, eq, gt, inArray, lte, sql } from "drizzle-orm";
import type { AdminUser } from "#server/auth/sessions";
import type { Tx } from "#server/db/client";
import { certificates, masterclasses, registrationGroups, registrations } from "#server/db/schema";
import { getDb } from "#server/runtime";
import { cancelRegistrationIn } from "#app/features/registrations/manage-registration.server";
import { confirmBookingIn } from "#app/features/registrations/confirm-booking.server";
import { enqueueRegistrationMails } from "#app/features/registrations/registration-mails.server";
import {
  lockCourse,
  seatsTaken,
  SEAT_HOLDING,
  settleSeats,
  type LockedCourse,
} from "#app/features/registrations/seats.server";
import { recordAudit } from "#app/features/audit/audit.server";
import { courseDays, dayLabel, missingDays } from "./attendance";
import { changeAttendance, lockChosenAttendees, presentDays } from "./attendance.server";
import {
  offsetChunks,
  type CsvColumn,
  type CsvExport,
} from "#app/features/backoffice/export/csv-export.server";
import type { Attendee } from "./attendees";

export interface CourseSummary {
  id: string;
  title: string;
  date: Date;
  endDate: Date | null;
  classSize: number;
  seatsSold: number;
  confirmed: number;
  waitlisted: number;
}

/** Courses with their seat counts: upcoming (soonest first) or past (latest first). */
export async function listCourses(
  when: "upcoming" | "past",
  now = new Date(),
  page: { limit: number; offset: number } = { limit: 200, offset: 0 },
) {
  const counts = getDb()
    .select({
      courseId: registrations.productId,
      seatsSold:
        sql<number>`count(*) filter (where ${inArray(registrations.status, [...SEAT_HOLDING])})::int`.as(
          "seats_sold",
        ),
      confirmed:
        sql<number>`count(*) filter (where ${eq(registrations.status, "confirmed")})::int`.as(
          "confirmed",
        ),
      waitlisted:
        sql<number>`count(*) filter (where ${eq(registrations.status, "waitlisted")})::int`.as(
          "waitlisted",
        ),
    })
    .from(registrations)
    .where(eq(registrations.productType, "masterclass"))
    .groupBy(registrations.productId)
    .as("counts");
  const rows = await getDb()
    .select({
      id: masterclasses.id,
      title: masterclasses.title,
      date: masterclasses.date,
      endDate: masterclasses.endDate,
      classSize: masterclasses.classSize,
      seatsSold: sql<number>`coalesce(${counts.seatsSold}, 0)`,
      confirmed: sql<number>`coalesce(${counts.confirmed}, 0)`,
      waitlisted: sql<number>`coalesce(${counts.waitlisted}, 0)`,
    })
    .from(masterclasses)
    .leftJoin(counts, eq(counts.courseId, masterclasses.id))
    .where(when === "upcoming" ? gt(masterclasses.date, now) : lte(masterclasses.date, now))
    .orderBy(
      when === "upcoming" ? asc(masterclasses.date) : desc(masterclasses.date),
      asc(masterclasses.id),
    )
    .limit(page.limit)
    .offset(page.offset);
  return rows.map((row) => ({
    ...row,
    seatsSold: Number(row.seatsSold),
    confirmed: Number(row.confirmed),
    waitlisted: Number(row.waitlisted),
  })) satisfies CourseSummary[];
}

export async function findCourse(courseId: string) {
  const [course] = await getDb()
    .select()
    .from(masterclasses)
    .where(eq(masterclasses.id, courseId))
    .limit(1);
  return course ?? null;
}

/** Everyone registered for a course, in the order they registered. */
export async function listAttendees(courseId: string): Promise<Attendee[]> {
  const course = await findCourse(courseId);
  if (!course) return [];
  const days = courseDays(course.date, course.endDate);
  const rows = await getDb()
    .select({
      id: registrations.id,
      reference: registrations.reference,
      name: registrations.name,
      email: registrations.email,
      phone: registrations.phone,
      org: registrations.org,
      role: registrations.role,
      payment: registrations.payment,
      status: registrations.status,
      company: registrationGroups.companyName,
      groupReference: registrationGroups.reference,
      createdAt: registrations.createdAt,
      offerExpiresAt: registrations.offerExpiresAt,
      cancelledAt: registrations.cancelledAt,
      attendedAt: registrations.attendedAt,
      spamReason: registrations.spamReason,
      confirmBy: registrations.confirmBy,
      erasedAt: registrations.erasedAt,
      groupConfirmedAt: registrationGroups.confirmedAt,
      // The certificate issued for this attendance, if any (one per registration).
      certificateId: certificates.id,
      certificateStatus: certificates.status,
    })
    .from(registrations)
    .leftJoin(registrationGroups, eq(registrationGroups.id, registrations.groupId))
    .leftJoin(certificates, eq(certificates.registrationId, registrations.id))
    .where(and(eq(registrations.productType, "masterclass"), eq(registrations.productId, courseId)))
    .orderBy(asc(registrations.createdAt), asc(registrations.id));
  const marks = await presentDays(
    getDb(),
    days,
    rows.map((r) => r.id),
  );
  return rows.map(({ spamReason, erasedAt, groupConfirmedAt, ...row }) => {
    const presentDays = days.length > 1 ? (marks.get(row.id) ?? []) : [];
    return {
      ...row,
      spam: spamReason !== null,
      erased: erasedAt !== null,
      awaitingBooker:
        row.groupReference !== null && groupConfirmedAt === null && row.status !== "cancelled",
      presentDays,
      present:
        days.length > 1 ? missingDays(days, presentDays).length === 0 : row.attendedAt !== null,
    };
  });
}

/** Upcoming courses with a free seat, as targets of a move. */
export async function moveTargets(courseId: string, now = new Date()) {
  const courses = await listCourses("upcoming", now);
  return courses
    .filter((c) => c.id !== courseId && c.seatsSold < c.classSize)
    .map((c) => ({ id: c.id, title: c.title, date: c.date, free: c.classSize - c.seatsSold }));
}

export type ActionOutcome = { ok: true; message: string } | { ok: false; message: string };

const refused = (message: string): ActionOutcome => ({ ok: false, message });

async function lockedRegistration(tx: Tx, courseId: string, registrationId: string) {
  const course = await lockCourse(tx, courseId);
  if (!course) return null;
  const [row] = await tx
    .select()
    .from(registrations)
    .where(
      and(
        eq(registrations.id, registrationId),
        eq(registrations.productType, "masterclass"),
        eq(registrations.productId, courseId),
      ),
    )
    .for("update");
  return row ? { course, row } : null;
}

const NOT_FOUND = "That registration is not in this course any more. Reload the list.";

/** Payment received: registered → confirmed, and the registrant is told their seat is confirmed. */
export async function confirmPayment(
  actor: AdminUser,
  courseId: string,
  registrationId: string,
  now = new Date(),
): Promise<ActionOutcome> {
  return getDb().transaction(async (tx) => {
    const found = await lockedRegistration(tx, courseId, registrationId);
    if (!found) return refused(NOT_FOUND);
    const { course, row } = found;
    if (row.status !== "registered") {
      return refused(
        row.status === "confirmed"
          ? `${row.reference} is already confirmed.`
          : `Only a registered seat can be confirmed; ${row.reference} is ${row.status}.`,
      );
    }
    const [confirmed] = await tx
      .update(registrations)
      .set({ status: "confirmed", updatedAt: now })
      .where(eq(registrations.id, row.id))
      .returning();
    await enqueueRegistrationMails(tx, confirmed!, course, {
      recipients: "visitor",
      event: { kind: "confirmed" },
    });
    await recordAudit(tx, actor, {
      action: "registration.confirm",
      targetType: "registration",
      targetId: row.id,
      summary: `Confirmed the payment of ${row.reference} (${course.title})`,
      details: { reference: row.reference, courseId },
    });
    return { ok: true, message: `Payment confirmed for ${row.reference}` };
  });
}

/**
 * The team confirms a booking its contact has not: held seats become firm,
 * the attendees are mailed (as the contact's own click would do), audited.
 */
export async function confirmBookingFromBackOffice(
  actor: AdminUser,
  courseId: string,
  registrationId: string,
  now = new Date(),
): Promise<ActionOutcome> {
  return getDb().transaction(async (tx) => {
    const [row] = await tx
      .select({
        reference: registrations.reference,
        productId: registrations.productId,
        groupReference: registrationGroups.reference,
      })
      .from(registrations)
      .leftJoin(registrationGroups, eq(registrationGroups.id, registrations.groupId))
      .where(eq(registrations.id, registrationId))
      .limit(1);
    if (!row || row.productId !== courseId) return refused(NOT_FOUND);
    const reference = row.groupReference ?? row.reference;
    const outcome = await confirmBookingIn(tx, reference, now);
    if (outcome === "already") return refused(`${reference} is already confirmed.`);
    if (outcome === "expired")
      return refused(`${reference} was not confirmed in time; its seats have been released.`);
    if (outcome === "not-found") return refused(NOT_FOUND);
    await recordAudit(tx, actor, {
      action: "registration.confirm_booking",
      targetType: "registration",
      targetId: registrationId,
      summary: `Confirmed the booking ${reference} for its contact`,
      details: { reference, courseId },
    });
    return { ok: true, message: `Booking ${reference} confirmed` };
  });
}

/**
 * Cancels with the visitor's own cancellation (seat freed, offered to the
 * first person waiting, mails), plus the audit entry, in one transaction.
 */
export async function cancelFromBackOffice(
  actor: AdminUser,
  courseId: string,
  registrationId: string,
  now = new Date(),
): Promise<ActionOutcome> {
  return getDb().transaction(async (tx) => {
    const found = await lockedRegistration(tx, courseId, registrationId);
    if (!found) return refused(NOT_FOUND);
    const { course, row } = found;
    const outcome = await cancelRegistrationIn(tx, row.reference, now);
    if (outcome === "already-cancelled") return refused(`${row.reference} is already cancelled.`);
    if (outcome === "not-found") return refused(NOT_FOUND);
    await recordAudit(tx, actor, {
      action: "registration.cancel",
      targetType: "registration",
      targetId: row.id,
      summary: `Cancelled ${row.reference} (${course.title})`,
      details: { reference: row.reference, courseId, previousStatus: row.status },
    });
    return { ok: true, message: `Cancelled ${row.reference}` };
  });
}

/**
 * Moves a seat to another upcoming course with a free seat. Both courses are
 * locked (in id order, so two opposite moves cannot deadlock); the freed seat
 * of the old course goes to its waiting list; the registrant gets the new
 * course's details and .ics. The price snapshot is kept: it is what was agreed.
 */
export async function moveRegistration(
  actor: AdminUser,
  courseId: string,
  registrationId: string,
  targetId: string,
  now = new Date(),
): Promise<ActionOutcome> {
  if (targetId === courseId) return refused("Choose a different course to move to.");
  return getDb().transaction(async (tx) => {
    const locked = new Map<string, LockedCourse | null>();
    for (const id of [courseId, targetId].sort()) locked.set(id, await lockCourse(tx, id));
    const source = locked.get(courseId);
    const target = locked.get(targetId);
    if (!source) return refused(NOT_FOUND);
    if (!target) return refused("The course to move to does not exist.");
    const [row] = await tx
      .select()
      .from(registrations)
      .where(
        and(
          eq(registrations.id, registrationId),
          eq(registrations.productType, "masterclass"),
          eq(registrations.productId, courseId),
        ),
      )
      .for("update");
    if (!row) return refused(NOT_FOUND);
    if (row.status !== "registered" && row.status !== "confirmed") {
      return refused(`Only a seat that is held can be moved; ${row.reference} is ${row.status}.`);
    }
    if (target.date.getTime() <= now.getTime()) {
      return refused(`${target.title} has already started: registrations there are closed.`);
    }
    if ((await seatsTaken(tx, target.id)) >= target.classSize) {
      return refused(`${target.title} is full: no seat to move ${row.reference} to.`);
    }
    const [already] = await tx
      .select({ reference: registrations.reference })
      .from(registrations)
      .where(
        and(
          eq(registrations.productId, target.id),
          sql`lower(${registrations.email}) = lower(${row.email})`,
          sql`${registrations.status} <> 'cancelled'`,
        ),
      )
      .limit(1);
    if (already) {
      return refused(`This person already has a place in ${target.title} (${already.reference}).`);
    }
    const [moved] = await tx
      .update(registrations)
      .set({
        productId: target.id,
        productTitle: target.title,
        attendedAt: null,
        updatedAt: now,
      })
      .where(eq(registrations.id, row.id))
      .returning();
    await settleSeats(tx, source, now);
    await enqueueRegistrationMails(tx, moved!, target, {
      recipients: "visitor",
      event: { kind: "moved", movedFrom: source.title },
    });
    await recordAudit(tx, actor, {
      action: "registration.move",
      targetType: "registration",
      targetId: row.id,
      summary: `Moved ${row.reference} from ${source.title} to ${target.title}`,
      details: { reference: row.reference, from: source.id, to: target.id },
    });
    return { ok: true, message: `Moved ${row.reference} to ${target.title}` };
  });
}

/**
 * Attendance, once the course has started: present (or not) on the course,
 * or on one `day` of a multi-day course. Taking presence back from someone
 * with a valid certificate revokes it in the same transaction, once the
 * team confirmed it by sending its ID as `revokes` (attendance.server.ts).
 */
export async function setAttended(
  actor: AdminUser,
  courseId: string,
  registrationId: string,
  attended: boolean,
  options: { day?: string | null; revokes?: string | null } = {},
  now = new Date(),
): Promise<ActionOutcome> {
  return getDb().transaction(async (tx) => {
    const found = await lockedRegistration(tx, courseId, registrationId);
    if (!found) return refused(NOT_FOUND);
    const { course, row } = found;
    if (course.date.getTime() > now.getTime()) {
      return refused("Attendance can be marked once the course has started.");
    }
    const change = await changeAttendance(
      tx,
      actor,
      course,
      row,
      { present: attended, day: options.day ?? null, revokes: options.revokes ?? null },
      now,
    );
    if (!change.ok) return refused(change.message);
    const days = courseDays(course.date, course.endDate);
    const on = days.length > 1 && options.day ? ` on ${dayLabel(days, options.day)}` : "";
    const parts = [`${row.reference} marked as ${attended ? "attended" : "not attended"}${on}`];
    if (change.revoked) parts.push(`certificate ${change.revoked} revoked`);
    return { ok: true, message: parts.join(" · ") };
  });
}

/**
 * The attendee list's bulk marking: the chosen seat holders present on the
 * course (or on `day` of a multi-day course), all or none, in one transaction.
 */
export async function markPresent(
  actor: AdminUser,
  courseId: string,
  registrationIds: readonly string[],
  day: string | null,
  now = new Date(),
): Promise<ActionOutcome> {
  return getDb().transaction(async (tx) => {
    const chosen = await lockChosenAttendees(tx, courseId, registrationIds, now);
    if (!chosen.ok) return refused(chosen.notFound ? NOT_FOUND : chosen.message);
    const { course, rows } = chosen;
    const seatless = rows.filter((r) => r.status !== "registered" && r.status !== "confirmed");
    if (seatless.length > 0) {
      return refused(
        `Only people holding a seat can be marked present. Nobody was marked: ${seatless
          .map((r) => `${r.name} (${r.reference}, ${r.status})`)
          .join(", ")} had no seat.`,
      );
    }
    let changed = 0;
    for (const row of rows) {
      const change = await changeAttendance(
        tx,
        actor,
        course,
        row,
        { present: true, day, revokes: null },
        now,
      );
      // Seats were checked above, so a refusal can only concern the day: the
      // same for every row, it comes at the first one, before anything is written.
      if (!change.ok) return refused(change.message);
      if (change.changed) changed++;
    }
    const days = courseDays(course.date, course.endDate);
    const what =
      days.length > 1 && day ? `marked present on ${dayLabel(days, day)}` : "marked attended";
    const already = rows.length - changed;
    return {
      ok: true,
      message: `${changed} ${what}${already > 0 ? ` · ${already} already were` : ""}`,
    };
  });
}

/** `?when=past` or upcoming: the overview's choice, as its page reads it. */
export function courseWhen(params: URLSearchParams): "upcoming" | "past" {
  return params.get("when") === "past" ? "past" : "upcoming";
}

const COURSE_CSV_COLUMNS: CsvColumn<CourseSummary>[] = [
  { header: "Course", value: (c) => c.title },
  { header: "Starts", value: (c) => c.date },
  { header: "Ends", value: (c) => c.endDate },
  { header: "Class size", value: (c) => c.classSize },
  { header: "Seats sold", value: (c) => c.seatsSold },
  { header: "Confirmed", value: (c) => c.confirmed },
  { header: "Waiting list", value: (c) => c.waitlisted },
  { header: "Course ID", value: (c) => c.id },
];

/** The registrations overview (upcoming or past courses with their counts) as CSV. */
export function coursesExport(params: URLSearchParams): CsvExport<CourseSummary> {
  const when = courseWhen(params);
  const now = new Date();
  return {
    name: `registrations-${when}`,
    columns: COURSE_CSV_COLUMNS,
    chunks: offsetChunks((limit, offset) => listCourses(when, now, { limit, offset })),
  };
}

const ATTENDEE_CSV_COLUMNS: CsvColumn<Attendee>[] = [
  { header: "Reference", value: (a) => a.reference },
  { header: "Name", value: (a) => a.name },
  { header: "E-mail", value: (a) => a.email },
  { header: "Phone", value: (a) => a.phone },
  { header: "Organisation", value: (a) => a.org },
  { header: "Job role", value: (a) => a.role },
  { header: "Payment mode", value: (a) => a.payment },
  { header: "Status", value: (a) => a.status },
  { header: "Group company", value: (a) => a.company },
  { header: "Group reference", value: (a) => a.groupReference },
  { header: "Registered at", value: (a) => a.createdAt },
  { header: "Offer expires at", value: (a) => a.offerExpiresAt },
  { header: "Cancelled at", value: (a) => a.cancelledAt },
  { header: "Attended at", value: (a) => a.attendedAt },
  { header: "Certificate", value: (a) => a.certificateId },
  { header: "Certificate status", value: (a) => a.certificateStatus },
  // Multi-day courses only: the days marked present, "YYYY-MM-DD" apart by spaces.
  { header: "Days present", value: (a) => a.presentDays.join(" ") },
];

/** One course's registrations as CSV; an unknown course is a 404. */
export async function attendeesExport(courseId: string | undefined): Promise<CsvExport<Attendee>> {
  const id = z.uuid().safeParse(courseId);
  const course = id.success ? await findCourse(id.data) : null;
  if (!course) throw data({ error: "No such course" }, { status: 404 });
  const attendees = await listAttendees(course.id);
  return {
    name: `registrations-${course.slug}`,
    columns: ATTENDEE_CSV_COLUMNS,
    chunks: (async function* () {
      yield attendees;
    })(),
  };
}
