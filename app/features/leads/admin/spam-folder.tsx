import { Form } from "react-router";
import { Button } from "#app/components/ui/button";
import { ExportCsvLink } from "#app/features/backoffice/export/export-link";
import { type LeadFilter, type LeadKindName } from "./filters";
import { LeadFilterForm, LeadRows, LeadTabs, type LeadRowView } from "./leads-list";
import { filterParams } from "#app/features/backoffice/list/list-filter";
import { ListPage, ListPagination } from "#app/features/backoffice/list/list-page";

/** The Spam folder's address. */
export const SPAM_FOLDER = "/admin/leads/spam";

/** The Spam folder: suspected spam with its reason, each with a "Not spam" button. */
export function SpamFolder({
  filter,
  rows,
  total,
  pages,
  kindCounts,
  reasons,
}: {
  filter: LeadFilter;
  rows: LeadRowView[];
  total: number;
  pages: number;
  kindCounts: Record<LeadKindName, number>;
  /** The spam reason of each row, by `kind:sourceId`. */
  reasons: Record<string, string>;
}) {
  return (
    <ListPage
      title="Spam"
      summary={`${total.toLocaleString("en-MY")} suspected, mails held. Deleted after 30 days.`}
      live={false}
      actions={
        <div className="flex flex-wrap items-center gap-2">
          <LeadTabs current="spam" />
          <ExportCsvLink
            href="/admin/leads.csv"
            filter={{ ...Object.fromEntries(filterParams(filter)), spam: "1" }}
          />
        </div>
      }
    >
      <LeadFilterForm filter={filter} action={SPAM_FOLDER} kindCounts={kindCounts} />
      <LeadRows
        rows={rows}
        empty="The Spam folder is empty."
        extra={(row) => (
          <div className="mt-2 flex flex-wrap items-center gap-2">
            <span className="text-muted-foreground">
              Reason: {reasons[`${row.kind}:${row.sourceId}`] ?? "unknown"}
            </span>
            <Form method="post">
              <input type="hidden" name="intent" value="not-spam" />
              <input type="hidden" name="id" value={row.id} />
              <Button
                type="submit"
                size="sm"
                variant="outline"
                aria-label={`Not spam: ${row.name}`}
              >
                Not spam
              </Button>
            </Form>
          </div>
        )}
      />
      <ListPagination filter={filter} pages={pages} base={SPAM_FOLDER} />
    </ListPage>
  );
}
