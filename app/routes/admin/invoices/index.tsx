import type { Route } from "./+types/index";
import { Pagination } from "#app/components/ui/pagination";
import { pageTitle } from "#common/business";
import { requireRole } from "#app/features/team/auth.server";
import { choicesOf, FilterBar } from "#app/features/backoffice/list/filter-bar";
import { filterParams } from "#app/features/backoffice/list/list-filter";
import {
  INVOICE_KIND_LABEL,
  INVOICE_KINDS,
  INVOICE_STATUS_LABEL,
  INVOICE_STATUSES,
} from "#app/features/invoices/invoice-model";
import {
  INVOICE_SEARCH_MAX,
  parseInvoiceFilter,
  type InvoiceFilter,
} from "#app/features/invoices/admin/invoice-list";
import { listInvoices } from "#app/features/invoices/admin/invoices.server";
import { InvoiceTable } from "#app/features/invoices/admin/invoice-table";

export const meta: Route.MetaFunction = () => [
  { title: pageTitle("Invoices · Back office") },
  { name: "robots", content: "noindex, nofollow" },
];

const BASE = "/admin/invoices";

/** Buyers' names and addresses: admins only. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, "admin");
  const filter = parseInvoiceFilter(new URL(request.url).searchParams);
  const thisYear = new Date().getFullYear();
  return { filter, years: [thisYear, thisYear - 1, thisYear - 2], ...(await listInvoices(filter)) };
}

function href(filter: InvoiceFilter, change: Partial<InvoiceFilter>): string {
  const query = filterParams(filter, change).toString();
  return query ? `${BASE}?${query}` : BASE;
}

export default function Invoices({ loaderData }: Route.ComponentProps) {
  const { filter, rows, total, pages, years } = loaderData;
  return (
    <main id="main" className="mx-auto grid max-w-6xl gap-4 px-4 py-6 sm:px-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">Invoices</h1>
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {total.toLocaleString("en-MY")} {total === 1 ? "document" : "documents"}, newest first
        </p>
      </div>
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
      <Pagination page={filter.page} pages={pages} hrefFor={(page) => href(filter, { page })} />
    </main>
  );
}
