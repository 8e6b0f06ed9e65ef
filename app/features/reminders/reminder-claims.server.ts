import { and, eq, type SQL } from "drizzle-orm";
import type { Db, Tx } from "#server/db/client";
import { registrationReminders, registrations } from "#server/db/schema";
import { onCourse } from "#app/features/registrations/registration-lookup.server";

export type ReminderRowKind = "7d" | "1d" | "feedback";

/**
 * Claims one reminder for one registration and course date, in the transaction that queues
 * its mail: true when this transaction wrote the row (so it sends), false when another run
 * already did. A parallel run blocks on the key until the first commits, then gets false, so
 * two instances never send the same reminder.
 */
export async function claimReminder(
  tx: Tx,
  registrationId: string,
  kind: ReminderRowKind,
  courseDate: Date,
): Promise<boolean> {
  const rows = await tx
    .insert(registrationReminders)
    .values({ registrationId, kind, courseDate })
    .onConflictDoNothing()
    .returning({ id: registrationReminders.registrationId });
  return rows.length > 0;
}

/** A course's registrations that `still` selects: whom the job goes through, one by one. */
export function courseRegistrations(db: Db, courseId: string, still: SQL | undefined) {
  return db
    .select()
    .from(registrations)
    .where(and(onCourse(courseId), still));
}

/**
 * One person's reminder, in its own transaction: the registration is read again under
 * `still` (it may have been cancelled since the job listed it), the reminder claimed, and only
 * then `queue` writes its outbox mail. True when this run sent it.
 */
export async function sendOnce(
  db: Db,
  registrationId: string,
  still: SQL | undefined,
  kind: ReminderRowKind,
  courseDate: Date,
  queue: (tx: Tx, person: typeof registrations.$inferSelect) => Promise<void>,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [person] = await tx
      .select()
      .from(registrations)
      .where(and(eq(registrations.id, registrationId), still));
    if (!person || !(await claimReminder(tx, registrationId, kind, courseDate))) return false;
    await queue(tx, person);
    return true;
  });
}
