import { callbackRequests } from "#server/db/schema";
import { storeLead } from "#server/leads/store-lead";
import { PRIVACY_NOTICE_VERSION } from "#app/content/legal";
import { callbackMail } from "./callback-mail.server";
import type { CallbackInput } from "./callback.schema";

/** Stores the callback request and its e-mails in one transaction (`storeLead`). */
export async function submitCallbackRequest(
  input: CallbackInput,
  clientAddress: string,
  spamReason: string | null = null,
): Promise<{ id: string | null; duplicate: boolean }> {
  return storeLead("callback", { clientAddress, values: input, spamReason }, async (tx) => {
    const [row] = await tx
      .insert(callbackRequests)
      .values({
        ...input,
        message: input.message || null,
        privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
        spamReason,
      })
      .returning({ id: callbackRequests.id });
    return { id: row!.id, mail: callbackMail, data: input };
  });
}
