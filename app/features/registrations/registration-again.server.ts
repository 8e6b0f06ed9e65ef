import { eq } from "drizzle-orm";
import type { Tx } from "#server/db/client";
import { registrationGroups, type masterclasses } from "#server/db/schema";
import { recipientsWithinAllowance } from "./booking-trust.server";
import { enqueueRegistrationMails } from "./registration-mails.server";
import type { Registration } from "./registration-outcome.server";

type Course = typeof masterclasses.$inferSelect;

/**
 * Whether this person was ever told of their place by us: their own registration (firm or
 * awaiting their click), or an attendee of an HRDC booking that is confirmed, entered by
 * the team, or made by themselves. An attendee of a booking its contact has not confirmed
 * was not (docs/decisions/0047-only-the-right-people.md).
 */
async function toldOfTheirPlace(tx: Tx, row: Registration): Promise<boolean> {
  if (!row.groupId) return true;
  const [group] = await tx
    .select()
    .from(registrationGroups)
    .where(eq(registrationGroups.id, row.groupId))
    .limit(1);
  if (!group) return true;
  if (group.erasedAt !== null || group.spamReason !== null) return false;
  return (
    group.confirmedAt !== null ||
    group.confirmBy === null ||
    group.hrEmail.toLowerCase() === row.email.toLowerCase()
  );
}

/**
 * Places found by the addresses typed on the public form: each is mailed its details
 * again, to its own address only, and the browser is told nothing of them. Within the
 * same allowances as a new registration (VISITOR_RECIPIENTS_PER_DAY for the sender,
 * VISITOR_MAILS_PER_DAY for the address); a submission that looks automated mails nobody.
 */
export async function mailDetailsAgain(
  tx: Tx,
  rows: readonly Registration[],
  course: Course,
  options: { clientAddress?: string; spamReason: string | null },
): Promise<void> {
  if (options.spamReason !== null || rows.length === 0) return;
  const within = await recipientsWithinAllowance(
    tx,
    options.clientAddress,
    rows.map((r) => r.email),
  );
  if (!within) return;
  for (const row of rows) {
    await enqueueRegistrationMails(tx, row, course, {
      recipients: "visitor",
      again: (await toldOfTheirPlace(tx, row)) ? "details" : "awaiting-contact",
    });
  }
}
