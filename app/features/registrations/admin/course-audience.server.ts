import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import type { Db, Tx } from "#server/db/client";
import { registrations } from "#server/db/schema";
import { onTheirOwnWord } from "../registration-lookup.server";
import { SEAT_HOLDING } from "../seats.server";

type Registration = typeof registrations.$inferSelect;

/** The people a course's news reaches: seats held (booked or offered), and the waiting list. */
export interface CourseAudience {
  booked: Registration[];
  waiting: Registration[];
}

/**
 * Everyone on a course the team may write to: not cancelled, not erased, not
 * held for review, and on their own word (`onTheirOwnWord`: nobody whose
 * address came from a booking not yet confirmed). In the order they registered.
 */
export async function courseAudience(db: Db | Tx, courseId: string): Promise<CourseAudience> {
  const rows = await db
    .select()
    .from(registrations)
    .where(
      and(
        eq(registrations.productType, "masterclass"),
        eq(registrations.productId, courseId),
        inArray(registrations.status, [...SEAT_HOLDING, "waitlisted"]),
        isNull(registrations.erasedAt),
        isNull(registrations.spamReason),
        onTheirOwnWord,
      ),
    )
    .orderBy(asc(registrations.createdAt), asc(registrations.id));
  return {
    booked: rows.filter((r) => r.status !== "waitlisted"),
    waiting: rows.filter((r) => r.status === "waitlisted"),
  };
}
