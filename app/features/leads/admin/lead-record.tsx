import { Badge } from "#app/components/ui/badge";
import type { LeadDetail } from "./lead-detail.server";
import { formatField, leadFieldRows } from "./lead-fields";
import { QuizAnswers } from "./quiz-answers";

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
      <section aria-labelledby="lead-fields" className="rounded-lg border bg-background p-4">
        <h2 id="lead-fields" className="mb-3 text-lg font-semibold">
          Details
        </h2>
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
      </section>
      {lead.kind === "quiz" && source && <QuizAnswers source={source} />}
      {group && (
        <section
          aria-labelledby="lead-group"
          className="rounded-lg border bg-background p-4 text-sm"
        >
          <h2 id="lead-group" className="mb-2 text-lg font-semibold">
            HRDC group
          </h2>
          <p>
            {String(group.companyName)} · {String(group.reference)} · HR {String(group.hrName)} (
            {String(group.hrEmail)})
          </p>
        </section>
      )}
      {lead.kind === "registration_group" && (
        <section
          aria-labelledby="lead-attendees"
          className="rounded-lg border bg-background p-4 text-sm"
        >
          <h2 id="lead-attendees" className="mb-2 text-lg font-semibold">
            Attendees ({attendees.length})
          </h2>
          <ul className="grid gap-1">
            {attendees.map((a) => (
              <li key={String(a.id)}>
                {String(a.name)} · {String(a.email)} · {String(a.reference)} ·{" "}
                {formatField(a.status, "label")}
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="lead-mails" className="rounded-lg border bg-background p-4 text-sm">
        <h2 id="lead-mails" className="mb-2 text-lg font-semibold">
          Mails ({mails.length})
        </h2>
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
      </section>
    </div>
  );
}
