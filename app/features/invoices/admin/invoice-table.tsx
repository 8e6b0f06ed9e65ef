import { Badge } from "#app/components/ui/badge";
import { TextLink } from "#app/features/backoffice/shell/text-link";
import { EmptyList } from "#app/features/backoffice/list/card-list";
import { STACKED_ROW, StackedTable } from "#app/features/backoffice/list/stacked-table";
import { formatDate, formatDateTime } from "#common/dates";
import { formatMYR } from "#common/money";
import {
  fromSen,
  toSen,
  INVOICE_KIND_LABEL,
  INVOICE_STATUS_LABEL,
  type InvoiceStatus,
} from "#app/features/invoices/invoice-model";
import type { InvoiceRow } from "./invoice-list";

const STATUS_VARIANT: Record<InvoiceStatus, "accent" | "success" | "outline" | "default"> = {
  unpaid: "accent",
  paid: "success",
  void: "outline",
  credited: "default",
};

function StatusCell({ row }: { row: InvoiceRow }) {
  // A credit note settles rather than being owed: it reads "Issued", not "Paid".
  const label = row.kind === "credit_note" ? "Issued" : INVOICE_STATUS_LABEL[row.status];
  return (
    <>
      <Badge variant={row.kind === "credit_note" ? "outline" : STATUS_VARIANT[row.status]}>
        {label}
      </Badge>
      {row.status === "unpaid" && row.owedSen !== null && row.owedSen !== toSen(row.total) && (
        <span className="block text-xs text-muted-foreground tabular-nums">
          {formatMYR(fromSen(row.owedSen))} still owed
        </span>
      )}
      {row.status === "unpaid" && row.dueOn && (
        <span className="block text-xs text-muted-foreground">
          Due {formatDate(`${row.dueOn}T12:00:00+08:00`)}
        </span>
      )}
    </>
  );
}

const LINK = "text-primary hover:underline";

/** Invoices and credit notes, each with its PDF, its MyInvois JSON and where it came from. */
export function InvoiceTable({ rows }: { rows: InvoiceRow[] }) {
  if (rows.length === 0) return <EmptyList>No invoices match this filter.</EmptyList>;
  return (
    <StackedTable label="Invoices" columns={["Number", "Buyer", "Total", "Status", "Files"]}>
      {rows.map((row) => (
        <tr key={row.id} className={STACKED_ROW}>
          <td className="px-3 py-2 max-md:p-0">
            <span className="block font-mono text-sm font-medium whitespace-nowrap">
              {row.number}
            </span>
            <span className="block text-xs text-muted-foreground">
              {INVOICE_KIND_LABEL[row.kind]} ·{" "}
              <time dateTime={row.issuedAt}>{formatDateTime(row.issuedAt)}</time>
            </span>
            {row.creditedNumber && (
              <span className="block text-xs text-muted-foreground">
                Credits {row.creditedNumber}
              </span>
            )}
          </td>
          <td className="px-3 py-2 max-md:p-0">
            <span className="block font-medium break-words">{row.company ?? row.buyer}</span>
            {row.company && <span className="block break-words">{row.buyer}</span>}
            <span className="block break-all text-muted-foreground">{row.email}</span>
          </td>
          <td className="px-3 py-2 tabular-nums max-md:p-0 md:text-right">
            {formatMYR(row.total)}
          </td>
          <td className="px-3 py-2 max-md:p-0">
            <StatusCell row={row} />
          </td>
          <td className="px-3 py-2 max-md:p-0 max-md:pt-1">
            <span className="flex flex-wrap gap-x-3 gap-y-1 text-sm">
              <a href={`/admin/invoices/${row.number}.pdf`} className={LINK}>
                PDF
              </a>
              <a href={`/admin/invoices/${row.number}.ubl.json`} className={LINK}>
                UBL JSON
              </a>
              {row.kind === "invoice" && (row.status === "paid" || row.status === "unpaid") && (
                <TextLink to={`/admin/invoices/${row.number}/credit-note`}>Credit note…</TextLink>
              )}
              {row.sourceHref && <TextLink to={row.sourceHref}>{row.sourceLabel}</TextLink>}
            </span>
          </td>
        </tr>
      ))}
    </StackedTable>
  );
}
