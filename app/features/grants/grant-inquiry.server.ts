import { eq } from "drizzle-orm";
import { grantInquiries, grants } from "#server/db/schema";
import { enqueueFormEmails } from "#server/email/outbox";
import { leadRef } from "#server/leads/spam";
import { claimSubmission, submissionFingerprint } from "#server/leads/submission-dedupe";
import { leadTransaction } from "#server/leads/lead-transaction";
import { PRIVACY_NOTICE_VERSION } from "#app/content/legal";
import { grantInquiryMail } from "./grant-inquiry-mail.server";
import type { GrantInquiryInput } from "./grant-inquiry.schema";

export interface GrantInquiryResult {
  id: string | null;
  duplicate: boolean;
  /** The grant the inquiry was stored against; null when none (or it was removed meanwhile). */
  grantId: string | null;
}

/**
 * Stores a grant inquiry and its e-mails in one transaction
 * (docs/decisions/0002-nothing-is-lost.md). The grant's title is the stored
 * one, looked up by id here, never a title from the request
 * (docs/decisions/0015-mail-function-not-public.md). A grant removed while the
 * dialog was open does not lose the inquiry: it is kept without a grant, and
 * the team still hears from the visitor. The same inquiry again from the same
 * client within ten minutes is the one already stored (`duplicate`); suspected
 * spam is stored with its reason and its mails held.
 */
export async function submitGrantInquiry(
  input: GrantInquiryInput,
  clientAddress: string,
  spamReason: string | null = null,
): Promise<GrantInquiryResult> {
  return leadTransaction(async (tx) => {
    const fingerprint = submissionFingerprint("grant_inquiry", clientAddress, input);
    if (!(await claimSubmission(tx, "grant_inquiry", fingerprint))) {
      return { id: null, duplicate: true, grantId: input.grantId || null };
    }
    const [grant] = input.grantId
      ? await tx
          .select({ id: grants.id, title: grants.title })
          .from(grants)
          .where(eq(grants.id, input.grantId))
          .limit(1)
      : [];
    const [row] = await tx
      .insert(grantInquiries)
      .values({
        name: input.name,
        email: input.email,
        phone: input.phone || null,
        organization: input.organization || null,
        aboutOrganization: input.about_organization || null,
        grantId: grant?.id ?? null,
        grantTitle: grant?.title ?? null,
        marketingOptIn: input.marketingOptIn,
        privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
        spamReason,
      })
      .returning({ id: grantInquiries.id });
    await enqueueFormEmails(
      tx,
      grantInquiryMail,
      {
        name: input.name,
        email: input.email,
        phone: input.phone,
        organization: input.organization,
        about_organization: input.about_organization,
        // The mail module replaces the title by the stored one (grantFacts).
        grantId: grant?.id ?? null,
        grantTitle: null,
        marketingOptIn: input.marketingOptIn,
      },
      { leadRef: leadRef("grant_inquiry", row!.id), hold: spamReason !== null },
    );
    return { id: row!.id, duplicate: false, grantId: grant?.id ?? null };
  });
}
