import { z } from "zod";
import type { AdminUser } from "#server/auth/sessions";
import {
  certifyAttendeesSchema,
  isCalendarDay,
} from "#app/features/certificates/admin/certificates.schema";
import { certifyAttendees } from "#app/features/certificates/admin/certify-attendees.server";
import { failed } from "#app/lib/action-result";
import { formValues } from "#app/lib/form";
import { redirectWithToast } from "#app/lib/toast.server";
import { markPresent, setAttended } from "./attendance-marking.server";
import {
  cancelFromBackOffice,
  confirmBookingFromBackOffice,
  confirmPayment,
  moveRegistration,
  type ActionOutcome,
} from "./registration-changes.server";

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
  z.object({ intent: z.literal("confirm"), registrationId: uuid }),
  z.object({ intent: z.literal("confirm-booking"), registrationId: uuid }),
  z.object({ intent: z.literal("cancel"), registrationId: uuid }),
  z.object({ intent: z.literal("attended"), registrationId: uuid, day }),
  z.object({ intent: z.literal("not-attended"), registrationId: uuid, day, revokes }),
  z.object({ intent: z.literal("move"), registrationId: uuid, target: uuid }),
]);

/**
 * What the team did on a course's registrations page: confirm, cancel, move,
 * mark attendance (one or many) or issue certificates; answered with a toast
 * on the course page, or refused with the form's values kept.
 */
export async function applyCourseAction(actor: AdminUser, courseId: string, form: FormData) {
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
        courseId,
        chosen.data.registrationIds,
        chosenDay.data,
      );
      if (!marked.ok) return failed(marked.message, values, { status: 409 });
      return redirectWithToast(`/admin/registrations/${courseId}`, {
        type: "success",
        title: marked.message,
      });
    }
    const outcome = await certifyAttendees(actor, courseId, chosen.data.registrationIds);
    if (!outcome.ok) return failed(outcome.message, values, { status: outcome.status });
    return redirectWithToast(`/admin/registrations/${courseId}`, {
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
      outcome = await confirmPayment(actor, courseId, input.registrationId);
      break;
    case "confirm-booking":
      outcome = await confirmBookingFromBackOffice(actor, courseId, input.registrationId);
      break;
    case "cancel":
      outcome = await cancelFromBackOffice(actor, courseId, input.registrationId);
      break;
    case "attended":
    case "not-attended":
      outcome = await setAttended(
        actor,
        courseId,
        input.registrationId,
        input.intent === "attended",
        { day: input.day, revokes: input.intent === "not-attended" ? input.revokes : null },
      );
      break;
    case "move":
      outcome = await moveRegistration(actor, courseId, input.registrationId, input.target);
      break;
  }
  if (!outcome.ok) return failed(outcome.message, values, { status: 409 });
  return redirectWithToast(`/admin/registrations/${courseId}`, {
    type: "success",
    title: outcome.message,
  });
}
