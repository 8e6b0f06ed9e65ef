import { Award, Check, Printer, Square, UserCheck } from "lucide-react";
import { useEffect, useState, type ReactNode } from "react";
import { data, Form, Link, useNavigation } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/course";
import { Badge } from "#app/components/ui/badge";
import { Button } from "#app/components/ui/button";
import { FormAlert } from "#app/components/ui/form-alert";
import { pageTitle } from "#common/business";
import { adminHeaders, requireRole, requireRoleMutation } from "#app/features/team/auth.server";
import {
  certifyAttendeesSchema,
  isCalendarDay,
  todayInMalaysia,
} from "#app/features/certificates/admin/certificates.schema";
import { certifyAttendees } from "#app/features/certificates/admin/certificates.server";
import {
  cancelFromBackOffice,
  confirmBookingFromBackOffice,
  confirmPayment,
  findCourse,
  listAttendees,
  markPresent,
  moveRegistration,
  moveTargets,
  setAttended,
  type ActionOutcome,
} from "#app/features/registrations/admin/registrations.server";
import { ExportCsvLink } from "#app/features/backoffice/export/export-link";
import {
  awaitsConfirmation,
  waitingList,
  type Attendee,
} from "#app/features/registrations/admin/attendees";
import { courseDays, dayLabel } from "#app/features/registrations/admin/attendance";
import { formatDate, formatDateRange, formatDateTime } from "#common/dates";
import { failed } from "#app/lib/action-result";
import { formValues } from "#app/lib/form";
import { readFormData } from "#app/lib/form-data.server";
import { redirectWithToast } from "#app/lib/toast.server";

export const meta: Route.MetaFunction = ({ data }) => [
  { title: pageTitle(`${data?.course.title ?? "Course"} · Registrations`) },
  { name: "robots", content: "noindex, nofollow" },
];

export const headers: Route.HeadersFunction = () => adminHeaders;

const uuid = z.uuid();

async function courseOf(params: { courseId?: string }) {
  const id = uuid.safeParse(params.courseId);
  const course = id.success ? await findCourse(id.data) : null;
  if (!course) throw data({ error: "No such course" }, { status: 404 });
  return course;
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireRole(request, "admin");
  const course = await courseOf(params);
  const now = new Date();
  const [attendees, targets] = await Promise.all([
    listAttendees(course.id),
    moveTargets(course.id),
  ]);
  return {
    course: {
      id: course.id,
      title: course.title,
      date: course.date,
      endDate: course.endDate,
      classSize: course.classSize,
      started: course.date.getTime() <= now.getTime(),
      // One day, or each day of a multi-day course (attendance is marked per day).
      days: courseDays(course.date, course.endDate),
      today: todayInMalaysia(now),
    },
    attendees,
    targets,
  };
}

/** A day of the course, as "YYYY-MM-DD"; absent (or empty) for a single-day course. */
const day = z
  .string()
  .refine((value) => value === "" || isCalendarDay(value))
  .optional()
  .transform((value) => value || null);
/** The certificate ID the team was shown would be revoked, and confirmed. */
const revokes = z
  .string()
  .max(64)
  .optional()
  .transform((value) => value || null);

const actionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("confirm"), registrationId: uuid }),
  z.object({ intent: z.literal("confirm-booking"), registrationId: uuid }),
  z.object({ intent: z.literal("cancel"), registrationId: uuid }),
  z.object({ intent: z.literal("attended"), registrationId: uuid, day }),
  z.object({ intent: z.literal("not-attended"), registrationId: uuid, day, revokes }),
  z.object({ intent: z.literal("move"), registrationId: uuid, target: uuid }),
]);

export async function action({ request, params }: Route.ActionArgs) {
  const actor = await requireRoleMutation(request, "admin");
  const course = await courseOf(params);
  const form = await readFormData(request);
  const values = formValues(form);
  // The bulk actions name many registrations (one checkbox each), so they are read apart.
  const bulk = form.get("intent");
  if (bulk === "certify" || bulk === "mark-present") {
    const chosen = certifyAttendeesSchema.safeParse({
      registrationIds: form.getAll("registrationId"),
    });
    const chosenDay = day.safeParse(form.get("day") ?? undefined);
    if (!chosen.success || !chosenDay.success) {
      const message = chosen.success
        ? "Choose a day of the course."
        : (chosen.error.issues[0]?.message ?? "Choose attendees from the list.");
      return failed(message, values, { status: 400 });
    }
    if (bulk === "mark-present") {
      const marked = await markPresent(
        actor,
        course.id,
        chosen.data.registrationIds,
        chosenDay.data,
      );
      if (!marked.ok) return failed(marked.message, values, { status: 409 });
      return redirectWithToast(`/admin/registrations/${course.id}`, {
        type: "success",
        title: marked.message,
      });
    }
    const outcome = await certifyAttendees(actor, course.id, chosen.data.registrationIds);
    if (!outcome.ok) return failed(outcome.message, values, { status: outcome.status });
    return redirectWithToast(`/admin/registrations/${course.id}`, {
      type: "success",
      title: outcome.message,
      description:
        "Each new certificate is mailed to its holder with the verify and LinkedIn links.",
    });
  }
  const parsed = actionSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) {
    return failed("Choose a registration (and, to move it, a course) and try again.", values, {
      status: 400,
    });
  }
  const input = parsed.data;
  let outcome: ActionOutcome;
  switch (input.intent) {
    case "confirm":
      outcome = await confirmPayment(actor, course.id, input.registrationId);
      break;
    case "confirm-booking":
      outcome = await confirmBookingFromBackOffice(actor, course.id, input.registrationId);
      break;
    case "cancel":
      outcome = await cancelFromBackOffice(actor, course.id, input.registrationId);
      break;
    case "attended":
    case "not-attended":
      outcome = await setAttended(
        actor,
        course.id,
        input.registrationId,
        input.intent === "attended",
        { day: input.day, revokes: input.intent === "not-attended" ? input.revokes : null },
      );
      break;
    case "move":
      outcome = await moveRegistration(actor, course.id, input.registrationId, input.target);
      break;
  }
  if (!outcome.ok) return failed(outcome.message, values, { status: 409 });
  return redirectWithToast(`/admin/registrations/${course.id}`, {
    type: "success",
    title: outcome.message,
  });
}

const STATUS_LABEL: Record<Attendee["status"], string> = {
  registered: "Registered",
  confirmed: "Confirmed",
  waitlisted: "Waiting list",
  offered: "Seat offered",
  cancelled: "Cancelled",
  held: "In review",
};

const MODE_LABEL: Record<Attendee["payment"], string> = {
  individual: "Individual",
  installment: "Installment",
  hrdc: "HRDC",
  ntw: "NTW (free)",
};

function StatusBadge({ status }: { status: Attendee["status"] }) {
  const variant =
    status === "confirmed"
      ? "success"
      : status === "cancelled"
        ? "outline"
        : status === "offered"
          ? "accent"
          : "default";
  return <Badge variant={variant}>{STATUS_LABEL[status]}</Badge>;
}

/** A booking that waits for its contact's click: what it holds, and until when. */
function PendingNote({ a }: { a: Attendee }) {
  if (!awaitsConfirmation(a)) return null;
  return (
    <span className="block text-xs font-medium text-amber-800">
      {a.confirmBy
        ? `Pending confirmation · ${a.status === "waitlisted" ? "no seat held" : "seat held"} until ${formatDateTime(a.confirmBy)}`
        : "Attendee not yet told: awaiting the booker's confirmation"}
    </span>
  );
}

function RowAction({
  intent,
  id,
  label,
  variant = "outline",
}: {
  intent: string;
  id: string;
  label: string;
  variant?: "outline" | "default" | "destructive";
}) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="registrationId" value={id} />
      <Button type="submit" size="sm" variant={variant}>
        {label}
      </Button>
    </Form>
  );
}

interface CourseDays {
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
function Attendance({ a, days, today }: { a: Attendee } & CourseDays) {
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

function Actions({
  a,
  started,
  targets,
  days,
  today,
}: {
  a: Attendee;
  started: boolean;
  targets: { id: string; title: string; date: Date; free: number }[];
} & CourseDays) {
  const holds = a.status === "registered" || a.status === "confirmed";
  const awaiting = awaitsConfirmation(a);
  return (
    <div className="flex flex-wrap items-start gap-2">
      {awaiting && (
        <RowAction intent="confirm-booking" id={a.id} label="Confirm booking" variant="default" />
      )}
      {a.status === "registered" && !awaiting && (
        <RowAction intent="confirm" id={a.id} label="Confirm payment" variant="default" />
      )}
      {holds && started && <Attendance a={a} days={days} today={today} />}
      {holds && !started && (
        <details className="group">
          <summary className="inline-flex h-9 cursor-pointer items-center rounded-md border bg-background px-3 text-sm font-semibold hover:bg-muted">
            Move…
          </summary>
          <Form method="post" className="mt-2 flex flex-wrap items-end gap-2">
            <input type="hidden" name="intent" value="move" />
            <input type="hidden" name="registrationId" value={a.id} />
            <label className="grid gap-1 text-sm">
              <span>Move {a.name} to</span>
              <select
                name="target"
                required
                className="h-9 max-w-64 rounded-md border bg-background px-2"
              >
                {targets.length === 0 && <option value="">No upcoming course has a seat</option>}
                {targets.map((t) => (
                  <option key={t.id} value={t.id}>
                    {t.title} · {formatDate(t.date)} ({t.free} free)
                  </option>
                ))}
              </select>
            </label>
            <Button type="submit" size="sm" disabled={targets.length === 0}>
              Move
            </Button>
          </Form>
        </details>
      )}
      {a.status !== "cancelled" && (
        <details>
          <summary className="inline-flex h-9 cursor-pointer items-center rounded-md px-3 text-sm font-semibold text-destructive hover:bg-muted">
            Cancel…
          </summary>
          <div className="mt-2 grid gap-2 text-sm">
            <p>
              Cancel {a.reference}?{" "}
              {a.erased ? "Their data was erased, so nobody is e-mailed" : `${a.name} is e-mailed`}
              {a.status === "waitlisted" ? "." : " and the seat is offered to the waiting list."}
            </p>
            <RowAction intent="cancel" id={a.id} label="Yes, cancel" variant="destructive" />
          </div>
        </details>
      )}
    </div>
  );
}

export default function CourseRegistrations({ loaderData, actionData }: Route.ComponentProps) {
  const { course, attendees, targets } = loaderData;
  const holding = attendees.filter((a) => a.status === "registered" || a.status === "confirmed");
  const waiting = waitingList(attendees);
  const cancelled = attendees.filter((a) => a.status === "cancelled");
  const error = actionData?.status === "error" ? actionData.message : null;
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  // A fresh list (after a successful action) starts with nothing ticked; a
  // refused action does not reload it, so the choice stays to be corrected.
  useEffect(() => setSelected(new Set()), [attendees]);
  const toggle = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const present = holding.filter((a) => a.present).map((a) => a.id);
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-6 sm:px-6">
      <div className="space-y-1">
        <Link to="/admin/registrations" className="text-sm text-primary hover:underline">
          ← All courses
        </Link>
        <h1 className="text-2xl font-bold tracking-tight">{course.title}</h1>
        <p className="text-muted-foreground">
          {formatDateRange(course.date, course.endDate)} ·{" "}
          <span className="tabular-nums">
            {holding.length + waiting.filter((w) => w.status === "offered").length} /{" "}
            {course.classSize} seats sold
          </span>{" "}
          · {waiting.filter((w) => w.status === "waitlisted").length} waiting
        </p>
        <div className="flex flex-wrap gap-2 pt-2">
          <Button asChild variant="outline" size="sm">
            <Link to={`/admin/registrations/${course.id}/sheet`} reloadDocument>
              <Printer aria-hidden="true" /> Attendance sheet
            </Link>
          </Button>
          <ExportCsvLink href={`/admin/registrations/${course.id}/attendees.csv`} />
        </div>
      </div>
      <FormAlert message={error} />

      <section aria-labelledby="attendees" className="space-y-2">
        <h2 id="attendees" className="text-lg font-semibold">
          Attendees ({holding.length})
        </h2>
        {course.started && holding.length > 0 ? (
          <CertifyBar
            selected={selected.size}
            holding={holding.length}
            present={present.length}
            onSelectAll={() => setSelected(new Set(holding.map((a) => a.id)))}
            onSelectPresent={() => setSelected(new Set(present))}
            onClear={() => setSelected(new Set())}
            days={course.days}
            today={course.today}
          />
        ) : (
          holding.length > 0 && (
            <p className="text-sm text-muted-foreground">
              Attendance and certificates open once the course has started.
            </p>
          )
        )}
        <AttendeeTable
          rows={holding}
          started={course.started}
          targets={targets}
          days={course.days}
          today={course.today}
          selection={course.started ? { selected, toggle } : undefined}
        />
      </section>

      <section aria-labelledby="waiting" className="space-y-2">
        <h2 id="waiting" className="text-lg font-semibold">
          Waiting list ({waiting.length})
        </h2>
        {waiting.length === 0 ? (
          <p className="text-sm text-muted-foreground">Nobody is waiting.</p>
        ) : (
          <ol className="divide-y rounded-lg border bg-background">
            {waiting.map((w, index) => (
              <li key={w.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
                <span className="w-8 font-semibold tabular-nums">{index + 1}.</span>
                <span className="min-w-0 flex-1 basis-48">
                  <span className="block font-medium">{w.name}</span>
                  <span className="block text-sm break-all text-muted-foreground">
                    {w.email} · {w.reference}
                  </span>
                  <PendingNote a={w} />
                </span>
                <span className="text-sm">
                  <StatusBadge status={w.status} />{" "}
                  <span className="text-muted-foreground">
                    since {formatDateTime(w.createdAt)}
                    {w.status === "offered" && w.offerExpiresAt
                      ? ` · offer until ${formatDateTime(w.offerExpiresAt)}`
                      : ""}
                  </span>
                </span>
                <Actions
                  a={w}
                  started={course.started}
                  targets={targets}
                  days={course.days}
                  today={course.today}
                />
              </li>
            ))}
          </ol>
        )}
      </section>

      {cancelled.length > 0 && (
        <section aria-labelledby="cancelled" className="space-y-2">
          <h2 id="cancelled" className="text-lg font-semibold">
            Cancelled ({cancelled.length})
          </h2>
          <AttendeeTable
            rows={cancelled}
            started={course.started}
            targets={targets}
            days={course.days}
            today={course.today}
          />
        </section>
      )}
    </div>
  );
}

const CERTIFY_FORM = "certify-attendees";

/** The day the bulk marking offers first: today while the course runs, else its last day. */
function defaultDay(days: string[], today: string): string {
  return days.includes(today) ? today : (days.filter((d) => d <= today).pop() ?? days[0]!);
}

/**
 * The bulk actions: mark the chosen present (on a chosen day of a multi-day
 * course), and issue certificates to the chosen, who must all be marked
 * present (every day). The row checkboxes belong to this form through their
 * `form` attribute (a row holds forms of its own, and forms cannot nest).
 */
function CertifyBar({
  selected,
  holding,
  present,
  onSelectAll,
  onSelectPresent,
  onClear,
  days,
  today,
}: {
  selected: number;
  holding: number;
  present: number;
  onSelectAll: () => void;
  onSelectPresent: () => void;
  onClear: () => void;
} & CourseDays) {
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  const multiDay = days.length > 1;
  return (
    <Form
      id={CERTIFY_FORM}
      method="post"
      aria-label="Mark attendance and issue certificates"
      className="flex flex-wrap items-center gap-2 rounded-lg border bg-muted/40 px-3 py-2"
    >
      <Button type="button" variant="outline" size="sm" onClick={onSelectAll}>
        Select all ({holding})
      </Button>
      <Button type="button" variant="outline" size="sm" onClick={onSelectPresent}>
        Select present ({present})
      </Button>
      {selected > 0 && (
        <Button type="button" variant="ghost" size="sm" onClick={onClear}>
          Clear
        </Button>
      )}
      <span className="text-sm text-muted-foreground" aria-live="polite">
        {selected} selected
      </span>
      <span className="flex flex-wrap items-center gap-2 sm:ml-auto">
        {multiDay && (
          <span className="flex items-center gap-1 text-sm">
            <label htmlFor="mark-day">Day</label>
            <select
              id="mark-day"
              name="day"
              defaultValue={defaultDay(days, today)}
              className="h-9 rounded-md border bg-background px-2"
            >
              {days.map((day) => (
                <option key={day} value={day} disabled={day > today}>
                  {dayLabel(days, day)}
                </option>
              ))}
            </select>
          </span>
        )}
        <Button
          type="submit"
          name="intent"
          value="mark-present"
          size="sm"
          variant="outline"
          disabled={!!submitting}
        >
          <UserCheck aria-hidden="true" />
          {submitting === "mark-present"
            ? "Marking…"
            : multiDay
              ? "Mark selected present"
              : "Mark selected attended"}
        </Button>
        <Button type="submit" name="intent" value="certify" size="sm" disabled={!!submitting}>
          <Award aria-hidden="true" />
          {submitting === "certify" ? "Issuing…" : "Issue certificates"}
        </Button>
      </span>
      <p className="basis-full text-xs text-muted-foreground">
        Certificates go only to people marked present
        {multiDay ? ` on every day (${days.length} days)` : ""}.
      </p>
    </Form>
  );
}

function AttendeeTable({
  rows,
  started,
  targets,
  days,
  today,
  selection,
}: {
  rows: Attendee[];
  started: boolean;
  targets: { id: string; title: string; date: Date; free: number }[];
  /** Row checkboxes for the bulk certificate action, when it applies. */
  selection?: { selected: ReadonlySet<string>; toggle: (id: string, on: boolean) => void };
} & CourseDays) {
  if (rows.length === 0) return <p className="text-sm text-muted-foreground">Nobody yet.</p>;
  return (
    <div className="overflow-x-auto rounded-lg border bg-background">
      <table className="w-full text-left text-sm">
        <thead className="border-b bg-muted/50 text-xs text-muted-foreground uppercase max-md:sr-only">
          <tr>
            {selection && (
              <th className="w-8 px-3 py-2">
                <span className="sr-only">Select</span>
              </th>
            )}
            <th className="px-3 py-2">Name</th>
            <th className="px-3 py-2">Mode</th>
            <th className="px-3 py-2">Status</th>
            <th className="px-3 py-2">Group</th>
            <th className="px-3 py-2">Reference</th>
            <th className="px-3 py-2">Registered</th>
            <th className="px-3 py-2">Actions</th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {rows.map((a) => (
            <tr key={a.id} className="align-top max-md:grid max-md:gap-1 max-md:px-3 max-md:py-3">
              {selection && (
                <td className="px-3 py-2 max-md:p-0">
                  <input
                    type="checkbox"
                    form={CERTIFY_FORM}
                    name="registrationId"
                    value={a.id}
                    checked={selection.selected.has(a.id)}
                    onChange={(event) => selection.toggle(a.id, event.currentTarget.checked)}
                    aria-label={`Select ${a.name}`}
                    className="size-4 cursor-pointer accent-primary"
                  />
                </td>
              )}
              <td className="px-3 py-2 max-md:p-0">
                <span className="block font-medium">{a.name}</span>
                <span className="block break-all text-muted-foreground">{a.email}</span>
                <PendingNote a={a} />
              </td>
              <td className="px-3 py-2 max-md:p-0">{MODE_LABEL[a.payment]}</td>
              <td className="px-3 py-2 max-md:p-0">
                <StatusBadge status={a.status} />
                {days.length === 1
                  ? a.attendedAt && <span className="ml-1 text-xs text-success">attended</span>
                  : a.presentDays.length > 0 && (
                      <span
                        className={`ml-1 text-xs ${a.present ? "text-success" : "text-muted-foreground"}`}
                      >
                        {a.present
                          ? "present every day"
                          : `present ${a.presentDays.length} of ${days.length} days`}
                      </span>
                    )}
                {a.spam && <span className="ml-1 text-xs text-destructive">suspected spam</span>}
                {a.certificateId && (
                  <span className="mt-1 block text-xs">
                    Certificate{" "}
                    <Link
                      to={`/admin/certificates/${a.certificateId}`}
                      className="font-mono whitespace-nowrap text-primary hover:underline"
                    >
                      {a.certificateId}
                    </Link>
                    {a.certificateStatus === "revoked" && (
                      <span className="text-destructive"> (revoked)</span>
                    )}
                  </span>
                )}
              </td>
              <td className="px-3 py-2 max-md:p-0">
                {a.company ? (
                  <>
                    {a.company}
                    <span className="block text-xs text-muted-foreground">{a.groupReference}</span>
                  </>
                ) : (
                  <span className="text-muted-foreground md:sr-only">No group</span>
                )}
              </td>
              <td className="px-3 py-2 font-mono text-xs max-md:p-0">{a.reference}</td>
              <td className="px-3 py-2 whitespace-nowrap max-md:p-0">
                {formatDateTime(a.createdAt)}
              </td>
              <td className="px-3 py-2 max-md:p-0 max-md:pt-2">
                <Actions a={a} started={started} targets={targets} days={days} today={today} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
