import { eq } from "drizzle-orm";
import { grantInquiries, grants } from "#server/db/schema";
import { storeLead } from "#server/leads/store-lead";
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
 * the team still hears from the visitor. Duplicates and suspected spam as for
 * every lead (`storeLead`).
 */
export async function submitGrantInquiry(
  input: GrantInquiryInput,
  clientAddress: string,
  spamReason: string | null = null,
): Promise<GrantInquiryResult> {
  // A duplicate names the grant asked about; a stored inquiry, the grant it was stored against.
  let grantId = input.grantId || null;
  const stored = await storeLead(
    "grant_inquiry",
    { clientAddress, values: input, spamReason },
    async (tx) => {
      const [grant] = input.grantId
        ? await tx
            .select({ id: grants.id, title: grants.title })
            .from(grants)
            .where(eq(grants.id, input.grantId))
            .limit(1)
        : [];
      grantId = grant?.id ?? null;
      const [row] = await tx
        .insert(grantInquiries)
        .values({
          name: input.name,
          email: input.email,
          phone: input.phone || null,
          organization: input.organization || null,
          aboutOrganization: input.about_organization || null,
          grantId,
          grantTitle: grant?.title ?? null,
          marketingOptIn: input.marketingOptIn,
          privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
          spamReason,
        })
        .returning({ id: grantInquiries.id });
      // The mail module replaces the title by the stored one (grantFacts).
      const data = { ...input, grantId, grantTitle: null };
      return { id: row!.id, mail: grantInquiryMail, data };
    },
  );
  return { ...stored, grantId };
}
