import { desc, eq, sql } from "drizzle-orm";
import type { Tx } from "#server/db/client";
import { visitors } from "#server/db/schema";
import { claimSubmission, submissionFingerprint } from "#server/leads/submission-dedupe";
import { leadTransaction } from "#server/leads/lead-transaction";
import { contactColumns, type ContactDetails } from "#app/features/leads/contact-columns";
import type { VisitorInput } from "./visitor.schema";

export interface VisitorDetails extends ContactDetails {
  email: string;
}

/**
 * Upserts a visitor by e-mail, case-insensitively (one person, however they type
 * it): the row holds the latest details, consent choice and spam
 * verdict given for that address. New addresses are stored lower-cased so
 * the unique key also catches a parallel twin in another case. Takes the
 * caller's transaction, so a registration can remember its registrant too.
 */
export async function upsertVisitor(
  tx: Tx,
  input: VisitorDetails,
  spamReason: string | null,
): Promise<string> {
  const now = new Date();
  const fields = {
    ...contactColumns(input),
    consentedAt: now,
    spamReason,
    updatedAt: now,
  };
  // Rows written before addresses were lower-cased are found too (and updated, not duplicated).
  const [existing] = await tx
    .select({ id: visitors.id })
    .from(visitors)
    .where(sql`lower(${visitors.email}) = ${input.email.toLowerCase()}`)
    .orderBy(desc(visitors.updatedAt))
    .limit(1)
    .for("update");
  if (existing) {
    await tx.update(visitors).set(fields).where(eq(visitors.id, existing.id));
    return existing.id;
  }
  const [row] = await tx
    .insert(visitors)
    .values({ ...fields, email: input.email.toLowerCase() })
    .onConflictDoUpdate({ target: visitors.email, set: fields })
    .returning({ id: visitors.id });
  return row!.id;
}

/**
 * The welcome dialog's save: one transaction that claims the submission
 * (a double click or retry is the save already made) and upserts the
 * visitor. Suspected spam is stored with its reason, never dropped.
 */
export async function saveVisitorDetails(
  input: VisitorInput,
  clientAddress: string,
  spamReason: string | null = null,
): Promise<{ id: string | null; duplicate: boolean }> {
  return leadTransaction(async (tx) => {
    const fingerprint = submissionFingerprint("visitor", clientAddress, input);
    if (!(await claimSubmission(tx, "visitor", fingerprint))) return { id: null, duplicate: true };
    const id = await upsertVisitor(tx, input, spamReason);
    return { id, duplicate: false };
  });
}
