import type { AdminUser } from "#server/auth/sessions";
import { getDb } from "#server/runtime";
import { monthOfInstant, monthsUpTo } from "#app/features/invoices/month-end";
import {
  attentionItems,
  monthFigures,
  resolveAttention,
} from "#app/features/invoices/reconcile.server";
import type { InvoiceFilter } from "./invoice-list";
import { listInvoices } from "./invoices.server";

/** Months the report shows, newest first; the filter offers two years of them. */
const REPORT_MONTHS = 12;
const FILTER_MONTHS = 24;

/**
 * The Invoices page: what needs attention, the month-end report (months with anything in them,
 * and always the current one), and the filtered list with its totals.
 */
export async function monthEndPage(filter: InvoiceFilter, now = new Date()) {
  const db = getDb();
  const current = monthOfInstant(now);
  const [attention, figures, list] = await Promise.all([
    attentionItems(db),
    monthFigures(db, monthsUpTo(current, REPORT_MONTHS)),
    listInvoices(filter, db),
  ]);
  const report = figures.filter(
    (m) =>
      m.month === current ||
      m.invoices > 0 ||
      m.collected.sen > 0 ||
      m.refunded.sen > 0 ||
      m.credited.sen > 0,
  );
  return { ...list, attention, report, months: monthsUpTo(current, FILTER_MONTHS) };
}

export function resolveFromPage(actor: AdminUser, key: string) {
  return resolveAttention(getDb(), actor, key);
}
