import { TextLink } from "#app/features/backoffice/shell/text-link";
import { RotateCcw } from "lucide-react";
import { Form } from "react-router";
import { Button } from "#app/components/ui/button";
import { FormAlert } from "#app/components/ui/form-alert";
import { formatDateTime } from "#common/dates";
import type { findMail, RenderedPreview } from "./mail.server";
import { TitledSection } from "#app/features/backoffice/shell/titled-section";

type MailRow = NonNullable<Awaited<ReturnType<typeof findMail>>>;

/** What the page shows of an outbox row; the subject, when not stored yet, is the preview's. */
export type MailView = Pick<
  MailRow,
  | "id"
  | "formType"
  | "recipientRole"
  | "toAddress"
  | "status"
  | "attempts"
  | "lastError"
  | "skipReason"
  | "subject"
  | "leadRef"
  | "messageId"
  | "createdAt"
  | "updatedAt"
  | "nextAttemptAt"
  | "sentAt"
>;

/** One mail of the outbox: its facts, a retry if it failed, and the message as rendered. */
export function MailMessagePage({
  mail,
  preview,
  error,
}: {
  mail: MailView;
  preview: RenderedPreview;
  /** The refused retry's message, if any. */
  error: string | null;
}) {
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
        <TextLink to={`/admin/mail?status=${mail.status}`} className="text-sm">
          ← Outbox
        </TextLink>
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
          <TitledSection id="html-version" title="Message">
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
          </TitledSection>
          <TitledSection id="text-version" title="Text version">
            {/* Focusable, so a keyboard can scroll a long message. */}
            <pre
              tabIndex={0}
              className="max-h-[60vh] overflow-auto rounded-lg border bg-background p-4 text-sm wrap-anywhere whitespace-pre-wrap"
            >
              {preview.text}
            </pre>
          </TitledSection>
        </>
      ) : (
        <FormAlert message={`This mail cannot be rendered: ${preview.error}`} />
      )}
    </div>
  );
}
