import { Form } from "react-router";
import { Button } from "#app/components/ui/button";
import { SelectField, TextareaField } from "#app/components/ui/form-fields";
import type { ActionResult } from "#app/lib/action-result";
import { formatDateTime } from "#common/dates";
import { LEAD_STATUS_LABELS, NEXT_STATUSES, NOTE_MAX } from "./filters";
import type { LeadDetail } from "./lead-detail.server";
import { TitledForm } from "#app/features/backoffice/shell/titled-form";
import { TitledSection } from "#app/features/backoffice/shell/titled-section";

/** The team's work on a lead: not spam, its next status, notes, and the timeline. */
export function LeadFollowUp({
  lead,
  events,
  actionData,
}: Pick<LeadDetail, "lead" | "events"> & { actionData: ActionResult | undefined }) {
  const next = NEXT_STATUSES[lead.status];
  // A refusal belongs to the form that was sent: its messages at its fields, its values kept.
  const refused = (intent: string) =>
    actionData?.values.intent === intent ? actionData : undefined;
  const statusRefusal = refused("status");
  const noteRefusal = refused("note");
  const errorsOf = (result: typeof actionData) =>
    result?.status === "invalid" ? result.fieldErrors : {};
  const statusErrors = errorsOf(statusRefusal);
  const noteErrors = errorsOf(noteRefusal);
  return (
    <div className="grid content-start gap-4">
      {lead.spam ? (
        <Form method="post" className="rounded-lg border bg-background p-4">
          <input type="hidden" name="intent" value="not-spam" />
          <p className="mb-3 text-sm">This item is in the Spam folder; its mails are held.</p>
          <Button type="submit">Not spam</Button>
        </Form>
      ) : (
        <TitledForm
          id="status-heading"
          title="Change status"
          intent="status"
          className="grid gap-3 rounded-lg border bg-background p-4"
        >
          <input type="hidden" name="from" value={lead.status} />
          {next.length === 0 ? (
            <p className="text-sm text-muted-foreground">This lead is won; its status is final.</p>
          ) : (
            <>
              <SelectField
                label="New status"
                name="to"
                options={next.map((s) => ({ value: s, label: LEAD_STATUS_LABELS[s] }))}
                defaultValue={
                  next.find((s) => s === statusRefusal?.values.to) ?? next[0] ?? undefined
                }
                error={statusErrors.to}
              />
              <TextareaField
                label="Note (optional)"
                name="note"
                maxLength={NOTE_MAX}
                defaultValue={statusRefusal?.values.note}
                error={statusErrors.note}
              />
              <Button type="submit">Save status</Button>
            </>
          )}
        </TitledForm>
      )}
      <Form method="post" className="grid gap-3 rounded-lg border bg-background p-4">
        <input type="hidden" name="intent" value="note" />
        <TextareaField
          label={<span className="text-lg font-semibold">Add a note</span>}
          name="note"
          maxLength={NOTE_MAX}
          required
          defaultValue={noteRefusal?.values.note}
          error={noteErrors.note}
        />
        <Button type="submit" variant="outline">
          Add note
        </Button>
      </Form>
      <TitledSection
        id="lead-timeline"
        title="Timeline"
        className="rounded-lg border bg-background p-4 text-sm"
        titleClassName="mb-2 text-lg font-semibold"
      >
        <ol className="grid gap-3 border-l pl-4">
          {[...events].reverse().map((e) => (
            <li key={e.id}>
              <p className="font-medium">
                {e.status ? `Marked ${LEAD_STATUS_LABELS[e.status].toLowerCase()}` : "Note"}
              </p>
              {e.note && <p className="whitespace-pre-wrap">{e.note}</p>}
              <p className="text-muted-foreground">
                {e.actorEmail} · <time dateTime={e.createdAt}>{formatDateTime(e.createdAt)}</time>
              </p>
            </li>
          ))}
          <li>
            <p className="font-medium">Received</p>
            <p className="text-muted-foreground">
              <time dateTime={lead.createdAt}>{formatDateTime(lead.createdAt)}</time>
            </p>
          </li>
        </ol>
      </TitledSection>
    </div>
  );
}
