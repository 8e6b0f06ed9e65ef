import { RotateCcw } from "lucide-react";
import { Form, Link } from "react-router";
import { Button } from "#app/components/ui/button";
import { FormAlert } from "#app/components/ui/form-alert";
import { ExportCsvLink } from "#app/features/backoffice/export/export-link";
import { formatDateTime } from "#common/dates";
import { cn } from "#app/lib/cn";
import type { listOutbox } from "./mail.server";
import { OUTBOX_STATUSES, type OutboxStatus } from "./statuses";

const LABEL = {
  pending: "Pending",
  sending: "Sending",
  sent: "Sent",
  failed: "Failed",
  skipped: "Skipped",
  held: "Held (spam)",
} as const;

/** The outbox by status, newest first: each mail opens its page; failed ones can be retried. */
export function OutboxPage({
  counts,
  status,
  page,
  pages,
  mails,
  dev,
  error,
}: {
  counts: Record<OutboxStatus, number>;
  status: OutboxStatus;
  page: number;
  pages: number;
  mails: Awaited<ReturnType<typeof listOutbox>>;
  /** The dev mailbox is on (no SMTP): link to it. */
  dev: boolean;
  /** The refused retry's message, if any. */
  error: string | null;
}) {
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-6 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight">Mail</h1>
        <div className="flex flex-wrap gap-2">
          <ExportCsvLink href="/admin/mail.csv" filter={{ status }} />
          {dev && (
            <Button asChild variant="outline" size="sm">
              <Link to="/admin/mail/dev">Dev mailbox</Link>
            </Button>
          )}
          {counts.failed > 0 && (
            <Form method="post">
              <input type="hidden" name="intent" value="retry-all" />
              <Button type="submit" size="sm">
                <RotateCcw aria-hidden="true" /> Retry all failed ({counts.failed})
              </Button>
            </Form>
          )}
        </div>
      </div>
      <FormAlert message={error} />
      <nav aria-label="Mail by status">
        <ul className="flex flex-wrap gap-x-1 border-b">
          {OUTBOX_STATUSES.map((s) => (
            <li key={s}>
              <Link
                to={`?status=${s}`}
                aria-current={s === status ? "page" : undefined}
                className={cn(
                  "-mb-px inline-flex items-center gap-1.5 border-b-2 px-3 py-2 text-sm font-medium whitespace-nowrap",
                  s === status
                    ? "border-primary text-primary"
                    : "border-transparent text-muted-foreground hover:text-foreground",
                )}
              >
                {LABEL[s]}
                <span className="rounded-full bg-muted px-1.5 text-xs tabular-nums">
                  {counts[s]}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {mails.length === 0 ? (
        <p className="rounded-lg border bg-background p-6 text-muted-foreground">
          No {LABEL[status].toLowerCase()} mails.
        </p>
      ) : (
        <ul className="divide-y rounded-lg border bg-background">
          {mails.map((m) => (
            <li key={m.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 px-4 py-3">
              <Link to={`/admin/mail/${m.id}`} className="min-w-0 flex-1 basis-64 hover:underline">
                <span className="block font-medium">
                  {m.subject ?? `${m.formType} (not rendered yet)`}
                </span>
                <span className="block text-sm break-all text-muted-foreground">
                  {m.recipientRole === "team" ? "Team" : "Visitor"} · {m.toAddress} · {m.formType}
                </span>
                {m.lastError && status !== "sent" && (
                  <span className="block truncate text-sm text-destructive">{m.lastError}</span>
                )}
              </Link>
              <span className="text-sm whitespace-nowrap text-muted-foreground">
                {formatDateTime(m.sentAt ?? m.createdAt)} · {m.attempts} attempt
                {m.attempts === 1 ? "" : "s"}
              </span>
              {m.status === "failed" && (
                <Form method="post">
                  <input type="hidden" name="intent" value="retry" />
                  <input type="hidden" name="id" value={m.id} />
                  <Button type="submit" size="sm" variant="outline">
                    Retry
                  </Button>
                </Form>
              )}
            </li>
          ))}
        </ul>
      )}
      {pages > 1 && (
        <nav aria-label="Pages" className="flex items-center justify-between text-sm">
          {page > 1 ? <Link to={`?status=${status}&page=${page - 1}`}>← Newer</Link> : <span />}
          <span>
            Page {page} of {pages}
          </span>
          {page < pages ? <Link to={`?status=${status}&page=${page + 1}`}>Older →</Link> : <span />}
        </nav>
      )}
    </div>
  );
}
