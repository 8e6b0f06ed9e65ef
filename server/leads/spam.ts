import { and, eq, isNotNull } from "drizzle-orm";
import type { Db } from "#server/db/client";
import {
  callbackRequests,
  customTrainingRequests,
  grantInquiries,
  ntwRegistrations,
  quizSubmissions,
  registrationGroups,
  registrations,
  visitors,
} from "#server/db/schema";
import { releaseHeldMails } from "#server/email/outbox";

/**
 * Suspected spam is a lead with a `spam_reason`, its mails held in the
 * outbox. Nothing is dropped: "Not spam" clears the reason and sends the
 * held mails, as if the submission had just arrived.
 *
 * The source table of each lead kind; every one has `id`, `spamReason` and `createdAt`.
 */
export const LEAD_TABLES = {
  callback: callbackRequests,
  quiz: quizSubmissions,
  registration: registrations,
  registration_group: registrationGroups,
  ntw: ntwRegistrations,
  grant_inquiry: grantInquiries,
  custom_training: customTrainingRequests,
  visitor: visitors,
} as const;

export type LeadKind = keyof typeof LEAD_TABLES;

/** How an outbox row names its lead: `callback:<uuid>`. */
export function leadRef(kind: LeadKind, id: string): string {
  return `${kind}:${id}`;
}

/**
 * Marks a suspected-spam lead as a real one and releases its mails, in one
 * transaction. False when there is no such lead, or it was not marked spam.
 */
export async function markNotSpam(db: Db, kind: LeadKind, id: string): Promise<boolean> {
  const table = LEAD_TABLES[kind];
  return db.transaction(async (tx) => {
    const cleared = await tx
      .update(table)
      .set({ spamReason: null })
      .where(and(eq(table.id, id), isNotNull(table.spamReason)))
      .returning({ id: table.id });
    if (cleared.length === 0) return false;
    await releaseHeldMails(tx, leadRef(kind, id));
    return true;
  });
}
