import { Download } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import { Badge } from "#app/components/ui/badge";
import { Button } from "#app/components/ui/button";
import { StatusButton } from "#app/components/ui/status-button";
import { ExportCsvLink } from "#app/features/backoffice/export/export-link";
import { filterParams } from "#app/features/backoffice/list/list-filter";
import { STACKED_ROW, StackedTable } from "#app/features/backoffice/list/stacked-table";
import { TitledSection } from "#app/features/backoffice/shell/titled-section";
import { formatDateTime } from "#common/dates";
import { formatMYR } from "#common/money";
import { fromSen } from "#app/features/invoices/invoice-model";
import {
  monthLabel,
  MONTH_COLUMNS,
  type AttentionItem,
  type MonthFigures,
  type WithSst,
} from "#app/features/invoices/month-end";
import type { InvoiceFilter, InvoiceTotals } from "./invoice-list";

/** The Invoices page's month-end parts: the report, what needs attention, totals and exports. */

export const rm = (sen: number) => formatMYR(fromSen(sen));

function Amount({ value, label }: { value: WithSst; label: string }) {
  return (
    <>
      <span className="text-xs text-muted-foreground md:hidden">{label}</span>
      <span>
        <span className="block font-medium tabular-nums">{rm(value.sen)}</span>
        <span className="block text-xs text-muted-foreground tabular-nums">
          SST {rm(value.sstSen)}
        </span>
      </span>
    </>
  );
}

/**
 * Per Malaysian month: invoiced and still open by the month of issue; collected, refunded and
 * credited by the day the money moved. Each with the SST inside it.
 */
export function MonthEndReport({ months }: { months: readonly MonthFigures[] }) {
  return (
    <TitledSection id="month-end-heading" title="Month-end">
      <p className="text-sm text-muted-foreground">
        Malaysian months. Invoiced and open count the month&apos;s invoices (void ones left out;
        open is what they still owe today); collected, refunded and credited count the ledger&apos;s
        rows of the month. Each amount includes the SST shown under it.
      </p>
      <StackedTable
        label="Month-end figures"
        columns={["Month", ...MONTH_COLUMNS.map((c) => c[1])]}
      >
        {months.map((m) => (
          <tr key={m.month} className={STACKED_ROW} data-month={m.month}>
            <th scope="row" className="px-3 py-2 text-left font-semibold max-md:p-0">
              <Link to={`/admin/invoices?month=${m.month}`} className="hover:underline">
                {monthLabel(m.month)}
              </Link>
              <span className="block text-xs font-normal text-muted-foreground">
                {m.invoices} {m.invoices === 1 ? "invoice" : "invoices"}
              </span>
            </th>
            {MONTH_COLUMNS.map(([key, label]) => (
              <td
                key={key}
                className="px-3 py-2 max-md:grid max-md:grid-cols-[8rem_1fr] max-md:p-0 md:text-right"
                data-column={key}
              >
                <Amount value={m[key]} label={label} />
              </td>
            ))}
          </tr>
        ))}
      </StackedTable>
    </TitledSection>
  );
}

/** Each thing that needs a person, with its "Mark resolved". */
export function AttentionList({ items }: { items: readonly AttentionItem[] }) {
  const navigation = useNavigation();
  const posting = navigation.state === "submitting" ? navigation.formData?.get("key") : null;
  return (
    <TitledSection
      id="attention-heading"
      title={items.length === 0 ? "Nothing needs attention" : `Needs attention (${items.length})`}
    >
      {items.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          Every invoice&apos;s ledger adds up and no money alert is open.
        </p>
      ) : (
        <ul className="grid gap-3" data-testid="attention">
          {items.map((item) => (
            <li
              key={item.key}
              className="grid gap-2 rounded-lg border border-destructive/30 bg-background p-4 md:grid-cols-[1fr_auto] md:items-start"
            >
              <div className="min-w-0 space-y-1">
                <p className="flex flex-wrap items-center gap-2">
                  <Badge variant={item.kind === "alert" ? "accent" : "outline"}>
                    {item.kind === "alert" ? "Money alert" : "Ledger breaks"}
                  </Badge>
                  {item.sen !== null && (
                    <span className="text-sm font-medium tabular-nums">{rm(item.sen)}</span>
                  )}
                </p>
                <p className="text-sm break-words">{item.summary}</p>
                <p className="flex flex-wrap gap-x-3 text-xs text-muted-foreground">
                  {item.invoice && (
                    <Link
                      to={`/admin/invoices?q=${item.invoice.number}`}
                      className="text-primary hover:underline"
                    >
                      {item.invoice.number}
                    </Link>
                  )}
                  {item.raisedAt && (
                    <span>
                      Raised <time dateTime={item.raisedAt}>{formatDateTime(item.raisedAt)}</time>
                    </span>
                  )}
                </p>
              </div>
              <Form method="post" className="md:justify-self-end">
                <input type="hidden" name="intent" value="resolve" />
                <input type="hidden" name="key" value={item.key} />
                <StatusButton
                  type="submit"
                  variant="outline"
                  size="sm"
                  pending={posting === item.key}
                  aria-label={`Mark resolved: ${item.summary}`}
                >
                  Mark resolved
                </StatusButton>
              </Form>
            </li>
          ))}
        </ul>
      )}
    </TitledSection>
  );
}

/** What the filtered list adds up to. */
export function InvoiceTotalsLine({ totals }: { totals: InvoiceTotals }) {
  return (
    <dl
      className="grid grid-cols-2 gap-3 rounded-lg border bg-background p-4 text-sm sm:grid-cols-4"
      aria-label="Totals of the listed documents"
      data-testid="invoice-totals"
    >
      {(
        [
          ["Total (void left out)", rm(totals.totalSen)],
          ["SST in it", rm(totals.sstSen)],
          ["Collected, net of refunds", rm(totals.collectedSen)],
          ["Still owed", rm(totals.owedSen)],
        ] as const
      ).map(([label, value]) => (
        <div key={label}>
          <dt className="text-xs text-muted-foreground">{label}</dt>
          <dd className="font-semibold tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The list's downloads under its filter: CSV, and ZIPs of its PDFs and UBL JSON. */
export function InvoiceExports({ filter }: { filter: InvoiceFilter }) {
  const params = filterParams(filter);
  params.delete("page");
  const query = params.toString() ? `?${params.toString()}` : "";
  return (
    <div className="flex flex-wrap gap-2">
      <ExportCsvLink href="/admin/invoices.csv" filter={params} />
      {(
        [
          ["pdf", "PDFs (ZIP)"],
          ["ubl", "UBL JSON (ZIP)"],
        ] as const
      ).map(([format, label]) => (
        <Button key={format} asChild variant="outline" size="sm">
          <a href={`/admin/invoices.${format}.zip${query}`} download>
            <Download aria-hidden="true" /> {label}
          </a>
        </Button>
      ))}
    </div>
  );
}
