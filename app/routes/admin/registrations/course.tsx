import { z } from "zod";
import type { Route } from "./+types/course";
import { adminMeta } from "#app/features/backoffice/admin-meta";
import { requireRole, requireRoleMutation } from "#app/features/team/auth.server";
import {
  certifyAttendeesSchema,
  isCalendarDay,
  todayInMalaysia,
} from "#app/features/certificates/admin/certificates.schema";
import { certifyAttendees } from "#app/features/certificates/admin/certify-attendees.server";
import {
  courseHead,
  courseOr404,
  listAttendees,
  moveTargets,
} from "#app/features/registrations/admin/registrations.server";
import {
  cancelFromBackOffice,
  confirmBookingFromBackOffice,
  moveRegistration,
  type ActionOutcome,
} from "#app/features/registrations/admin/registration-changes.server";
import {
  markPresent,
  setAttended,
} from "#app/features/registrations/admin/attendance-marking.server";
import { bookingChangeAction } from "#app/features/registrations/admin/booking-change-action.server";
import { refundAction } from "#app/features/payments/refund-action.server";
import { CourseRegistrationsPage } from "#app/features/registrations/admin/course-registrations-page";
import { courseDays } from "#app/features/registrations/admin/attendance";
import { failed, refusedWith } from "#app/lib/action-result";
import { formValues } from "#app/lib/form";
import { readFormData } from "#app/lib/form-data.server";
import { redirectWithToast } from "#app/lib/toast.server";

export const meta: Route.MetaFunction = ({ data }) =>
  adminMeta(`${data?.course.title ?? "Course"} · Registrations`);

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireRole(request, "admin");
  const course = await courseOr404(params.courseId);
  const now = new Date();
  const [attendees, targets] = await Promise.all([
    listAttendees(course.id),
    moveTargets(course.id),
  ]);
  return {
    course: {
      ...courseHead(course),
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

const uuid = z.uuid();

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
  z.object({ intent: z.literal("confirm-booking"), registrationId: uuid }),
  z.object({ intent: z.literal("cancel"), registrationId: uuid }),
  z.object({ intent: z.literal("attended"), registrationId: uuid, day }),
  z.object({ intent: z.literal("not-attended"), registrationId: uuid, day, revokes }),
  z.object({ intent: z.literal("move"), registrationId: uuid, target: uuid }),
]);

export async function action({ request, params }: Route.ActionArgs) {
  const actor = await requireRoleMutation(request, "admin");
  const course = await courseOr404(params.courseId);
  const form = await readFormData(request);
  const values = formValues(form);
  // Payments and corrections, answered at their forms' fields.
  const change = await bookingChangeAction(actor, course.id, form);
  if (change) return change;
  const refund = await refundAction(actor, course.id, form);
  if (refund) return refund;
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
      if (!marked.ok) return refusedWith(marked, values, { status: 409 });
      return redirectWithToast(`/admin/registrations/${course.id}`, {
        type: "success",
        title: marked.value,
      });
    }
    const outcome = await certifyAttendees(actor, course.id, chosen.data.registrationIds);
    if (!outcome.ok) return refusedWith(outcome, values);
    return redirectWithToast(`/admin/registrations/${course.id}`, {
      type: "success",
      title: outcome.value,
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
  if (!outcome.ok) return refusedWith(outcome, values, { status: 409 });
  return redirectWithToast(`/admin/registrations/${course.id}`, {
    type: "success",
    title: outcome.value,
  });
}

export default function CourseRegistrations({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <CourseRegistrationsPage
      {...loaderData}
      error={actionData?.status === "error" ? actionData.message : null}
    />
  );
}
