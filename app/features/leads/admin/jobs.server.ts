import { and, inArray, isNotNull, lt } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { emailOutbox } from "#server/db/schema";
import type { PeriodicJob } from "#server/jobs/periodic";
import { LEAD_TABLES, leadRef } from "#server/leads/spam";
import { getDb } from "#server/runtime";
import type { LeadKindName } from "./filters";

/**
 * Suspected spam nobody released within this time is deleted, so doubted submissions do not
 * keep people's data for ever (README.md, "The back office", Spam).
 */
export const SPAM_RETENTION_DAYS = 30;

// Attendees before their group, so no group is deleted under a registration that stays.
const DELETE_ORDER: LeadKindName[] = [
  "registration",
  "registration_group",
  "callback",
  "quiz",
  "ntw",
  "grant_inquiry",
  "custom_training",
  "visitor",
];

/**
 * Deletes suspected spam older than the retention, with its held mails, in
 * one transaction. The leads index follows by trigger (its events cascade).
 * Returns how many source rows went.
 */
export async function deleteStaleSpam(now = new Date(), db: Db = getDb()): Promise<number> {
  const cutoff = new Date(now.getTime() - SPAM_RETENTION_DAYS * 86_400_000);
  return db.transaction(async (tx) => {
    let deleted = 0;
    for (const kind of DELETE_ORDER) {
      const table = LEAD_TABLES[kind];
      const gone = await tx
        .delete(table)
        .where(and(isNotNull(table.spamReason), lt(table.createdAt, cutoff)))
        .returning({ id: table.id });
      if (gone.length === 0) continue;
      deleted += gone.length;
      await tx.delete(emailOutbox).where(
        inArray(
          emailOutbox.leadRef,
          gone.map((g) => leadRef(kind, g.id)),
        ),
      );
    }
    return deleted;
  });
}

export const leadJobs: PeriodicJob[] = [
  {
    name: "delete suspected spam after 30 days",
    everyMs: 60 * 60_000,
    run: () => deleteStaleSpam(),
  },
];
