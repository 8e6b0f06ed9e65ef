import { zipSync, type Zippable } from "fflate";
import { count } from "drizzle-orm";
import { invoices } from "#server/db/schema";
import { getDb } from "#server/runtime";
import {
  downloadResponse,
  offsetChunks,
  type CsvColumn,
  type CsvExport,
} from "#app/features/backoffice/export/csv-export.server";
import { calendarDateKey } from "#common/dates";
import {
  INVOICE_KIND_LABEL,
  INVOICE_STATUS_LABEL,
  toSen,
} from "#app/features/invoices/invoice-model";
import { invoicePdf } from "#app/features/invoices/invoice-attachment.server";
import { invoiceUbl } from "#app/features/invoices/invoice-lookup.server";
import { parseInvoiceFilter } from "./invoice-list";
import { invoiceConditions, invoiceRowsQuery, type InvoiceQueryRow } from "./invoices.server";

/**
 * The Invoices list's exports, each under the list's own filter (same URL parameters): the
 * CSV of its rows with their ledgers, and ZIPs of their PDFs and of their MyInvois UBL JSON.
 */

/**
 * Ringgit as a number, so a spreadsheet sums it and a credit note's negative total is not
 * taken for a formula and neutralised.
 */
const money = (value: string) => toSen(value) / 100;

const CSV_COLUMNS: CsvColumn<InvoiceQueryRow>[] = [
  { header: "Number", value: (r) => r.invoice.number },
  { header: "Kind", value: (r) => INVOICE_KIND_LABEL[r.invoice.kind] },
  { header: "Issued at", value: (r) => r.invoice.issuedAt },
  {
    header: "Status",
    value: (r) =>
      r.invoice.kind === "credit_note" ? "Issued" : INVOICE_STATUS_LABEL[r.invoice.status],
  },
  { header: "Buyer", value: (r) => r.invoice.buyerName },
  { header: "Company", value: (r) => r.invoice.buyerCompany },
  { header: "SSM number", value: (r) => r.invoice.buyerSsm },
  { header: "E-mail", value: (r) => r.invoice.buyerEmail },
  { header: "Currency", value: (r) => r.invoice.currency },
  { header: "Subtotal", value: (r) => money(r.invoice.subtotal) },
  { header: "SST", value: (r) => money(r.invoice.tax) },
  { header: "Total", value: (r) => money(r.invoice.total) },
  { header: "Collected", value: (r) => money(r.collected) },
  { header: "Refunded", value: (r) => money(r.refunded) },
  { header: "Credited", value: (r) => money(r.creditedAmount) },
  {
    header: "Owed",
    value: (r) => (r.invoice.kind === "invoice" ? money(r.owed) : null),
  },
  { header: "Due on", value: (r) => r.invoice.dueOn },
  { header: "Payment method", value: (r) => r.invoice.paymentMethod },
  { header: "Payment reference", value: (r) => r.invoice.paymentReference },
  { header: "Paid at", value: (r) => r.invoice.paidAt },
  { header: "Credits invoice", value: (r) => r.creditedNumber },
  { header: "Reason", value: (r) => r.invoice.reason },
  { header: "Booking", value: (r) => r.groupReference ?? r.reference },
];

/** The list's current filter as CSV (admins only: buyers' names and e-mails). */
export async function invoicesExport(params: URLSearchParams): Promise<CsvExport<InvoiceQueryRow>> {
  const db = getDb();
  const where = await invoiceConditions(db, parseInvoiceFilter(params));
  return {
    name: "invoices",
    columns: CSV_COLUMNS,
    // Newest first by issue; a document issued during the export moves the pages by one at most.
    chunks: offsetChunks((limit, offset) =>
      invoiceRowsQuery(db, where).limit(limit).offset(offset),
    ),
  };
}

/**
 * The most documents one ZIP holds: each PDF is drawn on request, and a month's invoices
 * fit well within it.
 */
export const ZIP_LIMITS = { pdf: 300, ubl: 2000 } as const;

export type ZipFormat = keyof typeof ZIP_LIMITS;

/** The ZIP of the filtered documents' PDFs or UBL JSON; refused above its limit. */
export async function invoicesZip(
  params: URLSearchParams,
  format: ZipFormat,
  now = new Date(),
): Promise<{ ok: true; response: Response } | { ok: false; message: string }> {
  const db = getDb();
  const where = await invoiceConditions(db, parseInvoiceFilter(params));
  const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(invoices).where(where);
  if (n === 0) return { ok: false, message: "No invoices match this filter: nothing to download." };
  if (n > ZIP_LIMITS[format])
    return {
      ok: false,
      message: `${n} documents match: narrow the filter (a month, a status) to at most ${ZIP_LIMITS[format]} for one ZIP.`,
    };
  const rows = await invoiceRowsQuery(db, where);
  const files: Zippable = {};
  const encoder = new TextEncoder();
  // One after the other: a PDF is a CPU-bound drawing, and the server serves others meanwhile.
  for (const { invoice } of rows) {
    files[format === "pdf" ? `${invoice.number}.pdf` : `${invoice.number}.ubl.json`] =
      format === "pdf"
        ? [new Uint8Array(await invoicePdf(db, invoice)), { level: 0 }]
        : [encoder.encode(JSON.stringify(await invoiceUbl(invoice), null, 2)), { level: 6 }];
  }
  const zip = zipSync(files, { mtime: now });
  const name = `invoices-${format}-${calendarDateKey(now)}.zip`;
  return { ok: true, response: downloadResponse(new Uint8Array(zip), "application/zip", name) };
}
