import { and, eq, sql } from "drizzle-orm";
import type { AdminUser } from "#server/auth/sessions";
import type { Tx } from "#server/db/client";
import { lockRow } from "#server/db/rows";
import { registrationGroups, registrations } from "#server/db/schema";
import { getDb } from "#server/runtime";
import { conflict, notFound, ok, type ChangeOutcome } from "#common/outcome";
import { cancelRegistrationIn } from "#app/features/registrations/manage-registration.server";
import { confirmBookingIn } from "#app/features/registrations/confirm-booking.server";
import { enqueueRegistrationMails } from "#app/features/registrations/registration-mails.server";
import {
  lockCourse,
  seatsTaken,
  settleSeats,
  type LockedCourse,
} from "#app/features/registrations/seats.server";
import { recordAudit } from "#app/features/audit/audit.server";
import { followRegistrationInvoice } from "#app/features/invoices/follow-booking.server";

// The team's changes to one registration of a course: each in one transaction, audited.

type Registration = typeof registrations.$inferSelect;

export type ActionOutcome = ChangeOutcome;

/** One registration of a course, locked; its course must be locked first. */
async function lockRegistrationOf(tx: Tx, courseId: string, registrationId: string) {
  return lockRow(
    tx,
    registrations,
    and(
      eq(registrations.id, registrationId),
      eq(registrations.productType, "masterclass"),
      eq(registrations.productId, courseId),
    ),
  );
}

async function lockedRegistration(tx: Tx, courseId: string, registrationId: string) {
  const course = await lockCourse(tx, courseId);
  if (!course) return null;
  const row = await lockRegistrationOf(tx, courseId, registrationId);
  return row ? { course, row } : null;
}

export const NOT_FOUND = "That registration is not in this course any more. Reload the list.";

/** A registration of a course, both locked for a change (see changeRegistration). */
export interface LockedSeat {
  course: LockedCourse;
  row: Registration;
}

/**
 * Records a change to one seat in the change's transaction: `summary` is given the seat as
 * the log names it (its reference and course title); the details say which seat, beside the
 * change's own.
 */
export function auditSeatChange(
  tx: Tx,
  actor: AdminUser,
  action: string,
  { course, row }: LockedSeat,
  summary: (seat: string) => string,
  details: Record<string, unknown> = {},
): Promise<void> {
  return recordAudit(tx, actor, {
    action: `registration.${action}`,
    targetType: "registration",
    targetId: row.id,
    summary: summary(`${row.reference} (${course.title})`),
    details: { reference: row.reference, courseId: course.id, ...details },
  });
}

/**
 * One change of one registration of a course, in its transaction: course and
 * registration locked first; a registration no longer in the course is refused.
 */
export function changeRegistration(
  courseId: string,
  registrationId: string,
  change: (tx: Tx, found: LockedSeat) => Promise<ActionOutcome>,
): Promise<ActionOutcome> {
  return getDb().transaction(async (tx) => {
    const found = await lockedRegistration(tx, courseId, registrationId);
    if (!found) return notFound(NOT_FOUND);
    const outcome = await change(tx, found);
    // What the invoice prints may have changed with it (a name, a swap, a cancelled seat).
    if (outcome.ok) await followRegistrationInvoice(tx, registrationId, outcome.value);
    return outcome;
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
    if (!row || row.productId !== courseId) return notFound(NOT_FOUND);
    const reference = row.groupReference ?? row.reference;
    const outcome = await confirmBookingIn(tx, reference, now);
    if (!outcome.ok) {
      if (outcome.reason === "already") return conflict(`${reference} is already confirmed.`);
      if (outcome.reason === "expired")
        return conflict(`${reference} was not confirmed in time; its seats have been released.`);
      return notFound(NOT_FOUND);
    }
    await recordAudit(tx, actor, {
      action: "registration.confirm_booking",
      targetType: "registration",
      targetId: registrationId,
      summary: `Confirmed the booking ${reference} for its contact`,
      details: { reference, courseId },
    });
    return ok(`Booking ${reference} confirmed`);
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
  return changeRegistration(courseId, registrationId, async (tx, found) => {
    const { row } = found;
    const outcome = await cancelRegistrationIn(tx, row.reference, now);
    if (!outcome.ok) {
      return outcome.reason === "already-cancelled"
        ? conflict(`${row.reference} is already cancelled.`)
        : notFound(NOT_FOUND);
    }
    await auditSeatChange(tx, actor, "cancel", found, (seat) => `Cancelled ${seat}`, {
      previousStatus: row.status,
    });
    return ok(`Cancelled ${row.reference}`);
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
  if (targetId === courseId) return conflict("Choose a different course to move to.");
  return getDb().transaction(async (tx) => {
    const locked = new Map<string, LockedCourse | null>();
    for (const id of [courseId, targetId].sort()) locked.set(id, await lockCourse(tx, id));
    const source = locked.get(courseId);
    const target = locked.get(targetId);
    if (!source) return notFound(NOT_FOUND);
    if (!target) return conflict("The course to move to does not exist.");
    const row = await lockRegistrationOf(tx, courseId, registrationId);
    if (!row) return notFound(NOT_FOUND);
    if (row.status !== "registered" && row.status !== "confirmed") {
      return conflict(`Only a seat that is held can be moved; ${row.reference} is ${row.status}.`);
    }
    if (target.date.getTime() <= now.getTime()) {
      return conflict(`${target.title} has already started: registrations there are closed.`);
    }
    if ((await seatsTaken(tx, target.id)) >= target.classSize) {
      return conflict(`${target.title} is full: no seat to move ${row.reference} to.`);
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
      return conflict(`This person already has a place in ${target.title} (${already.reference}).`);
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
    await followRegistrationInvoice(tx, row.id, `moved to ${target.title}`, now);
    return ok(`Moved ${row.reference} to ${target.title}`);
  });
}
