import { pageCount } from "#app/features/backoffice/list/list-filter";
import { Form, Link } from "react-router";
import { Button } from "#app/components/ui/button";
import { ExportCsvLink } from "#app/features/backoffice/export/export-link";
import { AUDIT_PAGE_SIZE } from "./audit-log";
import type { AuditFilter, AuditRow } from "./audit-log.server";

const dateTime = new Intl.DateTimeFormat("en-MY", {
  dateStyle: "medium",
  timeStyle: "medium",
  timeZone: "Asia/Kuala_Lumpur",
});

/** The audit log: who did what and when, newest first, filtered by person or action. */
export function AuditLogPage({
  filter,
  rows,
  total,
  actions,
  actors,
}: {
  filter: AuditFilter;
  rows: AuditRow[];
  total: number;
  /** The actions and the people on record, offered as filters. */
  actions: string[];
  actors: string[];
}) {
  const pages = pageCount(total, AUDIT_PAGE_SIZE);
  const pageLink = (page: number) => {
    const params = new URLSearchParams();
    if (filter.actor) params.set("actor", filter.actor);
    if (filter.action) params.set("action", filter.action);
    if (page > 1) params.set("page", String(page));
    const query = params.toString();
    return query ? `?${query}` : ".";
  };
  const selects = [
    { name: "actor", label: "Who", any: "Everyone", options: actors },
    { name: "action", label: "Action", any: "Any action", options: actions },
  ] as const;
  return (
    <main id="main" className="mx-auto max-w-6xl space-y-6 px-4 py-8 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">Audit log</h1>
        <ExportCsvLink
          href="/admin/audit.csv"
          filter={{ actor: filter.actor, action: filter.action }}
        />
      </div>
      <Form method="get" className="flex flex-wrap items-end gap-3 rounded-xl border bg-card p-4">
        {selects.map((select) => (
          <label key={select.name} className="grid gap-1 text-sm font-medium">
            {select.label}
            <select
              name={select.name}
              defaultValue={filter[select.name] ?? ""}
              className="h-9 rounded-md border bg-background px-2"
            >
              <option value="">{select.any}</option>
              {select.options.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </select>
          </label>
        ))}
        <Button type="submit" size="sm">
          Filter
        </Button>
      </Form>
      <p className="text-sm text-muted-foreground">
        {total} {total === 1 ? "entry" : "entries"}
      </p>
      {rows.length === 0 ? (
        <p className="text-muted-foreground">Nothing recorded for this filter.</p>
      ) : (
        <ol className="divide-y rounded-xl border bg-card" data-testid="audit-list">
          {rows.map((row) => (
            <li key={row.id} className="grid gap-1 px-4 py-3 sm:grid-cols-[12rem_1fr]">
              <time dateTime={row.createdAt} className="text-sm text-muted-foreground">
                {dateTime.format(new Date(row.createdAt))}
              </time>
              <div className="min-w-0">
                <p className="break-words">{row.summary}</p>
                <p className="text-xs text-muted-foreground">
                  {row.actorEmail} · <code>{row.action}</code>
                </p>
              </div>
            </li>
          ))}
        </ol>
      )}
      {pages > 1 && (
        <nav aria-label="Pages" className="flex items-center gap-3 text-sm">
          {filter.page > 1 && <Link to={pageLink(filter.page - 1)}>Newer</Link>}
          <span>
            Page {filter.page} of {pages}
          </span>
          {filter.page < pages && <Link to={pageLink(filter.page + 1)}>Older</Link>}
        </nav>
      )}
    </main>
  );
}
