import { Check, Square } from "lucide-react";
import type { ReactNode } from "react";
import { Form } from "react-router";
import { Button } from "#app/components/ui/button";
import { dayLabel } from "./attendance";
import type { Attendee } from "./attendees";
import { RowAction } from "./row-action";

export interface CourseDays {
  /** Every day of the course, "YYYY-MM-DD"; one for a single-day course. */
  days: string[];
  /** Today in Malaysia: a later day cannot be marked yet. */
  today: string;
}

/**
 * Takes presence back (on the course, or on one day). When that revokes a
 * valid certificate, a confirm step names it first, and the form carries
 * its ID so the server revokes exactly what the team was shown.
 */
function WithdrawAttendance({
  a,
  day,
  label,
  confirm,
  summary,
}: {
  a: Attendee;
  day: string | null;
  label: string;
  /** The confirming button's words, when a certificate falls with the attendance. */
  confirm: string;
  summary: ReactNode;
}) {
  const certificate = a.certificateStatus === "valid" ? a.certificateId : null;
  const fields = (
    <>
      <input type="hidden" name="intent" value="not-attended" />
      <input type="hidden" name="registrationId" value={a.id} />
      {day && <input type="hidden" name="day" value={day} />}
    </>
  );
  if (!certificate) {
    return (
      <Form method="post">
        {fields}
        <Button type="submit" size="sm" variant="outline" aria-label={label}>
          {summary}
        </Button>
      </Form>
    );
  }
  return (
    <details className="basis-full">
      <summary
        className="inline-flex h-9 cursor-pointer items-center gap-1 rounded-md border bg-background px-3 text-sm font-semibold hover:bg-muted"
        aria-label={`${label}…`}
      >
        {summary}…
      </summary>
      <Form method="post" className="mt-2 grid max-w-72 gap-2 text-sm">
        {fields}
        <input type="hidden" name="revokes" value={certificate} />
        <p>
          This attendee&apos;s certificate <span className="font-mono">{certificate}</span> will be
          revoked: /verify will show it as revoked, with today&apos;s date. This cannot be undone.
        </p>
        <Button
          type="submit"
          size="sm"
          variant="destructive"
          className="h-auto min-h-9 justify-self-start py-1.5 whitespace-normal"
        >
          {confirm}
        </Button>
      </Form>
    </details>
  );
}

/** Attendance on a started course: one toggle, or one per day of a multi-day course. */
export function Attendance({ a, days, today }: { a: Attendee } & CourseDays) {
  if (days.length === 1) {
    return a.attendedAt ? (
      <WithdrawAttendance
        a={a}
        day={null}
        label="Mark not attended"
        confirm="Yes, mark not attended and revoke"
        summary="Mark not attended"
      />
    ) : (
      <RowAction intent="attended" id={a.id} label="Mark attended" />
    );
  }
  const present = new Set(a.presentDays);
  return (
    <div
      className="flex basis-full flex-wrap items-center gap-1"
      role="group"
      aria-label="Attendance by day"
    >
      {days.map((day) => {
        const name = dayLabel(days, day);
        if (present.has(day)) {
          return (
            <WithdrawAttendance
              key={day}
              a={a}
              day={day}
              label={`Mark ${a.name} absent on ${name}`}
              confirm={`Yes, mark absent on ${name} and revoke`}
              summary={
                <>
                  <Check aria-hidden="true" className="size-4 text-success" /> {name}
                </>
              }
            />
          );
        }
        return (
          <Form method="post" key={day}>
            <input type="hidden" name="intent" value="attended" />
            <input type="hidden" name="registrationId" value={a.id} />
            <input type="hidden" name="day" value={day} />
            <Button
              type="submit"
              size="sm"
              variant="outline"
              disabled={day > today}
              aria-label={`Mark ${a.name} present on ${name}`}
              className="text-muted-foreground"
            >
              <Square aria-hidden="true" className="size-4" /> {name}
            </Button>
          </Form>
        );
      })}
    </div>
  );
}
