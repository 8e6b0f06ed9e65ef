import { customTrainingRequests } from "#server/db/schema";
import { enqueueFormEmails } from "#server/email/outbox";
import { leadRef } from "#server/leads/spam";
import { claimSubmission, submissionFingerprint } from "#server/leads/submission-dedupe";
import { leadTransaction } from "#server/leads/lead-transaction";
import { PRIVACY_NOTICE_VERSION } from "#app/content/legal";
import { customTrainingMail } from "./custom-training-mail.server";
import type { CustomTrainingInput } from "./custom-training.schema";

/**
 * Stores a custom training request and its e-mails in one transaction
 * (docs/decisions/0002-nothing-is-lost.md): either both exist or neither does.
 * The same request again from the same client within ten minutes is the one
 * already stored (`duplicate`); suspected spam is stored with its reason and
 * its mails held.
 */
export async function submitCustomTrainingRequest(
  input: CustomTrainingInput,
  clientAddress: string,
  spamReason: string | null = null,
): Promise<{ id: string | null; duplicate: boolean }> {
  return leadTransaction(async (tx) => {
    const fingerprint = submissionFingerprint("custom_training", clientAddress, input);
    if (!(await claimSubmission(tx, "custom_training", fingerprint))) {
      return { id: null, duplicate: true };
    }
    const [row] = await tx
      .insert(customTrainingRequests)
      .values({
        orgName: input.orgName,
        contactName: input.contactName,
        email: input.email,
        phone: input.phone,
        teamSize: input.teamSize,
        focusArea: input.focusArea,
        preferredDates: input.preferredDates || null,
        goals: input.goals,
        marketingOptIn: input.marketingOptIn,
        privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
        spamReason,
      })
      .returning({ id: customTrainingRequests.id });
    await enqueueFormEmails(
      tx,
      customTrainingMail,
      {
        orgName: input.orgName,
        contactName: input.contactName,
        email: input.email,
        phone: input.phone,
        teamSize: input.teamSize,
        focusArea: input.focusArea,
        preferredDates: input.preferredDates,
        goals: input.goals,
        marketingOptIn: input.marketingOptIn,
      },
      { leadRef: leadRef("custom_training", row!.id), hold: spamReason !== null },
    );
    return { id: row!.id, duplicate: false };
  });
}
