import { eq } from "drizzle-orm";
import { firstRow } from "#server/db/rows";
import { invoices, registrations } from "#server/db/schema";
import { getDb } from "#server/runtime";
import { invoicePdf } from "./invoice-attachment.server";
import { INVOICE_NUMBER_PATTERN } from "./invoice-model";
import { invoiceSettings } from "./invoice-settings.server";
import type { Invoice } from "./issue-invoice.server";
import { buildUbl } from "./ubl";

/** "AIHQ-INV-2026-000123.pdf" → the number and the format asked for; null for anything else. */
export function parseInvoiceFile(
  file: string | undefined,
): { number: string; format: "pdf" | "ubl" } | null {
  const match = /^(.+?)\.(pdf|ubl\.json)$/.exec(file ?? "");
  if (!match || !INVOICE_NUMBER_PATTERN.test(match[1]!)) return null;
  return { number: match[1]!, format: match[2] === "pdf" ? "pdf" : "ubl" };
}

export async function findInvoice(number: string): Promise<Invoice | null> {
  return firstRow(getDb(), invoices, eq(invoices.number, number));
}

/** The PDF as a download response (the invoice as it stands: a paid one is its receipt). */
export async function invoicePdfResponse(
  invoice: Invoice,
  headers: Record<string, string>,
): Promise<Response> {
  const pdf = await invoicePdf(getDb(), invoice);
  return new Response(new Uint8Array(pdf), {
    headers: {
      ...headers,
      "Content-Type": "application/pdf",
      "Content-Disposition": `inline; filename="${invoice.number}.pdf"`,
    },
  });
}

/** The MyInvois JSON of an invoice or credit note, from the stored row and the settings. */
export async function invoiceUbl(invoice: Invoice): Promise<Record<string, unknown>> {
  const db = getDb();
  const credited = invoice.creditedInvoiceId ? await findById(invoice.creditedInvoiceId) : null;
  const [source] = invoice.registrationId
    ? await db
        .select({ productType: registrations.productType })
        .from(registrations)
        .where(eq(registrations.id, invoice.registrationId))
        .limit(1)
    : [];
  return buildUbl(
    {
      ...invoice,
      companyBuyer: invoice.groupId !== null,
      goods: source?.productType === "book" ? "book" : "training",
      creditedNumber: credited?.number ?? null,
    },
    invoiceSettings(),
  );
}

async function findById(id: string): Promise<Invoice | null> {
  return firstRow(getDb(), invoices, eq(invoices.id, id));
}
