import { and, count, desc, eq, gte, inArray, lt, ne, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "#server/db/client";
import { invoices, registrationGroups, registrations } from "#server/db/schema";
import { getDb } from "#server/runtime";
import { searchAny } from "#app/features/backoffice/list/list-query.server";
import { listPage } from "#app/features/backoffice/list/list-filter";
import { toSen } from "#app/features/invoices/invoice-model";
import { monthRange } from "#app/features/invoices/month-end";
import {
  attentionInvoiceIds,
  attentionItems,
  ledgerSums,
  owedSql,
} from "#app/features/invoices/reconcile.server";
import {
  INVOICES_PAGE_SIZE,
  type InvoiceFilter,
  type InvoiceRow,
  type InvoiceTotals,
} from "./invoice-list";

const credited = alias(invoices, "credited");

/** The filter as SQL; `attention` reads what needs attention first. */
export async function invoiceConditions(db: Db, filter: InvoiceFilter): Promise<SQL | undefined> {
  const month = filter.month ? monthRange(filter.month) : null;
  const attention = filter.attention ? attentionInvoiceIds(await attentionItems(db)) : null;
  return and(
    filter.status ? eq(invoices.status, filter.status) : undefined,
    filter.kind ? eq(invoices.kind, filter.kind) : undefined,
    filter.year ? eq(invoices.year, filter.year) : undefined,
    month ? and(gte(invoices.issuedAt, month.from), lt(invoices.issuedAt, month.to)) : undefined,
    // No invoice needs attention: the list is empty, not unfiltered.
    attention ? (attention.length > 0 ? inArray(invoices.id, attention) : sql`false`) : undefined,
    searchAny(filter.q, [
      invoices.number,
      invoices.buyerName,
      invoices.buyerEmail,
      invoices.buyerCompany,
    ]),
  );
}

/** The documents under `where` with where each came from and its ledger, newest first. */
export function invoiceRowsQuery(db: Db, where: SQL | undefined) {
  const sums = ledgerSums(db);
  return db
    .select({
      invoice: invoices,
      productType: registrations.productType,
      productId: registrations.productId,
      reference: registrations.reference,
      groupReference: registrationGroups.reference,
      creditedNumber: credited.number,
      collected: sql<string>`coalesce(${sums.collected}, 0)::text`,
      refunded: sql<string>`coalesce(${sums.refunded}, 0)::text`,
      creditedAmount: sql<string>`coalesce(${sums.credited}, 0)::text`,
      owed: sql<string>`${owedSql(sums)}::text`,
    })
    .from(invoices)
    .leftJoin(registrations, eq(registrations.id, invoices.registrationId))
    .leftJoin(registrationGroups, eq(registrationGroups.id, invoices.groupId))
    .leftJoin(credited, eq(credited.id, invoices.creditedInvoiceId))
    .leftJoin(sums, eq(sums.invoiceId, invoices.id))
    .where(where)
    .orderBy(desc(invoices.issuedAt), desc(invoices.number))
    .$dynamic();
}

export type InvoiceQueryRow = Awaited<ReturnType<typeof invoiceRowsQuery>>[number];

export function toInvoiceRow(row: InvoiceQueryRow): InvoiceRow {
  const { invoice } = row;
  const source = row.groupReference
    ? { href: `/admin/hrdc/${invoice.groupId}`, label: row.groupReference }
    : row.reference
      ? {
          href:
            row.productType === "book"
              ? `/admin/book-orders?q=${row.reference}`
              : `/admin/registrations/${row.productId}`,
          label: row.reference,
        }
      : { href: null, label: null };
  return {
    id: invoice.id,
    number: invoice.number,
    kind: invoice.kind,
    status: invoice.status,
    issuedAt: invoice.issuedAt.toISOString(),
    dueOn: invoice.dueOn,
    buyer: invoice.buyerName,
    company: invoice.buyerCompany,
    email: invoice.buyerEmail,
    total: invoice.total,
    paymentMethod: invoice.paymentMethod,
    sourceHref: source.href,
    sourceLabel: source.label,
    creditedNumber: row.creditedNumber,
    owedSen: invoice.kind === "invoice" ? toSen(row.owed) : null,
  };
}

/** What the documents under `where` add up to (void ones left out). */
async function totalsOf(db: Db, where: SQL | undefined): Promise<InvoiceTotals> {
  const sums = ledgerSums(db);
  const isInvoice = sql`${invoices.kind} = 'invoice'`;
  const [row] = await db
    .select({
      documents: count(),
      total: sql<string>`coalesce(sum(${invoices.total}), 0)::text`,
      sst: sql<string>`coalesce(sum(${invoices.tax}), 0)::text`,
      collected: sql<string>`coalesce(sum(coalesce(${sums.collected}, 0) - coalesce(${sums.refunded}, 0)), 0)::text`,
      owed: sql<string>`coalesce(sum(greatest(${owedSql(sums)}, 0)) filter (where ${isInvoice}), 0)::text`,
    })
    .from(invoices)
    .leftJoin(sums, eq(sums.invoiceId, invoices.id))
    .where(and(where, ne(invoices.status, "void")));
  return {
    documents: Number(row?.documents ?? 0),
    totalSen: toSen(row?.total ?? "0"),
    sstSen: toSen(row?.sst ?? "0"),
    collectedSen: toSen(row?.collected ?? "0"),
    owedSen: toSen(row?.owed ?? "0"),
  };
}

/** One page of invoices and credit notes, newest first, with where each came from, and totals. */
export async function listInvoices(filter: InvoiceFilter, db: Db = getDb()) {
  const where = await invoiceConditions(db, filter);
  const [[{ total } = { total: 0 }], found, totals] = await Promise.all([
    db.select({ total: count() }).from(invoices).where(where),
    invoiceRowsQuery(db, where)
      .limit(INVOICES_PAGE_SIZE)
      .offset((filter.page - 1) * INVOICES_PAGE_SIZE),
    totalsOf(db, where),
  ]);
  return { ...listPage(found.map(toInvoiceRow), total, INVOICES_PAGE_SIZE), totals };
}
