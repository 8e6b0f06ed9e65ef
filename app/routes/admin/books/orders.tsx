import { Form, Link } from "react-router";
import { SearchForm } from "#app/components/ui/search-form";
import type { Route } from "./+types/orders";
import { Badge } from "#app/components/ui/badge";
import { Button } from "#app/components/ui/button";
import { Input, Label, Select } from "#app/components/ui/field";
import { FormAlert } from "#app/components/ui/form-alert";
import { Pagination } from "#app/components/ui/pagination";
import { pageTitle } from "#common/business";
import { adminHeaders, requireRole, requireRoleMutation } from "#app/features/team/auth.server";
import {
  BOOK_ORDER_SEARCH_MAX,
  BOOK_ORDER_STATUS_LABELS,
  BOOK_ORDER_STATUSES,
  bookOrderActionSchema,
  bookOrderFilterParams,
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
import { invalid, refusedWith } from "#app/lib/action-result";
import { formatDateTime } from "#common/dates";
import { readFormData } from "#app/lib/form-data.server";
import { formatMYR } from "#common/money";
import { redirectWithToast } from "#app/lib/toast.server";

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
  const query = bookOrderFilterParams(filter, change).toString();
  return query ? `${BASE}?${query}` : BASE;
}

function StatusBadge({ status }: { status: BookOrderStatus }) {
  const variant =
    status === "confirmed" ? "success" : status === "cancelled" ? "outline" : "accent";
  return <Badge variant={variant}>{BOOK_ORDER_STATUS_LABELS[status]}</Badge>;
}

function FilterForm({ filter }: { filter: BookOrderFilter }) {
  return (
    <SearchForm
      action={BASE}
      label="Filter book orders"
      className="grid gap-3 rounded-lg border bg-background p-4 sm:grid-cols-[minmax(0,2fr)_minmax(10rem,1fr)_auto] sm:items-end"
    >
      <div className="grid gap-1.5">
        <Label htmlFor="orders-q">Search</Label>
        <Input
          id="orders-q"
          name="q"
          type="search"
          defaultValue={filter.q}
          placeholder="Name, e-mail or reference"
          maxLength={BOOK_ORDER_SEARCH_MAX}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="orders-status">Status</Label>
        <Select id="orders-status" name="status" defaultValue={filter.status ?? ""}>
          <option value="">Any status</option>
          {BOOK_ORDER_STATUSES.map((s) => (
            <option key={s} value={s}>
              {BOOK_ORDER_STATUS_LABELS[s]}
            </option>
          ))}
        </Select>
      </div>
      <div className="flex gap-2">
        <Button type="submit">Filter</Button>
        <Button asChild variant="ghost">
          <Link to={BASE}>Clear</Link>
        </Button>
      </div>
    </SearchForm>
  );
}

function RowAction({
  order,
  intent,
  label,
  variant,
}: {
  order: BookOrderRow;
  intent: "confirm" | "cancel";
  label: string;
  variant: "default" | "destructive";
}) {
  return (
    // Posts to this page with its filter, so the list comes back as it was.
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="orderId" value={order.id} />
      <Button type="submit" size="sm" variant={variant}>
        {label}
      </Button>
    </Form>
  );
}

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
        <RowAction order={order} intent="confirm" label="Confirm payment" variant="default" />
      )}
      {canCancel(order.status) && (
        <details>
          <summary className="inline-flex h-9 cursor-pointer items-center rounded-md px-3 text-sm font-semibold text-destructive hover:bg-muted">
            Cancel…
          </summary>
          <div className="mt-2 grid gap-2 text-sm">
            <p>
              Cancel {order.reference}? {order.name} is e-mailed
              {order.status === "confirmed" ? "; refund the payment yourself." : "."}
            </p>
            <RowAction order={order} intent="cancel" label="Yes, cancel" variant="destructive" />
          </div>
        </details>
      )}
    </div>
  );
}

function OrderTable({ rows }: { rows: BookOrderRow[] }) {
  if (rows.length === 0) {
    return (
      <p className="rounded-lg border bg-background p-6 text-center text-muted-foreground">
        No book orders match this filter.
      </p>
    );
  }
  return (
    <div className="overflow-x-auto rounded-lg border bg-background">
      <table className="w-full text-left text-sm" aria-label="Book orders">
        <thead className="border-b bg-muted/50 text-xs text-muted-foreground uppercase max-md:sr-only">
          <tr>
            <th className="px-3 py-2">Buyer</th>
            <th className="px-3 py-2">Book</th>
            <th className="px-3 py-2">Status</th>
            <th className="px-3 py-2">Reference</th>
            <th className="px-3 py-2">Ordered</th>
            <th className="px-3 py-2">Actions</th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {rows.map((o) => (
            <tr key={o.id} className="align-top max-md:grid max-md:gap-1 max-md:px-3 max-md:py-3">
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
                  <span className="block text-muted-foreground tabular-nums">
                    {formatMYR(o.price)}
                  </span>
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
        </tbody>
      </table>
    </div>
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
        <ExportCsvLink href="/admin/book-orders.csv" filter={bookOrderFilterParams(filter)} />
      </div>
      <FilterForm filter={filter} />
      <nav aria-label="Book orders by status">
        <ul className="flex flex-wrap gap-2 text-sm">
          {BOOK_ORDER_STATUSES.map((s) => (
            <li key={s}>
              <Link
                to={href(filter, { status: filter.status === s ? null : s, page: 1 })}
                aria-current={filter.status === s ? "true" : undefined}
                className="inline-flex items-center gap-1.5 rounded-full border bg-background px-3 py-1 hover:bg-muted aria-[current]:border-primary aria-[current]:bg-primary/5 aria-[current]:font-semibold"
              >
                {BOOK_ORDER_STATUS_LABELS[s]}
                <span className="text-muted-foreground tabular-nums">{statusCounts[s]}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <FormAlert message={error} />
      <OrderTable rows={rows} />
      <Pagination page={filter.page} pages={pages} hrefFor={(page) => href(filter, { page })} />
    </main>
  );
}
