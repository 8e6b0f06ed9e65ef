import { BackLink } from "#app/features/backoffice/shell/back-link";
import { Form, useNavigation } from "react-router";
import { FormAlert } from "#app/components/ui/form-alert";
import {
  CheckboxField,
  EmailField,
  SelectField,
  TelField,
  TextField,
} from "#app/components/ui/form-fields";
import { StatusButton } from "#app/components/ui/status-button";
import type { ActionResult } from "#app/lib/action-result";
import { fieldErrorsOf, type FieldErrors, type FormValues } from "#app/lib/form";
import { useForm } from "#app/lib/use-form";
import { formatDateRange } from "#common/dates";
import { MODE_LABELS } from "#app/features/registrations/registration-options";
import { attendeesProblem, parseAttendees } from "./attendee-paste";
import { AttendeesPaste } from "./attendees-paste-field";
import { hrdcBookingSchema, WALK_IN_MODES, walkInSchema } from "./manual-booking.schema";

interface CourseToBook {
  id: string;
  title: string;
  date: Date;
  endDate: Date | null;
  isHrdc: boolean;
  isNtw: boolean;
  free: number;
  closed: boolean;
}

const checkWalkIn = (values: FormValues): FieldErrors | null => {
  const parsed = walkInSchema.safeParse(values);
  return parsed.success ? null : fieldErrorsOf(parsed.error);
};

const checkGroup = (values: FormValues): FieldErrors | null => {
  const parsed = hrdcBookingSchema.safeParse(values);
  const errors: FieldErrors = parsed.success ? {} : fieldErrorsOf(parsed.error);
  const problem = attendeesProblem(
    parseAttendees(values.attendees ?? ""),
    values.selfAttending === "on",
  );
  if (problem) errors.attendees ??= problem;
  return Object.keys(errors).length > 0 ? errors : null;
};

/** The person's fields, as the public registration form asks them. */
function PersonFields({
  field,
  hrdc,
}: {
  field: ReturnType<typeof useForm>["field"];
  hrdc: boolean;
}) {
  return (
    <div className="grid gap-x-4 sm:grid-cols-2">
      <TextField
        label="Full Name *"
        {...field("name")}
        required
        maxLength={120}
        autoComplete="off"
      />
      <EmailField label="Email *" {...field("email")} required maxLength={254} autoComplete="off" />
      <TelField
        label={hrdc ? "Phone Number *" : "Phone Number (needed for installments)"}
        {...field("phone")}
        maxLength={40}
        autoComplete="off"
      />
      <TextField
        label={hrdc ? "Organization *" : "Organization / Company (needed for NTW)"}
        {...field("org")}
        maxLength={200}
        autoComplete="off"
      />
      <TextField
        label={hrdc ? "Job Role *" : "Job Role (needed for NTW)"}
        {...field("role")}
        maxLength={120}
        autoComplete="off"
      />
    </div>
  );
}

function SendMail({ values }: { values: FormValues | undefined }) {
  return (
    <CheckboxField
      label="Send the confirmation mail"
      name="sendMail"
      defaultChecked={values === undefined || values.sendMail === "on"}
      description="Untick it when you tell them yourself. The team is not e-mailed about its own entries."
    />
  );
}

function WalkInForm({
  course,
  walkInKey,
  actionData,
}: {
  course: CourseToBook;
  walkInKey: string;
  actionData: ActionResult | undefined;
}) {
  const answer = actionData?.values.intent === "walk-in" ? actionData : undefined;
  const { form, field, values } = useForm({ result: answer, check: checkWalkIn });
  const pending = useNavigation().formData?.get("intent") === "walk-in";
  const modes = WALK_IN_MODES.filter((mode) => mode !== "ntw" || course.isNtw);
  return (
    <section aria-labelledby="walk-in" className="grid gap-3 rounded-lg border bg-background p-4">
      <h2 id="walk-in" className="text-lg font-semibold">
        A walk-in
      </h2>
      <p className="text-sm text-muted-foreground">
        One person. They take a free seat, or the waiting list when the course is full; someone
        already registered is refused.
      </p>
      <Form {...form} method="post" aria-label="Add a walk-in" className="grid gap-1">
        <input type="hidden" name="intent" value="walk-in" />
        <input type="hidden" name="idempotencyKey" value={values.idempotencyKey ?? walkInKey} />
        <FormAlert message={answer?.status === "error" ? answer.message : null} />
        <SelectField
          label="How they pay"
          {...field("mode")}
          options={modes.map((mode) => ({ value: mode, label: MODE_LABELS[mode] }))}
          className="sm:max-w-xs"
        />
        <PersonFields field={field} hrdc={false} />
        <SendMail values={answer?.values} />
        <div>
          <StatusButton type="submit" pending={pending} pendingLabel="Adding…">
            Add walk-in
          </StatusButton>
        </div>
      </Form>
    </section>
  );
}

function GroupForm({
  groupKey,
  actionData,
}: {
  groupKey: string;
  actionData: ActionResult | undefined;
}) {
  const answer = actionData?.values.intent === "hrdc-group" ? actionData : undefined;
  const { form, field, values, errors } = useForm({ result: answer, check: checkGroup });
  const pending = useNavigation().formData?.get("intent") === "hrdc-group";
  return (
    <section
      aria-labelledby="hrdc-group"
      className="grid gap-3 rounded-lg border bg-background p-4"
    >
      <h2 id="hrdc-group" className="text-lg font-semibold">
        An HRDC group
      </h2>
      <p className="text-sm text-muted-foreground">
        A company that sent its list: the employer's contact, then the attendees. They are seated in
        order while seats remain, then waitlisted; anyone already registered is left as they are.
        The booking counts as confirmed.
      </p>
      <Form
        {...form}
        method="post"
        encType="multipart/form-data"
        aria-label="Add an HRDC group"
        className="grid gap-1"
      >
        <input type="hidden" name="intent" value="hrdc-group" />
        <input type="hidden" name="idempotencyKey" value={values.idempotencyKey ?? groupKey} />
        <FormAlert message={answer?.status === "error" ? answer.message : null} />
        <h3 className="text-sm font-semibold">Employer's contact</h3>
        <PersonFields field={field} hrdc />
        <TextField
          label="SSM Registration Number"
          {...field("ssmNumber")}
          maxLength={40}
          autoComplete="off"
          className="sm:max-w-xs"
        />
        <CheckboxField
          label="The contact attends too"
          name="selfAttending"
          defaultChecked={values.selfAttending === "on"}
        />
        <AttendeesPaste
          defaultText={values.attendees ?? ""}
          error={errors.attendees}
          fileError={errors.attendeesFile}
        />
        <SendMail values={answer?.values} />
        <div>
          <StatusButton type="submit" pending={pending} pendingLabel="Adding…">
            Add HRDC group
          </StatusButton>
        </div>
      </Form>
    </section>
  );
}

/** The team's own bookings for one course: a walk-in, or an HRDC group from its list. */
export function ManualBookingPage({
  course,
  keys,
  actionData,
}: {
  course: CourseToBook;
  keys: { walkIn: string; group: string };
  actionData: ActionResult | undefined;
}) {
  return (
    <main id="main" className="mx-auto grid max-w-4xl gap-4 px-4 py-6 sm:px-6">
      <BackLink to={`/admin/registrations/${course.id}`}>{course.title}</BackLink>
      <div>
        <h1 className="text-2xl font-bold tracking-tight">Add a registration</h1>
        <p className="text-muted-foreground">
          {course.title} · {formatDateRange(course.date, course.endDate)} ·{" "}
          {course.free === 0 ? "full: new people join the waiting list" : `${course.free} free`}
        </p>
      </div>
      {course.closed ? (
        <FormAlert message="Registration for this course is closed: it has started, or it is not published. Nobody can be added." />
      ) : (
        <>
          <WalkInForm course={course} walkInKey={keys.walkIn} actionData={actionData} />
          {course.isHrdc && <GroupForm groupKey={keys.group} actionData={actionData} />}
        </>
      )}
    </main>
  );
}
