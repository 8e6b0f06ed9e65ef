import type { Route } from "./+types/index";
import { adminMeta } from "#app/features/backoffice/admin-meta";
import { loadAdminList } from "#app/features/backoffice/list/list-loader.server";
import { choicesOf, FilterBar } from "#app/features/backoffice/list/filter-bar";
import { countOf, ListPage, ListPagination } from "#app/features/backoffice/list/list-page";
import {
  INVOICE_KIND_LABEL,
  INVOICE_KINDS,
  INVOICE_STATUS_LABEL,
  INVOICE_STATUSES,
} from "#app/features/invoices/invoice-model";
import { INVOICE_SEARCH_MAX, parseInvoiceFilter } from "#app/features/invoices/admin/invoice-list";
import { listInvoices } from "#app/features/invoices/admin/invoices.server";
import { InvoiceTable } from "#app/features/invoices/admin/invoice-table";

export const meta: Route.MetaFunction = () => adminMeta("Invoices · Back office");

const BASE = "/admin/invoices";

/** Buyers' names and addresses: admins only. */
export function loader({ request }: Route.LoaderArgs) {
  const thisYear = new Date().getFullYear();
  return loadAdminList(request, parseInvoiceFilter, async (filter) => ({
    years: [thisYear, thisYear - 1, thisYear - 2],
    ...(await listInvoices(filter)),
  }));
}

export default function Invoices({ loaderData }: Route.ComponentProps) {
  const { filter, rows, total, pages, years } = loaderData;
  return (
    <ListPage title="Invoices" summary={`${countOf(total, "document", "documents")}, newest first`}>
      <FilterBar
        action={BASE}
        label="Filter invoices"
        id="invoices"
        className="sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_repeat(3,minmax(8rem,1fr))_auto] lg:items-end"
        filter={filter}
        search={{ placeholder: "Number, buyer, company or e-mail", maxLength: INVOICE_SEARCH_MAX }}
        selects={[
          {
            name: "status",
            label: "Status",
            any: "Any status",
            options: choicesOf(INVOICE_STATUSES, INVOICE_STATUS_LABEL),
          },
          {
            name: "kind",
            label: "Kind",
            any: "Any kind",
            options: choicesOf(INVOICE_KINDS, INVOICE_KIND_LABEL),
          },
          {
            name: "year",
            label: "Year",
            any: "Any year",
            options: years.map((year) => ({ value: String(year), label: String(year) })),
          },
        ]}
      />
      <InvoiceTable rows={rows} />
      <ListPagination base={BASE} filter={filter} pages={pages} />
    </ListPage>
  );
}
