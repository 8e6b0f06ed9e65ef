import { enqueueFormEmails } from "../../../server/email/outbox";
import { callbackRequests } from "../../../server/db/schema";
import { getDb } from "../../../server/runtime";
import { PRIVACY_NOTICE_VERSION } from "../../content/legal";
import type { CallbackInput } from "./callback.schema";

/**
 * Stores the callback request and its e-mails in one transaction: either the
 * lead and its mails exist, or neither does (DECISIONS 2).
 */
export async function submitCallbackRequest(input: CallbackInput): Promise<string> {
  return getDb().transaction(async (tx) => {
    const [row] = await tx
      .insert(callbackRequests)
      .values({
        fullName: input.fullName,
        phone: input.phone,
        email: input.email,
        message: input.message || null,
        marketingOptIn: input.marketingOptIn,
        privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
      })
      .returning({ id: callbackRequests.id });
    await enqueueFormEmails(tx, "contact_callback", {
      fullName: input.fullName,
      phone: input.phone,
      email: input.email,
      message: input.message,
      marketingOptIn: input.marketingOptIn,
    });
    return row!.id;
  });
}
