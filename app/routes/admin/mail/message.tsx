import { RotateCcw } from "lucide-react";
import { data, Form, Link } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/message";
import { Button } from "#app/components/ui/button";
import { FormAlert } from "#app/components/ui/form-alert";
import { pageTitle } from "#common/business";
import { adminHeaders, requireRole, requireRoleMutation } from "#app/features/team/auth.server";
import { retryAction } from "#app/features/mail/mail-actions.server";
import { findMail, renderPreview } from "#app/features/mail/mail.server";
import { formatDateTime } from "#common/dates";

export const meta: Route.MetaFunction = ({ data }) => [
  { title: pageTitle(`${data?.mail.subject ?? "Mail"} · Back office`) },
  { name: "robots", content: "noindex, nofollow" },
];

export const headers: Route.HeadersFunction = () => adminHeaders;

async function mailOf(params: { id?: string }) {
  const id = z.uuid().safeParse(params.id);
  const row = id.success ? await findMail(id.data) : null;
  if (!row) throw data({ error: "No such mail" }, { status: 404 });
  return row;
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireRole(request, "admin");
  const row = await mailOf(params);
  const preview = await renderPreview(row);
  return {
    mail: {
      id: row.id,
      formType: row.formType,
      recipientRole: row.recipientRole,
      toAddress: row.toAddress,
      status: row.status,
      attempts: row.attempts,
      lastError: row.lastError,
      skipReason: row.skipReason,
      subject: row.subject ?? (preview.ok ? preview.subject : null),
      leadRef: row.leadRef,
      messageId: row.messageId,
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
      nextAttemptAt: row.nextAttemptAt,
      sentAt: row.sentAt,
    },
    preview,
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  // The session and role first: an id that does not exist must tell a stranger nothing.
  await requireRoleMutation(request, "admin");
  return retryAction(request, `/admin/mail/${(await mailOf(params)).id}`);
}

export default function MailMessage({ loaderData, actionData }: Route.ComponentProps) {
  const { mail, preview } = loaderData;
  const error = actionData?.status === "error" ? actionData.message : null;
  const facts: [string, string | null][] = [
    ["Status", mail.status],
    ["To", `${mail.toAddress} (${mail.recipientRole === "team" ? "team" : "visitor"})`],
    ["Form type", mail.formType],
    ["Attempts", String(mail.attempts)],
    ["Last error", mail.lastError],
    ["Skipped because", mail.skipReason],
    ["Lead", mail.leadRef],
    ["Queued", formatDateTime(mail.createdAt)],
    ["Next attempt", mail.status === "pending" ? formatDateTime(mail.nextAttemptAt) : null],
    ["Sent", mail.sentAt ? formatDateTime(mail.sentAt) : null],
    ["Last change", formatDateTime(mail.updatedAt)],
    ["Message-ID", mail.messageId],
  ];
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-6 sm:px-6">
      <div className="space-y-1">
        <Link
          to={`/admin/mail?status=${mail.status}`}
          className="text-sm text-primary hover:underline"
        >
          ← Outbox
        </Link>
        <h1 className="text-2xl font-bold tracking-tight break-words">
          {mail.subject ?? mail.formType}
        </h1>
      </div>
      <FormAlert message={error} />
      {mail.status === "failed" && (
        <Form method="post">
          <input type="hidden" name="intent" value="retry" />
          <input type="hidden" name="id" value={mail.id} />
          <Button type="submit">
            <RotateCcw aria-hidden="true" /> Retry this mail
          </Button>
        </Form>
      )}
      <dl className="grid gap-x-6 gap-y-2 rounded-lg border bg-background p-4 text-sm sm:grid-cols-[10rem_1fr]">
        {facts
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-medium text-muted-foreground">{label}</dt>
              <dd className="break-words max-sm:mb-2">{value}</dd>
            </div>
          ))}
      </dl>
      {preview.ok ? (
        <>
          <section aria-labelledby="html-version" className="space-y-2">
            <h2 id="html-version" className="text-lg font-semibold">
              Message
            </h2>
            {/* Sandboxed with no permissions: no scripts, no same-origin, no forms, no navigation. */}
            <iframe
              title="Rendered message"
              sandbox=""
              srcDoc={preview.html}
              referrerPolicy="no-referrer"
              className="h-[70vh] w-full rounded-lg border bg-white"
            />
            {preview.attachments.length > 0 && (
              <p className="text-sm text-muted-foreground">
                Attachments: {preview.attachments.join(", ")}
              </p>
            )}
          </section>
          <section aria-labelledby="text-version" className="space-y-2">
            <h2 id="text-version" className="text-lg font-semibold">
              Text version
            </h2>
            {/* Focusable, so a keyboard can scroll a long message. */}
            <pre
              tabIndex={0}
              className="max-h-[60vh] overflow-auto rounded-lg border bg-background p-4 text-sm wrap-anywhere whitespace-pre-wrap"
            >
              {preview.text}
            </pre>
          </section>
        </>
      ) : (
        <FormAlert message={`This mail cannot be rendered: ${preview.error}`} />
      )}
    </div>
  );
}
