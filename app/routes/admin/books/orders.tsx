import { Link } from "react-router";
import type { Route } from "./+types/orders";
import { Badge } from "#app/components/ui/badge";
import { FormAlert } from "#app/components/ui/form-alert";
import { Pagination } from "#app/components/ui/pagination";
import { pageTitle } from "#common/business";
import { adminHeaders, requireRole, requireRoleMutation } from "#app/features/team/auth.server";
import {
  BOOK_ORDER_SEARCH_MAX,
  BOOK_ORDER_STATUS_LABELS,
  BOOK_ORDER_STATUSES,
  bookOrderActionSchema,
  canCancel,
  canConfirm,
  parseBookOrderFilter,
  type BookOrderFilter,
  type BookOrderRow,
  type BookOrderStatus,
} from "#app/features/books/admin/book-orders";
import {
  cancelBookOrder,
  confirmBookOrder,
  listBookOrders,
} from "#app/features/books/admin/book-orders.server";
import { ExportCsvLink } from "#app/features/backoffice/export/export-link";
import { choicesOf, FilterBar, FilterCounts } from "#app/features/backoffice/list/filter-bar";
import { STACKED_ROW, StackedTable } from "#app/features/backoffice/list/stacked-table";
import { invalid, refusedWith } from "#app/lib/action-result";
import { formatDateTime } from "#common/dates";
import { readFormData } from "#app/lib/form-data.server";
import { formatMYR } from "#common/money";
import { redirectWithToast } from "#app/lib/toast.server";
import { filterParams } from "#app/features/backoffice/list/list-filter";
import { EmptyList } from "#app/features/backoffice/list/card-list";
import { CancelConfirm, RowAction } from "#app/features/registrations/admin/row-action";

export const meta: Route.MetaFunction = () => [
  { title: pageTitle("Book orders · Back office") },
  { name: "robots", content: "noindex, nofollow" },
];

export const headers: Route.HeadersFunction = () => adminHeaders;

const BASE = "/admin/book-orders";

/** Names, e-mails and phone numbers of buyers: admins only. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, "admin");
  const filter = parseBookOrderFilter(new URL(request.url).searchParams);
  return { filter, ...(await listBookOrders(filter)) };
}

export async function action({ request }: Route.ActionArgs) {
  const actor = await requireRoleMutation(request, "admin");
  const form = await readFormData(request);
  const values = {
    intent: String(form.get("intent") ?? ""),
    orderId: String(form.get("orderId") ?? ""),
  };
  const parsed = bookOrderActionSchema.safeParse(values);
  if (!parsed.success) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? "intent");
      fieldErrors[key] ??= issue.message;
    }
    return invalid(fieldErrors, values);
  }
  const { intent, orderId } = parsed.data;
  const outcome =
    intent === "confirm"
      ? await confirmBookOrder(actor, orderId)
      : await cancelBookOrder(actor, orderId);
  // Refused on the server (already paid, cancelled, spam, gone): the list stays, with why.
  if (!outcome.ok) return refusedWith(outcome, values);
  // Back to the list as it was filtered, so the team keeps their place.
  const back = new URL(request.url).search;
  return redirectWithToast(`${BASE}${back}`, {
    type: "success",
    title: outcome.value,
    description: "The buyer is e-mailed.",
  });
}

function href(filter: BookOrderFilter, change: Partial<BookOrderFilter>): string {
  const query = filterParams(filter, change).toString();
  return query ? `${BASE}?${query}` : BASE;
}

function StatusBadge({ status }: { status: BookOrderStatus }) {
  const variant =
    status === "confirmed" ? "success" : status === "cancelled" ? "outline" : "accent";
  return <Badge variant={variant}>{BOOK_ORDER_STATUS_LABELS[status]}</Badge>;
}

const STATUS_CHOICES = choicesOf(BOOK_ORDER_STATUSES, BOOK_ORDER_STATUS_LABELS);

function FilterForm({ filter }: { filter: BookOrderFilter }) {
  return (
    <FilterBar
      action={BASE}
      label="Filter book orders"
      id="orders"
      className="sm:grid-cols-[minmax(0,2fr)_minmax(10rem,1fr)_auto] sm:items-end"
      filter={filter}
      search={{ placeholder: "Name, e-mail or reference", maxLength: BOOK_ORDER_SEARCH_MAX }}
      selects={[{ name: "status", label: "Status", any: "Any status", options: STATUS_CHOICES }]}
    />
  );
}

// Its forms post to this page with its filter, so the list comes back as it was.
function Actions({ order }: { order: BookOrderRow }) {
  if (order.spam) {
    return (
      <p className="text-xs text-muted-foreground">
        Suspected spam:{" "}
        {order.leadId ? (
          <Link to={`/admin/leads/${order.leadId}`} className="text-primary hover:underline">
            review it
          </Link>
        ) : (
          "review it in the Spam folder"
        )}{" "}
        first.
      </p>
    );
  }
  return (
    <div className="flex flex-wrap items-start gap-2">
      {canConfirm(order.status) && (
        <RowAction
          intent="confirm"
          idName="orderId"
          id={order.id}
          label="Confirm payment"
          variant="default"
        />
      )}
      {canCancel(order.status) && (
        <CancelConfirm
          question={
            <>
              Cancel {order.reference}? {order.name} is e-mailed
              {order.status === "confirmed" ? "; refund the payment yourself." : "."}
            </>
          }
        >
          <RowAction
            intent="cancel"
            idName="orderId"
            id={order.id}
            label="Yes, cancel"
            variant="destructive"
          />
        </CancelConfirm>
      )}
    </div>
  );
}

function OrderTable({ rows }: { rows: BookOrderRow[] }) {
  if (rows.length === 0) return <EmptyList>No book orders match this filter.</EmptyList>;
  return (
    <StackedTable
      label="Book orders"
      columns={["Buyer", "Book", "Status", "Reference", "Ordered", "Actions"]}
    >
      {rows.map((o) => (
        <tr key={o.id} className={STACKED_ROW}>
          <td className="px-3 py-2 max-md:p-0 md:min-w-56">
            {o.leadId ? (
              <Link
                to={`/admin/leads/${o.leadId}`}
                className="block font-medium break-words text-primary hover:underline"
              >
                {o.name}
              </Link>
            ) : (
              <span className="block font-medium break-words">{o.name}</span>
            )}
            <span className="block break-all text-muted-foreground">{o.email}</span>
            {o.phone && <span className="block text-muted-foreground">{o.phone}</span>}
          </td>
          <td className="px-3 py-2 max-md:p-0">
            <span className="block">{o.bookTitle}</span>
            {o.price && (
              <span className="block text-muted-foreground tabular-nums">{formatMYR(o.price)}</span>
            )}
          </td>
          <td className="px-3 py-2 max-md:p-0">
            <StatusBadge status={o.status} />
            {o.spam && <span className="ml-1 text-xs text-destructive">suspected spam</span>}
          </td>
          <td className="px-3 py-2 font-mono text-xs whitespace-nowrap max-md:p-0">
            {o.reference}
          </td>
          <td className="px-3 py-2 whitespace-nowrap max-md:p-0">
            <time dateTime={o.createdAt}>{formatDateTime(o.createdAt)}</time>
          </td>
          <td className="px-3 py-2 max-md:p-0 max-md:pt-2">
            <Actions order={o} />
          </td>
        </tr>
      ))}
    </StackedTable>
  );
}

export default function BookOrders({ loaderData, actionData }: Route.ComponentProps) {
  const { filter, rows, total, pages, statusCounts } = loaderData;
  const error =
    actionData?.status === "error"
      ? actionData.message
      : actionData?.status === "invalid"
        ? Object.values(actionData.fieldErrors)[0]
        : null;
  return (
    <main id="main" className="mx-auto grid max-w-6xl gap-4 px-4 py-6 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight">Book orders</h1>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {total.toLocaleString("en-MY")} {total === 1 ? "order" : "orders"}, newest first
          </p>
        </div>
        <ExportCsvLink href="/admin/book-orders.csv" filter={filterParams(filter)} />
      </div>
      <FilterForm filter={filter} />
      <FilterCounts
        label="Book orders by status"
        chips={BOOK_ORDER_STATUSES.map((s) => ({
          key: s,
          label: BOOK_ORDER_STATUS_LABELS[s],
          count: statusCounts[s],
          href: href(filter, { status: filter.status === s ? null : s, page: 1 }),
          current: filter.status === s,
        }))}
      />
      <FormAlert message={error} />
      <OrderTable rows={rows} />
      <Pagination page={filter.page} pages={pages} hrefFor={(page) => href(filter, { page })} />
    </main>
  );
}
