import { and, eq } from "drizzle-orm";
import type { AdminUser } from "#server/auth/sessions";
import type { Tx } from "#server/db/client";
import { adminUsers, registrations, ticketCheckIns } from "#server/db/schema";
import { getDb } from "#server/runtime";
import { calendarDateKey } from "#common/dates";
import { lockCourse } from "#app/features/registrations/seats.server";
import { courseDays } from "#app/features/registrations/admin/attendance";
import { changeAttendance } from "#app/features/registrations/admin/attendance.server";
import { findTicket, ntwTicketFor, ticketFor, type TicketView } from "../tickets.server";
import { paymentState, type CheckInAnswer } from "../check-in-result";

/**
 * Checking someone in at the door (docs/decisions/0041-tickets-and-check-in.md):
 * one `ticket_check_ins` row per ticket and Malaysian day is the idempotency
 * key, so a replayed scan (the browser's offline queue, two phones at one
 * door) answers "already checked in" and writes nothing twice. A masterclass
 * check-in marks attendance for the day in the same transaction, through the
 * attendance sheet's own code, so certificates follow it.
 */

export type CheckInRequest = { courseId: string } & (
  { token: string } | { registrationId: string }
);

async function existingCheckIn(tx: Tx, ticketId: string, day: string) {
  const [row] = await tx
    .select({ at: ticketCheckIns.checkedInAt, by: adminUsers.name })
    .from(ticketCheckIns)
    .leftJoin(adminUsers, eq(adminUsers.id, ticketCheckIns.checkedInBy))
    .where(and(eq(ticketCheckIns.ticketId, ticketId), eq(ticketCheckIns.day, day)));
  return row ?? null;
}

function person(actor: AdminUser, view: TicketView, payment: string | null, status: string | null) {
  return {
    name: view.name,
    org: view.org,
    course: view.courseTitle,
    // Door staff are told who it is and whether they paid; the reference stays with admins.
    reference: actor.role === "door" ? null : view.reference,
    payment: paymentState(view.kind, payment, status),
  };
}

async function ticketOf(tx: Tx, request: CheckInRequest): Promise<TicketView | null> {
  if ("token" in request) return findTicket(request.token, tx);
  const issued =
    (await ticketFor(tx, request.registrationId)) ??
    (await ntwTicketFor(tx, request.registrationId));
  return issued ? findTicket(issued.token, tx) : null;
}

async function checkInIn(
  tx: Tx,
  actor: AdminUser,
  request: CheckInRequest,
  now: Date,
): Promise<CheckInAnswer> {
  // The course first, as every attendance change locks it: parallel scans of one seat queue here.
  const course = await lockCourse(tx, request.courseId);
  const view = await ticketOf(tx, request);
  if (!view) {
    return "token" in request
      ? { status: "unknown", message: "Unknown ticket: this code is not one of our tickets." }
      : { status: "no-seat", message: "This registration holds no seat to check in." };
  }
  if (view.courseId !== request.courseId) {
    return {
      status: "other-course",
      message: `This ticket is for another course: ${view.courseTitle}.`,
    };
  }
  if (!view.valid) {
    return {
      status: "revoked",
      message: "This ticket was revoked: the registration was cancelled.",
    };
  }
  const day = calendarDateKey(now);
  const days = view.start ? courseDays(view.start, view.end) : [];
  if (!days.includes(day)) {
    return { status: "not-today", message: `${view.courseTitle} does not run today.` };
  }
  let payment: string | null = null;
  let status: string | null = null;
  let row: typeof registrations.$inferSelect | undefined;
  if (view.kind === "masterclass") {
    [row] = await tx
      .select()
      .from(registrations)
      .where(eq(registrations.id, view.registrationId))
      .for("update");
    payment = row?.payment ?? null;
    status = row?.status ?? null;
  }
  const inserted = await tx
    .insert(ticketCheckIns)
    .values({ ticketId: view.ticketId, day, checkedInAt: now, checkedInBy: actor.id })
    .onConflictDoNothing()
    .returning({ at: ticketCheckIns.checkedInAt });
  if (inserted.length === 0) {
    const before = await existingCheckIn(tx, view.ticketId, day);
    return {
      status: "already",
      person: person(actor, view, payment, status),
      at: (before?.at ?? now).toISOString(),
      by: before?.by ?? null,
    };
  }
  if (course && row) {
    const change = await changeAttendance(
      tx,
      actor,
      course,
      row,
      { present: true, day: days.length > 1 ? day : null, revokes: null },
      now,
    );
    // Seat and day were checked above; a refusal here is a rule of the sheet we must not skip.
    if (!change.ok) throw new Error(`Attendance refused a checked-in seat: ${change.message}`);
  }
  return {
    status: "checked-in",
    person: person(actor, view, payment, status),
    at: now.toISOString(),
    by: actor.name,
  };
}

/** Checks one ticket (or a listed registration) in for today; never throws a refusal. */
export function checkIn(
  actor: AdminUser,
  request: CheckInRequest,
  now = new Date(),
): Promise<CheckInAnswer> {
  return getDb().transaction((tx) => checkInIn(tx, actor, request, now));
}
