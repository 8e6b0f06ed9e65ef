import { oneOf, pageParam } from "#app/features/backoffice/list/list-filter";
import {
  INVOICE_KINDS,
  INVOICE_STATUSES,
  type InvoiceKind,
  type InvoiceStatus,
} from "#app/features/invoices/invoice-model";

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
  page: number;
}

export function parseInvoiceFilter(params: URLSearchParams): InvoiceFilter {
  const year = Number.parseInt(params.get("year") ?? "", 10);
  return {
    q: (params.get("q") ?? "").trim().slice(0, INVOICE_SEARCH_MAX),
    status: oneOf(INVOICE_STATUSES, params.get("status")),
    kind: oneOf(INVOICE_KINDS, params.get("kind")),
    year: year >= 2000 && year <= 2999 ? year : null,
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
}
