import { TextLink, TextLinkOrText } from "#app/features/backoffice/shell/text-link";
import { InputField } from "#app/components/admin/input-field";
import { BackLink } from "#app/features/backoffice/shell/back-link";
import { Download } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { ContactLinks } from "#app/components/contact-links";
import { Badge } from "#app/components/ui/badge";
import { Button } from "#app/components/ui/button";
import { Field, Input, Textarea } from "#app/components/ui/field";
import { FormAlert } from "#app/components/ui/form-alert";
import { StatusButton } from "#app/components/ui/status-button";
import type { ActionResult } from "#app/lib/action-result";
import { useForm } from "#app/lib/use-form";
import { calendarDateKey, formatDateRange, formatDateTime } from "#common/dates";
import type { HrdcGroupSummary } from "./hrdc-group";
import { formatDayKey, NextStep } from "./hrdc-pipeline-page";
import { UNDO_REASON_MAX } from "./hrdc-stage.schema";
import {
  HRDC_REFERENCE_MAX,
  HRDC_STAGE_LABELS,
  HRDC_STAGE_REFERENCE,
  HRDC_STAGES,
  type HrdcStage,
} from "./hrdc-stages";

const ATTENDEE_STATUS: Record<string, string> = {
  registered: "Seat held",
  confirmed: "Paid",
  waitlisted: "Waiting list",
  offered: "Seat offered",
};

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="grid content-start gap-3 rounded-lg border bg-background p-4">
      <h2 className="text-base font-semibold">{title}</h2>
      {children}
    </section>
  );
}

function RecordStageForm({
  stage,
  today,
  actionData,
}: {
  stage: HrdcStage;
  today: string;
  actionData: ActionResult | undefined;
}) {
  const pending = useNavigation().formData?.get("intent") === "record";
  const answer = actionData?.values.intent === "record" ? actionData : undefined;
  const { form, errors } = useForm({ result: answer });
  const reference = HRDC_STAGE_REFERENCE[stage];
  const values = answer?.values;
  return (
    <Form
      {...form}
      method="post"
      className="grid gap-2 rounded-md border border-dashed p-3 sm:grid-cols-2"
    >
      <input type="hidden" name="intent" value="record" />
      <input type="hidden" name="stage" value={stage} />
      <p className="text-sm font-medium sm:col-span-2">Record “{HRDC_STAGE_LABELS[stage]}”</p>
      <InputField
        label="On"
        error={errors.reachedOn}
        type="date"
        name="reachedOn"
        required
        max={today}
        defaultValue={values?.reachedOn ?? today}
      />
      {reference && (
        <Field
          label={reference.required ? reference.label : `${reference.label} (optional)`}
          error={errors.reference}
        >
          {(control) => (
            <Input
              {...control}
              name="reference"
              required={reference.required}
              maxLength={HRDC_REFERENCE_MAX}
              defaultValue={values?.reference ?? ""}
            />
          )}
        </Field>
      )}
      {errors.stage && <FormAlert message={errors.stage} />}
      <div className="sm:col-span-2">
        <StatusButton type="submit" pending={pending} pendingLabel="Recording…">
          Record {HRDC_STAGE_LABELS[stage].toLowerCase()}
        </StatusButton>
      </div>
    </Form>
  );
}

function UndoStageForm({
  stage,
  actionData,
}: {
  stage: HrdcStage;
  actionData: ActionResult | undefined;
}) {
  const pending = useNavigation().formData?.get("intent") === "undo";
  const answer = actionData?.values.intent === "undo" ? actionData : undefined;
  const { form, errors } = useForm({ result: answer });
  return (
    <details open={answer ? true : undefined} className="text-sm">
      <summary className="inline-flex min-h-9 cursor-pointer items-center rounded-md px-2 font-semibold text-destructive hover:bg-muted">
        Take back…
      </summary>
      <Form {...form} method="post" className="mt-2 grid gap-2">
        <input type="hidden" name="intent" value="undo" />
        <input type="hidden" name="stage" value={stage} />
        <Field label="Why is it taken back?" error={errors.reason}>
          {(control) => (
            <Textarea
              {...control}
              name="reason"
              required
              rows={2}
              maxLength={UNDO_REASON_MAX}
              defaultValue={answer?.values.reason ?? ""}
            />
          )}
        </Field>
        {errors.stage && <FormAlert message={errors.stage} />}
        <div>
          <StatusButton type="submit" variant="destructive" size="sm" pending={pending}>
            Take back “{HRDC_STAGE_LABELS[stage]}”
          </StatusButton>
        </div>
      </Form>
    </details>
  );
}

interface GroupPageProps {
  group: HrdcGroupSummary;
  today: string;
  actionData: ActionResult | undefined;
}

function Timeline({ group, today, actionData }: GroupPageProps) {
  const { standing } = group;
  return (
    <ol className="grid gap-3" aria-label="Stages">
      {HRDC_STAGES.map((stage) => {
        const reached = group.stages.find((s) => s.stage === stage);
        const isNext = standing.next === stage;
        const referenceLabel = HRDC_STAGE_REFERENCE[stage]?.label;
        return (
          <li
            key={stage}
            className="grid gap-2 border-l-2 pl-3 data-[state=done]:border-success data-[state=next]:border-primary"
            data-state={reached ? "done" : isNext ? "next" : "later"}
          >
            <div className="flex flex-wrap items-center gap-2">
              <span className={reached || isNext ? "font-medium" : "text-muted-foreground"}>
                {HRDC_STAGE_LABELS[stage]}
              </span>
              {reached && <Badge variant="success">{formatDayKey(reached.reachedOn)}</Badge>}
            </div>
            {reached && (
              <p className="text-xs text-muted-foreground">
                {reached.reference && referenceLabel && (
                  <>
                    {referenceLabel}: <span className="font-mono">{reached.reference}</span> ·{" "}
                  </>
                )}
                recorded {formatDateTime(reached.recordedAt)}
              </p>
            )}
            {reached && standing.current === stage && (
              <UndoStageForm stage={stage} actionData={actionData} />
            )}
            {isNext && (
              <>
                <NextStep standing={standing} pending={group.pendingConfirmation} />
                <RecordStageForm stage={stage} today={today} actionData={actionData} />
              </>
            )}
          </li>
        );
      })}
    </ol>
  );
}

/** One HRDC group booking: who to contact, its stages with their dates, its quotation. */
export function HrdcGroupPage({ group, today, actionData }: GroupPageProps) {
  const formError = actionData?.status === "error" ? actionData.message : null;
  return (
    <main id="main" className="mx-auto grid max-w-6xl gap-4 px-4 py-6 sm:px-6">
      <BackLink to="/admin/hrdc">HRDC pipeline</BackLink>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold tracking-tight break-words">{group.companyName}</h1>
        <Badge variant="outline" className="font-mono">
          {group.reference}
        </Badge>
        {group.pendingConfirmation && (
          <Badge variant="accent">Awaiting the booker's confirmation</Badge>
        )}
      </div>
      <FormAlert message={formError} />
      <div className="grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <Section title="Stages">
          <Timeline group={group} today={today} actionData={actionData} />
        </Section>
        <div className="grid content-start gap-4">
          <Section title="Employer">
            <dl className="grid gap-1 text-sm">
              {group.ssmNumber && (
                <div>
                  <dt className="inline text-muted-foreground">SSM no.: </dt>
                  <dd className="inline">{group.ssmNumber}</dd>
                </div>
              )}
              <div>
                <dt className="inline text-muted-foreground">Contact: </dt>
                <dd className="inline">
                  {group.hrName}
                  {group.hrRole && `, ${group.hrRole}`}
                </dd>
              </div>
            </dl>
            <ContactLinks email={group.hrEmail} phone={group.hrPhone} name={group.hrName} />
            {group.leadId && (
              <TextLink to={`/admin/leads/${group.leadId}`} className="text-sm">
                Open the lead and its mails
              </TextLink>
            )}
          </Section>
          <Section title="Quotation">
            <p className="text-sm text-muted-foreground">
              Made from the booking as it stands: the attendees holding a seat, at the price they
              booked. Send it to the employer, then record “Quotation sent”.
            </p>
            <div>
              <Button asChild variant="outline">
                <a href={`/admin/hrdc/${group.id}/quotation.pdf`} download>
                  <Download aria-hidden="true" /> Download quotation (PDF)
                </a>
              </Button>
            </div>
          </Section>
          <Section title="Claim pack">
            <p className="text-sm text-muted-foreground">
              What the employer files with HRD Corp to be reimbursed, in one ZIP: the invoice, the
              attendance list with the days attended, the course outline and trainer, and each
              attendee’s certificate.
            </p>
            {group.courseStart && calendarDateKey(group.courseStart) <= today ? (
              <div>
                <Button asChild variant="outline">
                  <a href={`/admin/hrdc/${group.id}/claim-pack.zip`} download>
                    <Download aria-hidden="true" /> Download claim pack (ZIP)
                  </a>
                </Button>
              </div>
            ) : (
              <p className="text-sm">Ready once the course has started.</p>
            )}
          </Section>
          <Section title="Course">
            <p className="text-sm">
              <TextLinkOrText
                to={group.courseId ? `/admin/registrations/${group.courseId}` : null}
                className="font-medium"
              >
                {group.courseTitle}
              </TextLinkOrText>
              {group.courseStart && (
                <span className="block text-muted-foreground">
                  {formatDateRange(group.courseStart, group.courseEnd)}
                </span>
              )}
            </p>
            <ul className="grid gap-2 text-sm" aria-label="Attendees">
              {group.attendees.map((a) => (
                <li key={a.id} className="flex flex-wrap items-baseline justify-between gap-x-3">
                  <span className="min-w-0 break-words">
                    <span className="font-medium">{a.name}</span>
                    {a.role && <span className="text-muted-foreground">, {a.role}</span>}
                    <span className="block break-all text-muted-foreground">{a.email}</span>
                  </span>
                  <Badge variant={a.status === "confirmed" ? "success" : "outline"}>
                    {ATTENDEE_STATUS[a.status] ?? a.status}
                  </Badge>
                </li>
              ))}
            </ul>
          </Section>
        </div>
      </div>
    </main>
  );
}
