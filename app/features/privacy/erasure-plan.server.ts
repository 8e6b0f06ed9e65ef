import { and, asc, eq, sql } from "drizzle-orm";
import type { Db, Tx } from "#server/db/client";
import { masterclasses, registrations } from "#server/db/schema";
import { getDb } from "#server/runtime";
import { sameEmail } from "./privacy.server";

/** A booking erasure cancels: the person can no longer be reached, so the seat goes to others. */
export interface BookingToCancel {
  reference: string;
  title: string;
  date: string;
  status: string;
}

/**
 * What erasing this address does to their bookings, shown before the team
 * confirms: each place on a course that has not started is cancelled (the
 * waiting list moves on); everything past stays, anonymous, as a count.
 */
export async function erasurePlan(
  email: string,
  now = new Date(),
  db: Db | Tx = getDb(),
): Promise<{ upcoming: BookingToCancel[]; past: number }> {
  const rows = await db
    .select({
      reference: registrations.reference,
      title: registrations.productTitle,
      date: masterclasses.date,
      status: registrations.status,
    })
    .from(registrations)
    .innerJoin(masterclasses, eq(masterclasses.id, registrations.productId))
    .where(
      and(
        eq(registrations.productType, "masterclass"),
        sameEmail(registrations.email, email),
        sql`${registrations.status} <> 'cancelled'`,
      ),
    )
    .orderBy(asc(masterclasses.date));
  const upcoming = rows.filter((r) => r.date.getTime() > now.getTime());
  return {
    upcoming: upcoming.map((r) => ({ ...r, date: r.date.toISOString() })),
    past: rows.length - upcoming.length,
  };
}
