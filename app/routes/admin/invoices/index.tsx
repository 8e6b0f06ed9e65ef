import { z } from "zod";
import type { Route } from "./+types/index";
import { adminMeta } from "#app/features/backoffice/admin-meta";
import { loadAdminList } from "#app/features/backoffice/list/list-loader.server";
import { choicesOf, FilterBar } from "#app/features/backoffice/list/filter-bar";
import { countOf, ListPage, ListPagination } from "#app/features/backoffice/list/list-page";
import { FormAlert } from "#app/components/ui/form-alert";
import { requireRoleMutation } from "#app/features/team/auth.server";
import {
  INVOICE_KIND_LABEL,
  INVOICE_KINDS,
  INVOICE_STATUS_LABEL,
  INVOICE_STATUSES,
} from "#app/features/invoices/invoice-model";
import { INVOICE_SEARCH_MAX, parseInvoiceFilter } from "#app/features/invoices/admin/invoice-list";
import { monthEndPage, resolveFromPage } from "#app/features/invoices/admin/month-end.server";
import { InvoiceTable } from "#app/features/invoices/admin/invoice-table";
import {
  AttentionList,
  InvoiceExports,
  InvoiceTotalsLine,
  MonthEndReport,
} from "#app/features/invoices/admin/month-end-parts";
import { monthLabel } from "#app/features/invoices/month-end";
import { invalid, refusedWith } from "#app/lib/action-result";
import { readFormData } from "#app/lib/form-data.server";
import { redirectWithToast } from "#app/lib/toast.server";

export const meta: Route.MetaFunction = () => adminMeta("Invoices · Back office");

const BASE = "/admin/invoices";

/** Buyers' names and addresses, and the money: admins only. */
export function loader({ request }: Route.LoaderArgs) {
  return loadAdminList(request, parseInvoiceFilter, monthEndPage);
}

const resolveSchema = z.object({
  intent: z.literal("resolve", { error: "Unknown action." }),
  key: z.string().trim().min(1, "Say what was resolved.").max(300, "Say what was resolved."),
});

/** "Mark resolved" on what needs attention (admins only). */
export async function action({ request }: Route.ActionArgs) {
  const actor = await requireRoleMutation(request, "admin");
  const form = await readFormData(request);
  const values = { intent: String(form.get("intent") ?? ""), key: String(form.get("key") ?? "") };
  const parsed = resolveSchema.safeParse(values);
  if (!parsed.success)
    return invalid({ key: parsed.error.issues[0]?.message ?? "Check the form." }, values);
  const outcome = await resolveFromPage(actor, parsed.data.key);
  if (!outcome.ok) return refusedWith(outcome, values);
  return redirectWithToast(`${BASE}${new URL(request.url).search}`, {
    type: "success",
    title: outcome.value,
    description: "It is in the audit log with your name.",
  });
}

export default function Invoices({ loaderData, actionData }: Route.ComponentProps) {
  const { filter, rows, total, pages, months, report, attention, totals } = loaderData;
  const error =
    actionData?.status === "error"
      ? actionData.message
      : actionData?.status === "invalid"
        ? Object.values(actionData.fieldErrors)[0]
        : null;
  return (
    <ListPage
      title="Invoices"
      summary={`${countOf(total, "document", "documents")}, newest first`}
      actions={<InvoiceExports filter={filter} />}
      align="start"
    >
      <FormAlert message={error} />
      {(filter.attention || attention.length > 0) && <AttentionList items={attention} />}
      {!filter.attention && <MonthEndReport months={report} />}
      <FilterBar
        action={BASE}
        label="Filter invoices"
        id="invoices"
        className="sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_repeat(4,minmax(7rem,1fr))_auto] lg:items-end"
        filter={filter}
        search={{ placeholder: "Number, buyer, company or e-mail", maxLength: INVOICE_SEARCH_MAX }}
        selects={[
          {
            name: "month",
            label: "Month",
            any: "Any month",
            options: months.map((month) => ({ value: month, label: monthLabel(month) })),
          },
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
            name: "attention",
            label: "Show",
            any: "Everything",
            options: [{ value: "1", label: "Needs attention" }],
          },
        ]}
      >
        {/* The year stays a filter of its own for links made before months were. */}
        {filter.year && <input type="hidden" name="year" value={filter.year} />}
      </FilterBar>
      <InvoiceTotalsLine totals={totals} />
      <InvoiceTable rows={rows} />
      <ListPagination base={BASE} filter={filter} pages={pages} />
    </ListPage>
  );
}
