import type { Tx } from "#server/db/client";
import { registrationReminders } from "#server/db/schema";

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
