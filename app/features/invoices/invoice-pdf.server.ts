import { tableRow, tableRule, type PdfColumn } from "#server/pdf/pdf-table";
import { startPdf } from "#server/pdf/pdf-document";
import type { InvoiceSettings } from "#server/config";
import { formatDate, formatDateTime } from "#common/dates";
import { formatMYR } from "#common/money";
import type { Invoice } from "./issue-invoice.server";
import { INVOICE_STATUS_LABEL, toSen } from "./invoice-model";

const MARGIN = 56;
const INK = "#111827";
const MUTED = "#4b5563";
const PAID = "#047857";

/** What the document is: the invoice as issued, the same marked paid, or a credit note. */
export type InvoiceDocument = "invoice" | "receipt" | "credit_note";

export const DOCUMENT_TITLE: Record<InvoiceDocument, string> = {
  invoice: "Invoice",
  receipt: "Receipt",
  credit_note: "Credit note",
};

export interface InvoicePdfOptions {
  seller: InvoiceSettings;
  /** For a credit note: the number of the invoice it credits. */
  creditedNumber?: string | null;
  /** The signed link where this document can be checked (and downloaded) at any time. */
  verifyUrl: string;
}

/** The document an invoice row is now: a paid invoice reads as its receipt. */
export function documentOf(invoice: Invoice): InvoiceDocument {
  if (invoice.kind === "credit_note") return "credit_note";
  return invoice.status === "paid" ? "receipt" : "invoice";
}

function day(key: string): string {
  return formatDate(`${key}T12:00:00+08:00`);
}

const METHOD_WORDS: Record<string, string> = {
  bank_transfer: "Bank transfer",
  card: "Card",
  cash: "Cash",
  cheque: "Cheque",
  hrdc: "HRD Corp",
  other: "Other",
  stripe: "Online payment (card)",
};

export function paymentMethodLabel(method: string | null): string {
  return method ? (METHOD_WORDS[method] ?? method.replace(/_/g, " ")) : "";
}

/**
 * An invoice, receipt or credit note on A4, rendered from the stored row (what it said when
 * issued) and the seller's settings. Built-in Helvetica, like the HRDC quotation: no font
 * files, names outside Latin-1 print as their closest glyphs.
 */
export function renderInvoicePdf(invoice: Invoice, options: InvoicePdfOptions): Promise<Buffer> {
  const { seller } = options;
  const document = documentOf(invoice);
  const title = DOCUMENT_TITLE[document];
  const { doc, finished, width } = startPdf(
    { Title: `${title} ${invoice.number}`, Author: seller.legalName, Subject: title },
    { margin: MARGIN },
  );
  const taxed = toSen(invoice.tax) !== 0 || invoice.lines.some((line) => line.taxRate > 0);

  // The seller, as LHDN wants it on every invoice.
  doc.fillColor(INK).font("Helvetica-Bold").fontSize(16).text(seller.legalName);
  doc.font("Helvetica").fontSize(9).fillColor(MUTED);
  if (seller.ssmNumber) doc.text(`Company no. (SSM): ${seller.ssmNumber}`);
  if (seller.sstNumber) doc.text(`SST registration no.: ${seller.sstNumber}`);
  if (seller.tin) doc.text(`TIN: ${seller.tin}`);
  for (const line of seller.addressLines) doc.text(line);
  doc.text(`${seller.phone} · ${seller.email}`);

  const top = doc.y + 18;
  doc
    .font("Helvetica-Bold")
    .fontSize(20)
    .fillColor(document === "receipt" ? PAID : INK);
  doc.text(title, MARGIN, top);
  doc.font("Helvetica").fontSize(10).fillColor(INK);
  doc.text(`No.: ${invoice.number}`);
  doc.text(`Date of issue: ${formatDateTime(invoice.issuedAt)}`);
  if (invoice.kind === "credit_note" && options.creditedNumber)
    doc.text(`Credits invoice: ${options.creditedNumber}`);
  if (invoice.dueOn && invoice.status === "unpaid") doc.text(`Due by: ${day(invoice.dueOn)}`);
  doc.text(`Currency: ${invoice.currency}`);
  doc.font("Helvetica-Bold");
  if (document === "receipt" && invoice.paidAt) {
    doc.fillColor(PAID).text(`PAID on ${formatDate(invoice.paidAt)}`);
    doc.fillColor(INK);
  } else if (invoice.kind === "invoice") {
    doc.text(`Status: ${INVOICE_STATUS_LABEL[invoice.status]}`);
  }
  doc.font("Helvetica");

  // The buyer.
  doc
    .moveDown()
    .font("Helvetica-Bold")
    .text(invoice.kind === "credit_note" ? "To" : "Bill to");
  doc.font("Helvetica");
  if (invoice.buyerCompany && invoice.groupId) {
    doc.text(invoice.buyerCompany);
    if (invoice.buyerSsm) doc.text(`SSM no.: ${invoice.buyerSsm}`);
    doc.text(`Attn: ${invoice.buyerName}`);
  } else {
    doc.text(invoice.buyerName);
    if (invoice.buyerCompany) doc.text(invoice.buyerCompany);
  }
  if (invoice.buyerTin) doc.text(`TIN: ${invoice.buyerTin}`);
  for (const line of invoice.buyerAddress?.split("\n") ?? []) doc.text(line);
  doc.text([invoice.buyerEmail, invoice.buyerPhone].filter(Boolean).join(" · "));

  // The lines.
  doc.moveDown();
  const share = taxed ? [0.46, 0.08, 0.16, 0.12, 0.18] : [0.56, 0.1, 0.16, 0, 0.18];
  const heads = ["Description", "Qty", "Unit (MYR)", "SST (MYR)", "Amount (MYR)"];
  let x = MARGIN;
  const columns: (PdfColumn & { head: string })[] = heads.map((head, i) => {
    const column = {
      head,
      x,
      width: width * share[i]!,
      align: i === 0 ? "left" : "right",
    } as const;
    x += column.width;
    return column;
  });
  const shown = columns.filter((column) => column.width > 0);
  const row = (cells: string[], bold = false) => tableRow(doc, shown, cells, bold);
  const rule = () => tableRule(doc, MARGIN, width);
  // The columns say MYR already: "1,500.00" rather than "RM 1,500.00".
  const money = (value: string) => formatMYR(value).replace(/RM\s/u, "");
  row(
    shown.map((column) => column.head),
    true,
  );
  rule();
  for (const line of invoice.lines) {
    const cells = [line.description, String(line.quantity), money(line.unitPrice)];
    if (taxed) cells.push(money(line.tax));
    cells.push(money(line.amount));
    row(cells);
  }
  rule();
  const total = (label: string, value: string, bold = false) => {
    const y = doc.y;
    doc.font(bold ? "Helvetica-Bold" : "Helvetica");
    doc.text(label, MARGIN + width * 0.5, y, { width: width * 0.3, align: "right" });
    doc.text(formatMYR(value), MARGIN + width * 0.8, y, { width: width * 0.2, align: "right" });
    doc.x = MARGIN;
    doc.y += 2;
  };
  total("Subtotal", invoice.subtotal);
  if (taxed) total(`SST (${invoice.lines[0]?.taxRate ?? 0}%)`, invoice.tax);
  total(`Total (${invoice.currency})`, invoice.total, true);

  doc.moveDown().font("Helvetica").fontSize(10).fillColor(INK);
  doc.x = MARGIN;
  if (invoice.kind === "credit_note" && invoice.reason)
    doc.text(`Reason: ${invoice.reason}`, { width });
  if (invoice.paidAt && invoice.kind === "invoice") {
    const by = invoice.paymentMethod ? ` by ${paymentMethodLabel(invoice.paymentMethod)}` : "";
    const ref = invoice.paymentReference ? ` (ref. ${invoice.paymentReference})` : "";
    doc.text(`Paid${by}${ref} on ${formatDate(invoice.paidAt)}.`, { width });
  }
  if (invoice.status === "void")
    doc
      .font("Helvetica-Bold")
      .text("VOID: this invoice was cancelled and is not payable.", { width });
  if (invoice.status === "unpaid" && invoice.kind === "invoice") {
    doc.font("Helvetica-Bold").text("How to pay", { width });
    doc.font("Helvetica");
    if (seller.bankDetails)
      for (const line of seller.bankDetails.split(/\s*[|\n]\s*/)) doc.text(line, { width });
    doc.text(`Please quote ${invoice.number} with your payment.`, { width });
  }
  if (!taxed) {
    doc.moveDown(0.5).fontSize(9).fillColor(MUTED);
    doc.text(`${seller.legalName} is not registered for SST: no tax is charged.`, { width });
  }

  doc.moveDown().fontSize(8).fillColor(MUTED);
  doc.text(`Verify this document at ${options.verifyUrl}`, { width });
  doc.text(`Questions: ${seller.email} · ${seller.phone}`, { width });
  doc.end();
  return finished;
}
