import { and, desc, eq, ne } from "drizzle-orm";
import { invoices } from "#server/db/schema";
import { siteUrlOf } from "#server/email/service";
import { getConfig } from "#server/runtime";
import { invoicePdf } from "#app/features/invoices/invoice-attachment.server";
import {
  certificatePdfData,
  renderCertificatePdf,
} from "#app/features/certificates/certificate-pdf.server";
import type { ClaimPackSources } from "./claim-pack.server";

/**
 * Where the pack's invoice and certificates come from: the invoices and certificates
 * domains render them; the pack only files them.
 */
export const claimPackSources: ClaimPackSources = {
  async invoice(groupId, db) {
    // The employer's standing invoice for the group (a void one is no claim document, and one
    // replaced after the booking changed was credited in full).
    const [invoice] = await db
      .select()
      .from(invoices)
      .where(
        and(
          eq(invoices.groupId, groupId),
          eq(invoices.kind, "invoice"),
          ne(invoices.status, "void"),
          ne(invoices.status, "credited"),
        ),
      )
      .orderBy(desc(invoices.issuedAt), desc(invoices.sequence))
      .limit(1);
    if (!invoice) return null;
    return { fileName: `invoice-${invoice.number}.pdf`, pdf: await invoicePdf(db, invoice) };
  },
  async certificate(certificateId) {
    const data = await certificatePdfData(certificateId);
    return data ? renderCertificatePdf(data, siteUrlOf(getConfig())) : null;
  },
};
