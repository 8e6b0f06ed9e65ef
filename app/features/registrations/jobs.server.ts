import { and, eq, isNotNull, lte, ne, or } from "drizzle-orm";
import { registrations } from "#server/db/schema";
import type { PeriodicJob } from "#server/jobs/periodic";
import { getDb } from "#server/runtime";
import { lockCourse, settleSeats } from "./seats.server";

/**
 * Seat offers that lapsed unclaimed, and bookings not confirmed in time: each
 * of their courses is settled, so the seat goes to the next person waiting
 * even if nobody visits the course. Returns how many seats were offered anew.
 */
export async function settleLapsedOffers(now = new Date()): Promise<number> {
  const lapsed = await getDb()
    .selectDistinct({ courseId: registrations.productId })
    .from(registrations)
    .where(
      or(
        and(
          eq(registrations.status, "offered"),
          isNotNull(registrations.offerExpiresAt),
          lte(registrations.offerExpiresAt, now),
        ),
        and(
          isNotNull(registrations.confirmBy),
          lte(registrations.confirmBy, now),
          ne(registrations.status, "cancelled"),
        ),
        and(
          isNotNull(registrations.paymentHoldUntil),
          lte(registrations.paymentHoldUntil, now),
          eq(registrations.status, "registered"),
          eq(registrations.productType, "masterclass"),
        ),
      ),
    );
  let offered = 0;
  for (const { courseId } of lapsed) {
    offered += await getDb().transaction(async (tx) => {
      const course = await lockCourse(tx, courseId);
      return course ? settleSeats(tx, course, now) : 0;
    });
  }
  return offered;
}

export const registrationJobs: PeriodicJob[] = [
  {
    name: "settle lapsed seat offers and booking holds",
    everyMs: 60_000,
    run: () => settleLapsedOffers(),
  },
];
