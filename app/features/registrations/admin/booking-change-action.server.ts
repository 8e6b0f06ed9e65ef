import type { AdminUser } from "#server/auth/sessions";
import { invalid, refusedWith } from "#app/lib/action-result";
import { fieldErrorsOf, formValues } from "#app/lib/form";
import { redirectWithToast } from "#app/lib/toast.server";
import { BOOKING_CHANGE_INTENTS, bookingChangeSchema } from "./booking-changes.schema";
import { correctRegistration, swapAttendee } from "./booking-corrections.server";
import { confirmGroupPayment, confirmPayment, undoPayment } from "./payments.server";
import type { ActionOutcome } from "./registration-changes.server";

/**
 * The course page's payment and correction forms (booking-changes.schema.ts):
 * answered at their fields, or with the refusal's sentence, values kept; null
 * for any other intent, which the page's own action handles.
 */
export async function bookingChangeAction(actor: AdminUser, courseId: string, form: FormData) {
  const intent = form.get("intent");
  if (typeof intent !== "string" || !BOOKING_CHANGE_INTENTS.includes(intent)) return null;
  const values = formValues(form);
  const parsed = bookingChangeSchema.safeParse(values);
  if (!parsed.success) return invalid(fieldErrorsOf(parsed.error), values);
  const change = parsed.data;
  let outcome: ActionOutcome;
  switch (change.intent) {
    case "confirm":
      outcome = await confirmPayment(actor, courseId, change.registrationId, change);
      break;
    case "confirm-group":
      outcome = await confirmGroupPayment(actor, courseId, change.groupId, change);
      break;
    case "undo-payment":
      outcome = await undoPayment(actor, courseId, change.registrationId, change.reason);
      break;
    case "correct":
      outcome = await correctRegistration(actor, courseId, change.registrationId, change);
      break;
    case "swap":
      outcome = await swapAttendee(actor, courseId, change.registrationId, change);
      break;
  }
  if (!outcome.ok) return refusedWith(outcome, values, { status: 409 });
  return redirectWithToast(`/admin/registrations/${courseId}`, {
    type: "success",
    title: outcome.value,
  });
}
