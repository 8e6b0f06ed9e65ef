import type { AdminUser } from "#server/auth/sessions";
import { invalid, refusedWith } from "#app/lib/action-result";
import { fieldErrorsOf, formValues } from "#app/lib/form";
import { redirectWithToast } from "#app/lib/toast.server";
import { cancelAndRefund } from "./refunds.server";
import { REFUND_INTENT, refundSchema } from "./refund.schema";

/** The course page's "Cancel and refund" form; null for any other intent. */
export async function refundAction(actor: AdminUser, courseId: string, form: FormData) {
  if (form.get("intent") !== REFUND_INTENT) return null;
  const values = formValues(form);
  const parsed = refundSchema.safeParse(values);
  if (!parsed.success) return invalid(fieldErrorsOf(parsed.error), values);
  const outcome = await cancelAndRefund(actor, courseId, parsed.data);
  if (!outcome.ok) return refusedWith(outcome, values, { status: 409 });
  return redirectWithToast(`/admin/registrations/${courseId}`, {
    type: "success",
    title: outcome.value,
  });
}
