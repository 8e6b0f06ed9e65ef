import type { AdminUser } from "#server/auth/sessions";
import { invalid, refusedWith } from "#app/lib/action-result";
import { fieldErrorsOf, formValues } from "#app/lib/form";
import { redirectWithToast } from "#app/lib/toast.server";
import {
  BOOKING_CHANGE_INTENTS,
  bookingChangeSchema,
  type BookingChange,
} from "./booking-changes.schema";
import { correctRegistration, swapAttendee } from "./booking-corrections.server";
import { confirmGroupPayment, confirmPayment, undoPayment } from "./payments.server";
import type { ActionOutcome } from "./registration-changes.server";

type Intent = BookingChange["intent"];
type ChangeOf = { [I in Intent]: Extract<BookingChange, { intent: I }> };

/** What each form's change does, by its intent. */
const CHANGES: {
  [I in Intent]: (
    actor: AdminUser,
    courseId: string,
    change: ChangeOf[I],
  ) => Promise<ActionOutcome>;
} = {
  confirm: (actor, courseId, c) => confirmPayment(actor, courseId, c.registrationId, c),
  "confirm-group": (actor, courseId, c) => confirmGroupPayment(actor, courseId, c.groupId, c),
  "undo-payment": (actor, courseId, c) => undoPayment(actor, courseId, c.registrationId, c.reason),
  correct: (actor, courseId, c) => correctRegistration(actor, courseId, c.registrationId, c),
  swap: (actor, courseId, c) => swapAttendee(actor, courseId, c.registrationId, c),
};

/** The intent passed on its own, so TypeScript pairs the change with its handler. */
function applyChange<I extends Intent>(
  actor: AdminUser,
  courseId: string,
  intent: I,
  change: ChangeOf[I],
): Promise<ActionOutcome> {
  return CHANGES[intent](actor, courseId, change);
}

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
  const outcome = await applyChange(actor, courseId, change.intent, change);
  if (!outcome.ok) return refusedWith(outcome, values, { status: 409 });
  return redirectWithToast(`/admin/registrations/${courseId}`, {
    type: "success",
    title: outcome.value,
  });
}
