import { TextLinkOrText } from "#app/features/backoffice/shell/text-link";
import type { Route } from "./+types/orders";
import { adminMeta } from "#app/features/backoffice/admin-meta";
import { FormAlert } from "#app/components/ui/form-alert";
import { requireRoleMutation } from "#app/features/team/auth.server";
import { loadAdminList } from "#app/features/backoffice/list/list-loader.server";
import {
  BOOK_ORDER_SEARCH_MAX,
  BOOK_ORDER_STATUS_LABELS,
  BOOK_ORDER_STATUSES,
  bookOrderActionSchema,
  parseBookOrderFilter,
  type BookOrderAction,
  type BookOrderRow,
} from "#app/features/books/admin/book-orders";
import {
  cancelBookOrder,
  confirmBookOrder,
  listBookOrders,
} from "#app/features/books/admin/book-orders.server";
import {
  deliverBookOrder,
  shipBookOrder,
} from "#app/features/books/admin/book-order-shipping.server";
import {
  CourierSuggestions,
  DeliveryCell,
  OrderActions,
  StatusBadge,
  type RowAnswer,
} from "#app/features/books/admin/book-order-parts";
import { ExportCsvLink } from "#app/features/backoffice/export/export-link";
import { choicesOf, FilterBar } from "#app/features/backoffice/list/filter-bar";
import { STACKED_ROW, StackedTable } from "#app/features/backoffice/list/stacked-table";
import { invalid, refusedWith } from "#app/lib/action-result";
import { formatDateTime } from "#common/dates";
import { readFormData } from "#app/lib/form-data.server";
import { formatMYR } from "#common/money";
import { redirectWithToast } from "#app/lib/toast.server";
import { filterParams } from "#app/features/backoffice/list/list-filter";
import { countOf, ListPage, ListPagination } from "#app/features/backoffice/list/list-page";
import { EmptyList } from "#app/features/backoffice/list/card-list";

export const meta: Route.MetaFunction = () => adminMeta("Book orders · Back office");

const BASE = "/admin/book-orders";

/** Names, e-mails and phone numbers of buyers: admins only. */
export function loader({ request }: Route.LoaderArgs) {
  return loadAdminList(request, parseBookOrderFilter, listBookOrders);
}

export async function action({ request }: Route.ActionArgs) {
  const actor = await requireRoleMutation(request, "admin");
  const form = await readFormData(request);
  const values = {
    intent: String(form.get("intent") ?? ""),
    orderId: String(form.get("orderId") ?? ""),
    courier: String(form.get("courier") ?? ""),
    trackingNumber: String(form.get("trackingNumber") ?? ""),
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
  const outcome = await perform(actor, parsed.data);
  // Refused on the server (already paid, cancelled, spam, gone): the list stays, with why.
  if (!outcome.ok) return refusedWith(outcome, values);
  // Back to the list as it was filtered, so the team keeps their place.
  const back = new URL(request.url).search;
  return redirectWithToast(`${BASE}${back}`, {
    type: "success",
    title: outcome.value,
    description:
      parsed.data.intent === "deliver"
        ? "The order is complete."
        : parsed.data.intent === "ship"
          ? "The buyer is e-mailed the tracking number."
          : "The buyer is e-mailed.",
  });
}

type Actor = Awaited<ReturnType<typeof requireRoleMutation>>;

function perform(actor: Actor, action: BookOrderAction) {
  switch (action.intent) {
    case "confirm":
      return confirmBookOrder(actor, action.orderId);
    case "cancel":
      return cancelBookOrder(actor, action.orderId);
    case "ship":
      return shipBookOrder(actor, action.orderId, action);
    case "deliver":
      return deliverBookOrder(actor, action.orderId);
  }
}

const STATUS_CHOICES = choicesOf(BOOK_ORDER_STATUSES, BOOK_ORDER_STATUS_LABELS);

function OrderTable({ rows, answer }: { rows: BookOrderRow[]; answer: RowAnswer | null }) {
  if (rows.length === 0) return <EmptyList>No book orders match this filter.</EmptyList>;
  return (
    <StackedTable label="Book orders" columns={["Buyer", "Book", "Delivery", "Order", "Actions"]}>
      {rows.map((o) => (
        <tr key={o.id} className={STACKED_ROW}>
          <td className="px-3 py-2 max-md:p-0">
            <TextLinkOrText
              to={o.leadId ? `/admin/leads/${o.leadId}` : null}
              className="block font-medium break-words"
            >
              {o.name}
            </TextLinkOrText>
            <span className="block break-all text-muted-foreground">{o.email}</span>
            {o.phone && <span className="block text-muted-foreground">{o.phone}</span>}
          </td>
          <td className="px-3 py-2 max-md:p-0">
            <span className="block break-words">{o.bookTitle}</span>
            {o.price && (
              <span className="block text-muted-foreground tabular-nums">{formatMYR(o.price)}</span>
            )}
          </td>
          <td className="px-3 py-2 max-md:p-0 md:min-w-44">
            <DeliveryCell order={o} />
          </td>
          <td className="px-3 py-2 max-md:p-0">
            <StatusBadge status={o.status} />
            {o.spam && <span className="ml-1 text-xs text-destructive">suspected spam</span>}
            <span className="mt-1 block font-mono text-xs whitespace-nowrap">{o.reference}</span>
            <time dateTime={o.createdAt} className="block text-xs text-muted-foreground">
              {formatDateTime(o.createdAt)}
            </time>
          </td>
          <td className="px-3 py-2 max-md:p-0 max-md:pt-2 md:w-48">
            <OrderActions order={o} answer={answer?.orderId === o.id ? answer : null} />
          </td>
        </tr>
      ))}
    </StackedTable>
  );
}

export default function BookOrders({ loaderData, actionData }: Route.ComponentProps) {
  const { filter, rows, total, pages, statusCounts } = loaderData;
  // A ship form refused at its fields shows the messages at that row; anything else above.
  const answer: RowAnswer | null =
    actionData?.status === "invalid" && actionData.values.intent === "ship"
      ? {
          orderId: actionData.values.orderId ?? "",
          fieldErrors: actionData.fieldErrors,
          values: actionData.values,
        }
      : null;
  const error =
    actionData?.status === "error"
      ? actionData.message
      : actionData?.status === "invalid" && !answer
        ? Object.values(actionData.fieldErrors)[0]
        : answer?.fieldErrors.orderId
          ? answer.fieldErrors.orderId
          : null;
  return (
    <ListPage
      title="Book orders"
      summary={`${countOf(total, "order", "orders")}, newest first`}
      actions={<ExportCsvLink href="/admin/book-orders.csv" filter={filterParams(filter)} />}
    >
      <FilterBar
        action={BASE}
        label="Filter book orders"
        id="orders"
        className="sm:grid-cols-[minmax(0,2fr)_minmax(10rem,1fr)_auto] sm:items-end"
        filter={filter}
        search={{ placeholder: "Name, e-mail or reference", maxLength: BOOK_ORDER_SEARCH_MAX }}
        selects={[{ name: "status", label: "Status", any: "Any status", options: STATUS_CHOICES }]}
        counts={{ name: "status", label: "Book orders by status", counts: statusCounts }}
      />
      <FormAlert message={error} />
      <OrderTable rows={rows} answer={answer} />
      <CourierSuggestions />
      <ListPagination base={BASE} filter={filter} pages={pages} />
    </ListPage>
  );
}
