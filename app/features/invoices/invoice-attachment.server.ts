import { eq } from "drizzle-orm";
import { z } from "zod";
import type { Db, Tx } from "#server/db/client";
import { invoices } from "#server/db/schema";
import { siteUrlOf } from "#server/email/service";
import type { MailAttachment } from "#server/email/templates/types";
import { getConfig, isBooted } from "#server/runtime";
import { INVOICE_NUMBER_PATTERN } from "./invoice-model";
import { invoiceLinkPath } from "./invoice-links.server";
import { documentOf, renderInvoicePdf, type InvoiceDocument } from "./invoice-pdf.server";
import { invoiceSettings } from "./invoice-settings.server";
import type { Invoice } from "./issue-invoice.server";

/**
 * An invoice as a mail carries it: its number, its signed download link and the PDF itself
 * (base64, so it travels in the outbox row like the .ics does and the mail is the same on
 * every retry). Rendered in the transaction that issues or pays the invoice.
 */
export const invoiceMailPartSchema = z.object({
  number: z.string().regex(INVOICE_NUMBER_PATTERN),
  document: z.enum(["invoice", "receipt", "credit_note"]),
  path: z
    .string()
    .max(300)
    .regex(/^\/invoices\/AIHQ-(INV|CN)-\d{4}-\d{6,}\.pdf\?expires=\d+&sig=[\w-]+$/),
  // A one- or two-page PDF is 3 to 10 kB; the bound keeps a row sane.
  pdf: z
    .string()
    .max(400_000)
    .regex(/^[A-Za-z0-9+/]+=*$/),
});
export type InvoiceMailPart = z.output<typeof invoiceMailPartSchema>;

const siteUrl = () => (isBooted() ? siteUrlOf(getConfig()) : "http://localhost:3000");

/** The signed URL of an invoice's PDF on this site. */
export function invoiceUrl(invoice: Pick<Invoice, "number" | "issuedAt">): string {
  return `${siteUrl()}${invoiceLinkPath(invoice.number, invoice.issuedAt)}`;
}

/** The PDF of an invoice as it stands now (a paid one is its receipt). */
export async function invoicePdf(db: Tx | Db, invoice: Invoice): Promise<Buffer> {
  let creditedNumber: string | null = null;
  if (invoice.creditedInvoiceId) {
    const [original] = await db
      .select({ number: invoices.number })
      .from(invoices)
      .where(eq(invoices.id, invoice.creditedInvoiceId))
      .limit(1);
    creditedNumber = original?.number ?? null;
  }
  return renderInvoicePdf(invoice, {
    seller: invoiceSettings(),
    creditedNumber,
    verifyUrl: invoiceUrl(invoice),
  });
}

export async function invoiceMailPart(tx: Tx, invoice: Invoice): Promise<InvoiceMailPart> {
  return {
    number: invoice.number,
    document: documentOf(invoice),
    path: invoiceLinkPath(invoice.number, invoice.issuedAt),
    pdf: (await invoicePdf(tx, invoice)).toString("base64"),
  };
}

const FILE_PREFIX: Record<InvoiceDocument, string> = {
  invoice: "invoice",
  receipt: "receipt",
  credit_note: "credit-note",
};

/** The mail's attachment of an invoice part. */
export function invoiceAttachment(part: InvoiceMailPart): MailAttachment {
  return {
    filename: `${FILE_PREFIX[part.document]}-${part.number}.pdf`,
    contentType: "application/pdf",
    content: part.pdf,
    encoding: "base64",
  };
}
