import { and, count, desc, eq, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { invoices, registrationGroups, registrations } from "#server/db/schema";
import { getDb } from "#server/runtime";
import { searchAny } from "#app/features/backoffice/list/list-query.server";
import { listPage } from "#app/features/backoffice/list/list-filter";
import { INVOICES_PAGE_SIZE, type InvoiceFilter, type InvoiceRow } from "./invoice-list";

const credited = alias(invoices, "credited");

function whereOf(filter: InvoiceFilter): SQL | undefined {
  return and(
    filter.status ? eq(invoices.status, filter.status) : undefined,
    filter.kind ? eq(invoices.kind, filter.kind) : undefined,
    filter.year ? eq(invoices.year, filter.year) : undefined,
    searchAny(filter.q, [
      invoices.number,
      invoices.buyerName,
      invoices.buyerEmail,
      invoices.buyerCompany,
    ]),
  );
}

/** One page of invoices and credit notes, newest first, with where each came from. */
export async function listInvoices(filter: InvoiceFilter) {
  const db = getDb();
  const where = whereOf(filter);
  const [{ total } = { total: 0 }] = await db
    .select({ total: count() })
    .from(invoices)
    .where(where);
  const found = await db
    .select({
      invoice: invoices,
      productType: registrations.productType,
      productId: registrations.productId,
      reference: registrations.reference,
      groupReference: registrationGroups.reference,
      creditedNumber: credited.number,
    })
    .from(invoices)
    .leftJoin(registrations, eq(registrations.id, invoices.registrationId))
    .leftJoin(registrationGroups, eq(registrationGroups.id, invoices.groupId))
    .leftJoin(credited, eq(credited.id, invoices.creditedInvoiceId))
    .where(where)
    .orderBy(desc(invoices.issuedAt), desc(invoices.number))
    .limit(INVOICES_PAGE_SIZE)
    .offset((filter.page - 1) * INVOICES_PAGE_SIZE);
  return listPage(
    found.map((row): InvoiceRow => {
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
      };
    }),
    total,
    INVOICES_PAGE_SIZE,
  );
}
