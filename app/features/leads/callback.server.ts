import { enqueueFormEmails } from "#server/email/outbox";
import { callbackRequests } from "#server/db/schema";
import { claimSubmission, submissionFingerprint } from "#server/leads/submission-dedupe";
import { leadRef } from "#server/leads/spam";
import { leadTransaction } from "#server/leads/lead-transaction";
import { PRIVACY_NOTICE_VERSION } from "#app/content/legal";
import { callbackMail } from "./callback-mail.server";
import type { CallbackInput } from "./callback.schema";

/**
 * Stores the callback request and its e-mails in one transaction: either the
 * lead and its mails exist, or neither does
 * (docs/decisions/0002-nothing-is-lost.md). The same request from the same
 * client again within ten minutes (a double click, a retry after a slow answer)
 * is the lead already stored: `duplicate`, no new row. Suspected spam is stored
 * with its reason and its mails held, never dropped.
 */
export async function submitCallbackRequest(
  input: CallbackInput,
  clientAddress: string,
  spamReason: string | null = null,
): Promise<{ id: string | null; duplicate: boolean }> {
  return leadTransaction(async (tx) => {
    const fingerprint = submissionFingerprint("callback", clientAddress, input);
    if (!(await claimSubmission(tx, "callback", fingerprint))) return { id: null, duplicate: true };
    const [row] = await tx
      .insert(callbackRequests)
      .values({
        fullName: input.fullName,
        phone: input.phone,
        email: input.email,
        message: input.message || null,
        marketingOptIn: input.marketingOptIn,
        privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
        spamReason,
      })
      .returning({ id: callbackRequests.id });
    await enqueueFormEmails(
      tx,
      callbackMail,
      {
        fullName: input.fullName,
        phone: input.phone,
        email: input.email,
        message: input.message,
        marketingOptIn: input.marketingOptIn,
      },
      { leadRef: leadRef("callback", row!.id), hold: spamReason !== null },
    );
    return { id: row!.id, duplicate: false };
  });
}
