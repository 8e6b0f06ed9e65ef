import { oneOf, pageParam } from "#app/features/backoffice/list/list-filter";
import {
  INVOICE_KINDS,
  INVOICE_STATUSES,
  type InvoiceKind,
  type InvoiceStatus,
} from "#app/features/invoices/invoice-model";
import { parseMonth, type MonthKey } from "#app/features/invoices/month-end";

/**
 * The back office's invoice list (browser-safe): its filter, read from and written to the
 * URL, and the row it shows.
 */

export const INVOICES_PAGE_SIZE = 25;
export const INVOICE_SEARCH_MAX = 100;

export interface InvoiceFilter {
  q: string;
  status: InvoiceStatus | null;
  kind: InvoiceKind | null;
  year: number | null;
  /** Issued in this Malaysian month ("2026-11"). */
  month: MonthKey | null;
  /** Only the invoices that need attention (a ledger that breaks, an open money alert). */
  attention: "1" | null;
  page: number;
}

export function parseInvoiceFilter(params: URLSearchParams): InvoiceFilter {
  const year = Number.parseInt(params.get("year") ?? "", 10);
  return {
    q: (params.get("q") ?? "").trim().slice(0, INVOICE_SEARCH_MAX),
    status: oneOf(INVOICE_STATUSES, params.get("status")),
    kind: oneOf(INVOICE_KINDS, params.get("kind")),
    year: year >= 2000 && year <= 2999 ? year : null,
    month: parseMonth(params.get("month")),
    attention: params.get("attention") === "1" ? "1" : null,
    page: pageParam(params),
  };
}

export interface InvoiceRow {
  id: string;
  number: string;
  kind: InvoiceKind;
  status: InvoiceStatus;
  issuedAt: string;
  dueOn: string | null;
  buyer: string;
  company: string | null;
  email: string;
  total: string;
  paymentMethod: string | null;
  /** Where its registration is listed in the back office (the course's page, or book orders). */
  sourceHref: string | null;
  sourceLabel: string | null;
  creditedNumber: string | null;
  /** An invoice's ledger: what is still owed, in sen (null for a credit note). */
  owedSen: number | null;
}

/**
 * What the filtered list adds up to, void documents left out, in sen: the documents' totals
 * (a credit note's is negative) and the SST in them, what came in net of refunds, and what is
 * still owed.
 */
export interface InvoiceTotals {
  documents: number;
  totalSen: number;
  sstSen: number;
  collectedSen: number;
  owedSen: number;
}
