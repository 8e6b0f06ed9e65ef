import { RotateCcw } from "lucide-react";
import { Form, Link } from "react-router";
import type { Route } from "./+types/index";
import { Button } from "#app/components/ui/button";
import { FormAlert } from "#app/components/ui/form-alert";
import { pageTitle } from "#common/business";
import { adminHeaders, requireRole } from "#app/features/team/auth.server";
import { retryAction } from "#app/features/mail/mail-actions.server";
import { devMailboxActive, listOutbox, statusCounts } from "#app/features/mail/mail.server";
import { isOutboxStatus, OUTBOX_STATUSES, PAGE_SIZE } from "#app/features/mail/statuses";
import { ExportCsvLink } from "#app/features/backoffice/export/export-link";
import { formatDateTime } from "#common/dates";
import { cn } from "#app/lib/cn";

export const meta: Route.MetaFunction = () => [
  { title: pageTitle("Mail · Back office") },
  { name: "robots", content: "noindex, nofollow" },
];

export const headers: Route.HeadersFunction = () => adminHeaders;

export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, "admin");
  const url = new URL(request.url);
  const counts = await statusCounts();
  const asked = url.searchParams.get("status");
  const status = isOutboxStatus(asked) ? asked : counts.failed > 0 ? "failed" : "sent";
  const pageNumber = Number(url.searchParams.get("page") ?? "1");
  const page =
    Number.isInteger(pageNumber) && pageNumber >= 1 && pageNumber <= 10_000 ? pageNumber : 1;
  const mails = await listOutbox(status, page);
  return {
    counts,
    status,
    page,
    pages: Math.max(1, Math.ceil(counts[status] / PAGE_SIZE)),
    mails,
    dev: devMailboxActive(),
  };
}

export async function action({ request }: Route.ActionArgs) {
  const url = new URL(request.url);
  return retryAction(request, `/admin/mail${url.search}`);
}

const LABEL = {
  pending: "Pending",
  sending: "Sending",
  sent: "Sent",
  failed: "Failed",
  skipped: "Skipped",
  held: "Held (spam)",
} as const;

export default function MailOutbox({ loaderData, actionData }: Route.ComponentProps) {
  const { counts, status, page, pages, mails, dev } = loaderData;
  const error = actionData?.status === "error" ? actionData.message : null;
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
      <nav aria-label="Mail by status" className="overflow-x-auto">
        <ul className="flex gap-1 border-b">
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
