import { eq } from "drizzle-orm";
import type { Tx } from "#server/db/client";
import { lockRow } from "#server/db/rows";
import { masterclasses, registrations } from "#server/db/schema";
import { REFERENCE_PATTERN } from "#server/leads/reference";
import { getDb } from "#server/runtime";
import { ok, refused, type Outcome } from "#common/outcome";
import { enqueueRegistrationMails } from "./registration-mails.server";
import { voidInvoiceOf } from "#app/features/invoices/invoice-payments.server";
import { followGroupInvoice } from "#app/features/invoices/follow-booking.server";
import { lockCourse, settleSeats, SEAT_HOLDING } from "./seats.server";
import { revokeTicketsOf } from "#app/features/tickets/tickets.server";

type Registration = typeof registrations.$inferSelect;

/**
 * The registration behind a mailed link. An erased one no longer exists for
 * its links (nobody can be told anything about it), nor does one held for review.
 */
export async function findRegistration(reference: string): Promise<Registration | null> {
  if (!REFERENCE_PATTERN.test(reference)) return null;
  const [row] = await getDb()
    .select()
    .from(registrations)
    .where(eq(registrations.reference, reference))
    .limit(1);
  if (!row || row.erasedAt !== null || row.status === "held") return null;
  return row;
}

/** The slug and dates a registration link page shows of its course. */
export async function findCourseDates(courseId: string) {
  const [course] = await getDb()
    .select({ slug: masterclasses.slug, date: masterclasses.date, endDate: masterclasses.endDate })
    .from(masterclasses)
    .where(eq(masterclasses.id, courseId))
    .limit(1);
  return course ?? null;
}

export type CancelOutcome = Outcome<void, "already-cancelled" | "not-found">;

/**
 * Cancels a registration (or a place on the waiting list) from the signed
 * link of its mail: the seat is released and offered to the first person
 * waiting, the registrant and the team are told, all in one transaction.
 */
export async function cancelRegistration(
  reference: string,
  now = new Date(),
): Promise<CancelOutcome> {
  return getDb().transaction((tx) => cancelRegistrationIn(tx, reference, now));
}

/**
 * The cancellation in the caller's transaction (the back office records its
 * audit entry in the same one): course locked first, then the registration.
 */
export async function cancelRegistrationIn(
  tx: Tx,
  reference: string,
  now = new Date(),
): Promise<CancelOutcome> {
  const [found] = await tx
    .select({ productId: registrations.productId, productType: registrations.productType })
    .from(registrations)
    .where(eq(registrations.reference, reference))
    .limit(1);
  if (!found) return refused("not-found");
  // The course first, as every seat change locks it, so a cancellation and a registration
  // for the freed seat are decided one after the other.
  const course = found.productType === "masterclass" ? await lockCourse(tx, found.productId) : null;
  const row = await lockRow(tx, registrations, eq(registrations.reference, reference));
  if (!row) return refused("not-found");
  if (row.status === "cancelled") return refused("already-cancelled");
  const heldSeat = (SEAT_HOLDING as readonly string[]).includes(row.status);
  const [cancelled] = await tx
    .update(registrations)
    .set({ status: "cancelled", cancelledAt: now, offerExpiresAt: null, updatedAt: now })
    .where(eq(registrations.id, row.id))
    .returning();
  await revokeTicketsOf(tx, [row.id], now);
  // An invoice not yet paid is void (it keeps its number); a paid one waits for its credit note.
  // A group's invoice is replaced by one without this attendee.
  await voidInvoiceOf(tx, row.id, now);
  if (row.groupId) await followGroupInvoice(tx, row.groupId, `${row.name} cancelled`, now);
  await enqueueRegistrationMails(tx, cancelled!, course);
  if (course && heldSeat) await settleSeats(tx, course, now);
  return ok();
}

export type ClaimOutcome = Outcome<void, "already-yours" | "expired" | "not-found">;

/**
 * Takes up a released seat offered by mail, while the offer stands: the
 * registration becomes a normal one and its confirmation (with the .ics)
 * is sent. A lapsed offer has gone to the next person waiting.
 */
export async function claimSeat(reference: string, now = new Date()): Promise<ClaimOutcome> {
  return getDb().transaction(async (tx) => {
    const [found] = await tx
      .select({ productId: registrations.productId })
      .from(registrations)
      .where(eq(registrations.reference, reference))
      .limit(1);
    if (!found) return refused("not-found");
    const course = await lockCourse(tx, found.productId);
    const row = await lockRow(tx, registrations, eq(registrations.reference, reference));
    if (!row || !course) return refused("not-found");
    if (row.status === "registered" || row.status === "confirmed") return refused("already-yours");
    const standing =
      row.status === "offered" &&
      row.offerExpiresAt !== null &&
      row.offerExpiresAt.getTime() > now.getTime() &&
      course.date.getTime() > now.getTime();
    if (!standing) {
      await settleSeats(tx, course, now);
      return refused("expired");
    }
    const [claimed] = await tx
      .update(registrations)
      .set({ status: "registered", offerExpiresAt: null, updatedAt: now })
      .where(eq(registrations.id, row.id))
      .returning();
    await enqueueRegistrationMails(tx, claimed!, course);
    return ok();
  });
}
