import type { z } from "zod";
import { logError } from "#app/features/errors/log.server";
import { overSubmissionLimit, spamVerdict } from "#app/features/spam/form-guard.server";
import { failed, invalid, refusalToast } from "#app/lib/action-result";
import { formValues, parseForm, type FieldErrors, type FormValues } from "#app/lib/form";
import type { ToastInput } from "#common/toast";

/** One public lead form, as its action stores it. */
export interface LeadSubmission<S extends z.ZodType, Stored> {
  /** The action's own schema, the one the form checks with in the browser. */
  schema: S;
  /** The form's name for the per-address limit. */
  form: string;
  /** The form's failure: its toast's title (if any) over the sentence the form shows. */
  failure: { title?: string; description: string };
  /** What the log says when the lead could not be stored. */
  logMessage: string;
  store: (data: z.output<S>, clientAddress: string, spamReason: string | null) => Promise<Stored>;
  /** A toast for a refusal of the fields, where the form has one. */
  invalidToast?: (fieldErrors: FieldErrors) => ToastInput | undefined;
}

/**
 * The one path of a public lead form's post: the schema (400 with a message
 * per field), the spam verdict (a doubt, stored and flagged, never a drop:
 * the answer is the same either way), the per-address limit (429) and the
 * store; a store that fails is logged and answered with the form's failure
 * (500). Each refusal keeps the visitor's values. What the form does on
 * success (a redirect, a dialog's result) stays with its route.
 */
export async function submitLead<S extends z.ZodType, Stored>(
  formData: FormData,
  clientAddress: string,
  lead: LeadSubmission<S, Stored>,
) {
  const parsed = parseForm(lead.schema, formData);
  if (!parsed.success) {
    const toast = lead.invalidToast?.(parsed.fieldErrors);
    return { refusal: invalid(parsed.fieldErrors, parsed.values, { toast }) };
  }
  const spamReason = spamVerdict(formData, { requireToken: true });
  const values: FormValues = formValues(formData);
  const { title, description } = lead.failure;
  try {
    const limited = await overSubmissionLimit(lead.form, clientAddress, values, title);
    if (limited) return { refusal: limited };
    // A duplicate (double click, retry) is the lead already stored: the same success.
    return { stored: await lead.store(parsed.data, clientAddress, spamReason), values };
  } catch (error) {
    logError(error, lead.logMessage);
    return { refusal: failed(description, values, { toast: refusalToast(description, title) }) };
  }
}
