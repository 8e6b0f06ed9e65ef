import { addDays, calendarDateKey } from "#common/dates";

/**
 * The arithmetic and names of invoices, pure so that the browser (the list's labels), the
 * PDF, the UBL export and the tests share one version (docs/decisions/0040-invoices.md).
 */

export const INVOICE_KINDS = ["invoice", "credit_note"] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

export const INVOICE_STATUSES = ["unpaid", "paid", "void", "credited"] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export const INVOICE_KIND_LABEL: Record<InvoiceKind, string> = {
  invoice: "Invoice",
  credit_note: "Credit note",
};

export const INVOICE_STATUS_LABEL: Record<InvoiceStatus, string> = {
  unpaid: "Unpaid",
  paid: "Paid",
  void: "Void",
  credited: "Credited",
};

/** Each kind's own series, so credit notes never take an invoice's number. */
export const SERIES: Record<InvoiceKind, "INV" | "CN"> = { invoice: "INV", credit_note: "CN" };

/** AIHQ-INV-2026-000123: series, year and a sequence that restarts every year. */
export function invoiceNumber(kind: InvoiceKind, year: number, sequence: number): string {
  return `AIHQ-${SERIES[kind]}-${year}-${String(sequence).padStart(6, "0")}`;
}

export const INVOICE_NUMBER_PATTERN = /^AIHQ-(INV|CN)-\d{4}-\d{6,}$/;

/** An amount in sen from "1500.00" (or a number of ringgit), exact for two decimals. */
export function toSen(value: string | number | null): number {
  if (value === null) return 0;
  if (typeof value === "number") return Math.round(value * 100);
  const negative = value.trim().startsWith("-");
  const [whole = "0", fraction = ""] = value.trim().replace(/^[-+]/, "").split(".");
  const sen = Number(whole) * 100 + Number(fraction.padEnd(2, "0").slice(0, 2));
  return negative ? -sen : sen;
}

/** "1500.00" from sen, as numeric columns and UBL amounts want it. */
export function fromSen(sen: number): string {
  const sign = sen < 0 ? "-" : "";
  const abs = Math.abs(sen);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

export interface LineInput {
  description: string;
  quantity: number;
  unitPrice: string;
}

export interface PricedLine extends LineInput {
  taxRate: number;
  amount: string;
  tax: string;
}

export interface Totals {
  lines: PricedLine[];
  subtotal: string;
  tax: string;
  total: string;
}

/**
 * Lines with their amount and SST (rounded per line to the sen, as the PDF prints them), and
 * the totals as the sums of what is printed. A rate of 0 gives no tax anywhere.
 */
export function priceLines(items: readonly LineInput[], sstRate: number): Totals {
  let subtotal = 0;
  let tax = 0;
  const lines = items.map((item) => {
    const amountSen = toSen(item.unitPrice) * item.quantity;
    const taxSen = Math.round((amountSen * sstRate) / 100);
    subtotal += amountSen;
    tax += taxSen;
    return { ...item, taxRate: sstRate, amount: fromSen(amountSen), tax: fromSen(taxSen) };
  });
  return { lines, subtotal: fromSen(subtotal), tax: fromSen(tax), total: fromSen(subtotal + tax) };
}

/**
 * The Malaysian day an unpaid invoice falls due: `dueDays` after issue, but never after the
 * course starts (a seat is paid for before it is used). Issued on or after the start: due at once.
 */
export function dueOn(issuedAt: Date, dueDays: number, courseStart: Date | null = null): string {
  const issued = calendarDateKey(issuedAt);
  const due = addDays(issued, dueDays);
  if (!courseStart) return due;
  const start = calendarDateKey(courseStart);
  if (start < issued) return issued;
  return start < due ? start : due;
}
