import type { AdminUser } from "#server/auth/sessions";
import { getDb } from "#server/runtime";
import { courseDays, dayLabel } from "./attendance";
import { changeAttendance, lockChosenAttendees } from "./attendance.server";
import { conflict, notFound, ok } from "#common/outcome";
import { changeRegistration, NOT_FOUND, type ActionOutcome } from "./registration-changes.server";

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
  return changeRegistration(courseId, registrationId, async (tx, { course, row }) => {
    if (course.date.getTime() > now.getTime()) {
      return conflict("Attendance can be marked once the course has started.");
    }
    const change = await changeAttendance(
      tx,
      actor,
      course,
      row,
      { present: attended, day: options.day ?? null, revokes: options.revokes ?? null },
      now,
    );
    if (!change.ok) return change;
    const days = courseDays(course.date, course.endDate);
    const on = days.length > 1 && options.day ? ` on ${dayLabel(days, options.day)}` : "";
    const parts = [`${row.reference} marked as ${attended ? "attended" : "not attended"}${on}`];
    if (change.value.revoked) parts.push(`certificate ${change.value.revoked} revoked`);
    return ok(parts.join(" · "));
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
    if (!chosen.ok) return chosen.reason === "not-found" ? notFound(NOT_FOUND) : chosen;
    const { course, rows } = chosen.value;
    const seatless = rows.filter((r) => r.status !== "registered" && r.status !== "confirmed");
    if (seatless.length > 0) {
      return conflict(
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
      if (!change.ok) return change;
      if (change.value.changed) changed++;
    }
    const days = courseDays(course.date, course.endDate);
    const what =
      days.length > 1 && day ? `marked present on ${dayLabel(days, day)}` : "marked attended";
    const already = rows.length - changed;
    return ok(`${changed} ${what}${already > 0 ? ` · ${already} already were` : ""}`);
  });
}
