import { and, asc, eq, inArray, isNotNull, isNull, lte, ne, type SQL } from "drizzle-orm";
import type { Db, Tx } from "#server/db/client";
import { countRows, lockRow } from "#server/db/rows";
import { masterclasses, registrations } from "#server/db/schema";
import { onCourse } from "./registration-lookup.server";
import { enqueueRegistrationMails } from "./registration-mails.server";
import { lapsedToday, offerable } from "./unpaid-holds.server";

/** How long a released seat is held for the first person waiting. */
export const SEAT_OFFER_HOURS = 48;

/** The statuses that hold a seat: a pending offer holds it too, until it expires. */
export const SEAT_HOLDING = ["registered", "confirmed", "offered"] as const;

export type LockedCourse = typeof masterclasses.$inferSelect;
type Registration = typeof registrations.$inferSelect;

/**
 * Locks the course row for the rest of the transaction. Every change to a
 * course's seats goes through here first, so two registrations for the last
 * seat are decided one after the other, on PostgreSQL and PGlite alike.
 */
export async function lockCourse(tx: Tx, courseId: string): Promise<LockedCourse | null> {
  return lockRow(tx, masterclasses, eq(masterclasses.id, courseId));
}

export async function seatsTaken(tx: Tx | Db, courseId: string): Promise<number> {
  return countRows(
    tx,
    registrations,
    and(onCourse(courseId), inArray(registrations.status, [...SEAT_HOLDING])),
  );
}

/** The holds on a seat that end by themselves once their time is up, and what each clears. */
function lapsedHolds(now: Date): [Partial<Registration>, SQL | undefined][] {
  return [
    // An offer of a released seat that was not claimed in time.
    [
      { offerExpiresAt: null },
      and(eq(registrations.status, "offered"), lte(registrations.offerExpiresAt, now)),
    ],
    // A booking its booker did not confirm in time.
    [
      { offerExpiresAt: null },
      and(
        isNotNull(registrations.confirmBy),
        lte(registrations.confirmBy, now),
        ne(registrations.status, "cancelled"),
      ),
    ],
    // A seat held for an online payment that never came (docs/decisions/0039-online-payment.md).
    // Its hold's end stays on the row: the day's record that this booker let a seat lapse.
    [
      {},
      and(
        isNotNull(registrations.paymentHoldUntil),
        lte(registrations.paymentHoldUntil, now),
        eq(registrations.status, "registered"),
      ),
    ],
  ];
}

/**
 * With the course locked: offers that ran out are withdrawn (the seat was not
 * claimed in time), bookings whose booker did not confirm them in time
 * release what they held, as do seats whose online payment did not come in
 * time, then every free seat is offered to the next person
 * waiting, in the order they joined, each by mail with a link valid 48 hours.
 * Nobody pending confirmation, held for review or erased is offered a seat,
 * nor anyone whose e-mail or client address let a payment hold on the course
 * lapse today.
 * Returns how many seats were offered.
 */
export async function settleSeats(tx: Tx, course: LockedCourse, now: Date): Promise<number> {
  for (const [cleared, lapsed] of lapsedHolds(now)) {
    await tx
      .update(registrations)
      .set({ status: "cancelled", cancelledAt: now, updatedAt: now, ...cleared })
      .where(and(eq(registrations.productId, course.id), lapsed));
  }
  // A course that has started takes nobody from its waiting list any more.
  if (course.date.getTime() <= now.getTime()) return 0;
  const free = course.classSize - (await seatsTaken(tx, course.id));
  if (free <= 0) return 0;
  const lapsedBookers = await lapsedToday(tx, course.id, now);
  const waitingList = tx
    .select()
    .from(registrations)
    .where(
      and(
        eq(registrations.productId, course.id),
        eq(registrations.status, "waitlisted"),
        isNull(registrations.confirmBy),
        isNull(registrations.erasedAt),
      ),
    )
    .orderBy(asc(registrations.createdAt), asc(registrations.id));
  // Without a lapse today nobody is passed over: the first `free` are all it takes.
  const waiting =
    lapsedBookers.emails.size === 0 ? await waitingList.limit(free) : await waitingList;
  const next = (await offerable(tx, lapsedBookers, waiting)).slice(0, free);
  const expires = new Date(
    Math.min(now.getTime() + SEAT_OFFER_HOURS * 3_600_000, course.date.getTime()),
  );
  for (const person of next) {
    const [offered] = await tx
      .update(registrations)
      .set({ status: "offered", offerExpiresAt: expires, updatedAt: now })
      .where(eq(registrations.id, person.id))
      .returning();
    if (offered) await enqueueRegistrationMails(tx, offered, course);
  }
  return next.length;
}

/**
 * A new arrival (or one just confirmed, or released from review) takes a seat
 * when one is free once the waiting list has been settled, else joins it.
 */
export async function arrivalStatus(
  tx: Tx,
  course: LockedCourse,
): Promise<"registered" | "waitlisted"> {
  return (await seatsTaken(tx, course.id)) < course.classSize ? "registered" : "waitlisted";
}

/** Seats still free for a course page, or null when the course is unknown. */
export async function seatsLeft(db: Db, courseId: string, classSize: number): Promise<number> {
  return Math.max(0, classSize - (await seatsTaken(db, courseId)));
}
