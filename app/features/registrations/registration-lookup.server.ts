import { and, eq, isNull, ne, sql, type SQL } from "drizzle-orm";
import { firstRow } from "#server/db/rows";
import { registrationGroups, registrations } from "#server/db/schema";
import type { Tx } from "#server/db/client";
import { newReference } from "#server/leads/reference";
import type { Registration } from "./registration-outcome.server";

/** The registrations of one course (a book order has a product id too, never a course's). */
export function onCourse(courseId: string): SQL | undefined {
  return and(eq(registrations.productType, "masterclass"), eq(registrations.productId, courseId));
}

/**
 * A registration made on its own registrant's word: not waiting for their confirmation
 * click (`confirm_by`), and not an attendee of an HRDC booking its contact has not
 * confirmed (the team's own entry needs no confirmation). Until then the address was typed
 * in by someone we have not heard back from and may be a stranger's: the team's mails to
 * the course (messages, changes, reminders) leave it out.
 */
export const onTheirOwnWord: SQL = sql`(${registrations.confirmBy} IS NULL AND (${registrations.groupId} IS NULL OR EXISTS (
  SELECT 1 FROM ${registrationGroups} g
  WHERE g.id = ${registrations.groupId}
    AND (g.confirmed_at IS NOT NULL OR g.confirm_by IS NULL)
    AND g.erased_at IS NULL AND g.spam_reason IS NULL)))`;

export async function findByKey(tx: Tx, key: string): Promise<Registration | null> {
  return firstRow(tx, registrations, eq(registrations.idempotencyKey, key));
}

/** The person's standing place on the course (not cancelled, not held for review), if any. */
export async function findActive(
  tx: Tx,
  courseId: string,
  email: string,
): Promise<Registration | null> {
  return firstRow(
    tx,
    registrations,
    and(
      onCourse(courseId),
      sql`lower(${registrations.email}) = lower(${email})`,
      ne(registrations.status, "cancelled"),
      // A submission held for review does not stand in the way of a real one.
      isNull(registrations.spamReason),
    ),
  );
}

/**
 * A reference no registration (or group) holds yet. Six characters from 31 make a
 * repeat rare but not impossible once thousands are stored; a repeat would break the
 * unique constraint and lose the submission, so one is drawn again instead.
 */
export async function unusedReference(tx: Tx, prefix: "AIHQ-R" | "AIHQ-G"): Promise<string> {
  const table = prefix === "AIHQ-G" ? registrationGroups : registrations;
  for (;;) {
    const reference = newReference(prefix);
    const [taken] = await tx
      .select({ id: table.id })
      .from(table)
      .where(eq(table.reference, reference))
      .limit(1);
    if (!taken) return reference;
  }
}
