import type { z } from "zod";
import type { Tx } from "#server/db/client";
import { enqueueFormEmails } from "#server/email/outbox";
import type { LeadMail } from "#server/email/lead-mail";
import { leadTransaction } from "./lead-transaction";
import { leadRef, type LeadKind } from "./spam";
import { claimSubmission, submissionFingerprint } from "./submission-dedupe";

/** What a lead form stored: the row and the mail data its module sends. */
export interface StoredLead<S extends z.ZodType> {
  id: string;
  mail: LeadMail<S>;
  data: z.input<S>;
}

/**
 * A lead form's one transaction (docs/decisions/0002-nothing-is-lost.md):
 * either the lead and its mails exist, or neither does. The same submission
 * from the same client again within ten minutes (a double click, a retry
 * after a slow answer) is the lead already stored: `duplicate`, no new row.
 * `store` inserts the form's row; suspected spam (`spamReason`) is stored
 * with its reason and its mails held, never dropped.
 */
export function storeLead<S extends z.ZodType>(
  kind: LeadKind,
  submission: { clientAddress: string; values: unknown; spamReason: string | null },
  store: (tx: Tx) => Promise<StoredLead<S>>,
): Promise<{ id: string | null; duplicate: boolean }> {
  return leadTransaction(async (tx) => {
    const fingerprint = submissionFingerprint(kind, submission.clientAddress, submission.values);
    if (!(await claimSubmission(tx, kind, fingerprint))) return { id: null, duplicate: true };
    const { id, mail, data } = await store(tx);
    await enqueueFormEmails(tx, mail, data, {
      leadRef: leadRef(kind, id),
      hold: submission.spamReason !== null,
    });
    return { id, duplicate: false };
  });
}
