import { Badge } from "#app/components/ui/badge";
import type { LeadDetail } from "./lead-detail.server";
import { formatField, leadFieldRows } from "./lead-fields";
import { QuizAnswers } from "./quiz-answers";
import { TitledSection } from "#app/features/backoffice/shell/titled-section";

/** What the lead is: its fields, quiz answers, HRDC group or attendees, and its mails. */
export function LeadRecord({
  lead,
  source,
  attendees,
  group,
  mails,
}: Pick<LeadDetail, "lead" | "source" | "attendees" | "group" | "mails">) {
  return (
    <div className="grid content-start gap-4">
      <TitledSection
        id="lead-fields"
        title="Details"
        className="rounded-lg border bg-background p-4"
        titleClassName="mb-3 text-lg font-semibold"
      >
        {source ? (
          <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[12rem_1fr]">
            {leadFieldRows(lead.kind, source).map((f) => (
              <div key={f.label} className="contents">
                <dt className="font-medium text-muted-foreground">{f.label}</dt>
                <dd className="break-words whitespace-pre-wrap">{f.value}</dd>
              </div>
            ))}
          </dl>
        ) : (
          <p className="text-sm text-muted-foreground">The source record is gone.</p>
        )}
      </TitledSection>
      {lead.kind === "quiz" && source && <QuizAnswers source={source} />}
      {group && (
        <TitledSection
          id="lead-group"
          title="HRDC group"
          className="rounded-lg border bg-background p-4 text-sm"
          titleClassName="mb-2 text-lg font-semibold"
        >
          <p>
            {String(group.companyName)} · {String(group.reference)} · HR {String(group.hrName)} (
            {String(group.hrEmail)})
          </p>
        </TitledSection>
      )}
      {lead.kind === "registration_group" && (
        <TitledSection
          id="lead-attendees"
          title={`Attendees (${attendees.length})`}
          className="rounded-lg border bg-background p-4 text-sm"
          titleClassName="mb-2 text-lg font-semibold"
        >
          <ul className="grid gap-1">
            {attendees.map((a) => (
              <li key={String(a.id)}>
                {String(a.name)} · {String(a.email)} · {String(a.reference)} ·{" "}
                {formatField(a.status, "label")}
              </li>
            ))}
          </ul>
        </TitledSection>
      )}
      <TitledSection
        id="lead-mails"
        title={`Mails (${mails.length})`}
        className="rounded-lg border bg-background p-4 text-sm"
        titleClassName="mb-2 text-lg font-semibold"
      >
        {mails.length === 0 ? (
          <p className="text-muted-foreground">No mails for this lead.</p>
        ) : (
          <ul className="grid gap-1">
            {mails.map((m) => (
              <li key={m.id} className="flex flex-wrap items-center gap-2">
                <Badge variant={m.status === "sent" ? "success" : "outline"}>{m.status}</Badge>
                <span>{m.subject ?? "(not rendered yet)"}</span>
                <span className="text-muted-foreground">to {m.recipientRole}</span>
              </li>
            ))}
          </ul>
        )}
      </TitledSection>
    </div>
  );
}
