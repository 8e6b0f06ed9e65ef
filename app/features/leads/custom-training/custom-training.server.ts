import { customTrainingRequests } from "#server/db/schema";
import { storeLead } from "#server/leads/store-lead";
import { PRIVACY_NOTICE_VERSION } from "#app/content/legal";
import { customTrainingMail } from "./custom-training-mail.server";
import type { CustomTrainingInput } from "./custom-training.schema";

/** Stores a custom training request and its e-mails in one transaction (`storeLead`). */
export async function submitCustomTrainingRequest(
  input: CustomTrainingInput,
  clientAddress: string,
  spamReason: string | null = null,
): Promise<{ id: string | null; duplicate: boolean }> {
  return storeLead("custom_training", { clientAddress, values: input, spamReason }, async (tx) => {
    const [row] = await tx
      .insert(customTrainingRequests)
      .values({
        ...input,
        preferredDates: input.preferredDates || null,
        privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
        spamReason,
      })
      .returning({ id: customTrainingRequests.id });
    return { id: row!.id, mail: customTrainingMail, data: input };
  });
}
