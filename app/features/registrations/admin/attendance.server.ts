import { and, asc, eq, inArray } from "drizzle-orm";
import type { AdminUser } from "#server/auth/sessions";
import type { Db, Tx } from "#server/db/client";
import { attendanceDays, certificates, registrations } from "#server/db/schema";
import { conflict, notFound, ok, type CommonReason, type Outcome } from "#common/outcome";
import { lockCourse, type LockedCourse } from "#app/features/registrations/seats.server";
import { recordAudit } from "#app/features/audit/audit.server";
import { todayInMalaysia } from "#app/features/certificates/admin/certificates.schema";
import {
  ATTENDANCE_WITHDRAWN,
  revokeCertificateIn,
} from "#app/features/certificates/admin/revoke.server";
import { courseDays, dayLabel, missingDays } from "./attendance";

/**
 * Attendance as the team marks it (docs/decisions/0019-certificates-follow-attendance.md):
 * `registrations.attended_at` means "present on every day of the course".
 * A single-day course needs nothing else; a multi-day one keeps a row per
 * day in `attendance_days`, and attended_at is set only while every day has
 * its row. Taking presence back revokes the certificate it produced, in the
 * same transaction — but only when the team has seen and confirmed which one.
 */

type RegistrationRow = typeof registrations.$inferSelect;

/**
 * The days each registration was marked present, for a multi-day course;
 * a single-day course reads no day rows at all.
 */
export async function presentDays(
  db: Tx | Db,
  days: readonly string[],
  registrationIds: readonly string[],
): Promise<Map<string, string[]>> {
  const marks = new Map<string, string[]>();
  if (days.length < 2 || registrationIds.length === 0) return marks;
  const rows = await db
    .select({ registrationId: attendanceDays.registrationId, day: attendanceDays.day })
    .from(attendanceDays)
    .where(
      and(
        inArray(attendanceDays.registrationId, [...registrationIds]),
        inArray(attendanceDays.day, [...days]),
      ),
    );
  for (const { registrationId, day } of rows) {
    marks.set(registrationId, [...(marks.get(registrationId) ?? []), day]);
  }
  for (const list of marks.values()) list.sort();
  return marks;
}

export type AttendanceChange = Outcome<{ changed: boolean; revoked: string | null }, "conflict">;

/**
 * Marks a seat holder present (or takes it back) on the course, or on one day
 * of a multi-day course, inside the caller's transaction (course and
 * registration locked by the caller). `revokes` is the certificate ID the
 * team was shown and confirmed: taking presence back from someone holding a
 * valid certificate is refused without it, so nobody revokes by surprise.
 */
export async function changeAttendance(
  tx: Tx,
  actor: AdminUser,
  course: LockedCourse,
  row: RegistrationRow,
  change: { present: boolean; day: string | null; revokes: string | null },
  now: Date,
): Promise<AttendanceChange> {
  if (row.status !== "registered" && row.status !== "confirmed") {
    return conflict(`${row.reference} had no seat (${row.status}).`);
  }
  const days = courseDays(course.date, course.endDate);
  const multiDay = days.length > 1;
  let day: string | null = null;
  if (multiDay) {
    if (!change.day) return conflict("Choose the day of the course to mark.");
    if (!days.includes(change.day)) {
      return conflict(`${change.day} is not a day of ${course.title}.`);
    }
    if (change.present && change.day > todayInMalaysia(now)) {
      return conflict(
        `Attendance for ${dayLabel(days, change.day)} can be marked from that day on.`,
      );
    }
    day = change.day;
  }

  let marked: boolean;
  if (!multiDay) {
    marked = row.attendedAt !== null;
  } else {
    const [existing] = await tx
      .select({ day: attendanceDays.day })
      .from(attendanceDays)
      .where(and(eq(attendanceDays.registrationId, row.id), eq(attendanceDays.day, day!)));
    marked = existing !== undefined;
  }
  if (marked === change.present) return ok({ changed: false, revoked: null });

  let revoke: { id: string; program: string } | null = null;
  if (!change.present) {
    const [certificate] = await tx
      .select({ id: certificates.id, program: certificates.program })
      .from(certificates)
      .where(and(eq(certificates.registrationId, row.id), eq(certificates.status, "valid")))
      .for("update");
    if (certificate) {
      if (change.revokes !== certificate.id) {
        return conflict(
          `${row.name}'s certificate ${certificate.id} will be revoked if ${row.reference} is marked not attended. Reload the list and confirm it there.`,
        );
      }
      revoke = certificate;
    }
  }

  let attendedAt: Date | null;
  if (!multiDay) {
    attendedAt = change.present ? now : null;
  } else {
    if (change.present) {
      await tx
        .insert(attendanceDays)
        .values({ registrationId: row.id, day: day!, markedAt: now, markedBy: actor.id })
        .onConflictDoNothing();
    } else {
      await tx
        .delete(attendanceDays)
        .where(and(eq(attendanceDays.registrationId, row.id), eq(attendanceDays.day, day!)));
    }
    const marks = (await presentDays(tx, days, [row.id])).get(row.id) ?? [];
    attendedAt = missingDays(days, marks).length === 0 ? (row.attendedAt ?? now) : null;
  }
  if ((attendedAt === null) !== (row.attendedAt === null) || (!multiDay && change.present)) {
    await tx
      .update(registrations)
      .set({ attendedAt, updatedAt: now })
      .where(eq(registrations.id, row.id));
  }
  const what = change.present ? "attended" : "not attended";
  await recordAudit(tx, actor, {
    action: change.present ? "registration.attended" : "registration.not-attended",
    targetType: "registration",
    targetId: row.id,
    summary: `Marked ${row.reference} as ${what}${day ? ` on ${dayLabel(days, day)}` : ""} (${course.title})`,
    details: { reference: row.reference, courseId: course.id, ...(day ? { day } : {}) },
  });
  if (revoke) {
    await revokeCertificateIn(
      tx,
      actor,
      revoke,
      { revokedAt: now, revokedOn: todayInMalaysia(now), reason: ATTENDANCE_WITHDRAWN },
      { registration: row.reference, ...(day ? { day } : {}) },
    );
  }
  return ok({ changed: true, revoked: revoke?.id ?? null });
}

type Registration = typeof registrations.$inferSelect;

/**
 * The bulk actions' common start (mark present, issue certificates): the
 * course locked, then the chosen registrations of it locked in the order
 * they registered. Refused, with what to tell the team, when the course is
 * unknown or has not started, or when a chosen registration is not in it.
 */
export async function lockChosenAttendees(
  tx: Tx,
  courseId: string,
  registrationIds: readonly string[],
  now: Date,
): Promise<Outcome<{ course: LockedCourse; rows: Registration[] }, CommonReason>> {
  const course = await lockCourse(tx, courseId);
  if (!course) return notFound("There is no such course.");
  if (course.date.getTime() > now.getTime()) {
    return conflict("Attendance can be marked once the course has started.");
  }
  const rows = await tx
    .select()
    .from(registrations)
    .where(
      and(
        inArray(registrations.id, [...registrationIds]),
        eq(registrations.productType, "masterclass"),
        eq(registrations.productId, course.id),
      ),
    )
    .orderBy(asc(registrations.createdAt), asc(registrations.id))
    .for("update");
  if (rows.length !== registrationIds.length) {
    return conflict(
      "Some of the chosen attendees are not in this course any more. Reload the list.",
    );
  }
  return ok({ course, rows });
}
