import { data } from "react-router";
import type { AppLoadContext } from "react-router";
import { logError } from "#app/features/errors/log.server";
import { allowLeadSubmission, spamVerdict } from "#app/features/spam/form-guard.server";
import { failed, invalid } from "#app/lib/action-result";
import { formValues, parseForm } from "#app/lib/form";
import { readFormData } from "#app/lib/form-data.server";
import { formatDateTime } from "#common/dates";
import { tooManySubmissionsMessage } from "#app/lib/rate-limit-message";
import { redirectWithToast } from "#app/lib/toast.server";
import { register, registerGroup } from "./register.server";
import {
  collectGroup,
  groupFieldErrors,
  hrdcGroupSchema,
  registrationFormSchema,
} from "./registration.schema";
import {
  MODE_NOT_OFFERED,
  PRODUCT_GONE,
  REGISTRATION_CLOSED,
  REGISTRATION_FAILURE,
  REOPEN_FORM,
  registrationToast,
  type RegistrationDone,
} from "./registration-messages";

/** Set by the dialog: it reads the answer as data; a plain form post gets a redirect. */
export const DIALOG_FIELD = "via";

/**
 * The registration action of a masterclass or book page. The dialog posts
 * here through a fetcher and reads the answer; without JavaScript the same
 * form posts normally and success is a redirect back with the toast (PRG).
 * Refusals keep the visitor's values; 4xx for anything the visitor can fix.
 */
export async function registrationAction(
  request: Request,
  context: AppLoadContext,
  pagePath: string,
) {
  const formData = await readFormData(request);
  const values = formValues(formData);
  const parsed = parseForm(registrationFormSchema, formData);
  if (!parsed.success) {
    if (parsed.fieldErrors.idempotencyKey || parsed.fieldErrors.productId)
      return failed(REOPEN_FORM, parsed.values, { status: 400 });
    return invalid(parsed.fieldErrors, parsed.values);
  }
  // An HRDC course booking carries its attendees; a single registrant is a group of one.
  const groupBooking = parsed.data.mode === "hrdc" && parsed.data.productType === "masterclass";
  const rawGroup = collectGroup(values);
  const group = groupBooking ? hrdcGroupSchema.safeParse(rawGroup) : null;
  if (group && !group.success) return invalid(groupFieldErrors(group.error, rawGroup), values);
  if (group?.success && group.data.selfAttending) {
    const own = parsed.data.email.toLowerCase();
    const twice = group.data.rows.find((row) => row.email.toLowerCase() === own);
    if (twice) {
      return invalid(
        { [`attendees.${twice.index}.email`]: "This attendee is already in the list" },
        values,
      );
    }
  }
  const spamReason = spamVerdict(formData, { requireToken: true });
  try {
    const limit = await allowLeadSubmission("registration", context.clientAddress);
    if (!limit.allowed) {
      return failed(tooManySubmissionsMessage(limit.retryAfterSeconds), values, {
        status: 429,
        headers: { "Retry-After": String(limit.retryAfterSeconds) },
      });
    }
    const options = { spamReason, clientAddress: context.clientAddress };
    const outcome = group?.success
      ? await registerGroup(parsed.data, group.data, options)
      : await register(parsed.data, options);
    switch (outcome.kind) {
      case "closed":
        return failed(REGISTRATION_CLOSED, values, { status: 409 });
      case "mode-not-offered":
        return invalid({ mode: MODE_NOT_OFFERED }, values, { status: 409 });
      case "not-found":
        return failed(PRODUCT_GONE, values, { status: 404 });
      case "key-reused":
        return failed(REOPEN_FORM, values, { status: 409 });
    }
    const done: RegistrationDone = {
      status: "success",
      outcome: outcome.kind,
      reference: outcome.reference,
      waitlisted:
        outcome.kind === "waitlisted" || (outcome.kind === "already" && outcome.waitlisted),
      ...(outcome.kind === "pending"
        ? { confirmBy: formatDateTime(outcome.confirmBy), seatHeld: outcome.seatHeld }
        : {}),
      ...(outcome.kind === "group"
        ? {
            confirmBy: formatDateTime(outcome.confirmBy),
            group: {
              registered: outcome.registered,
              waitlisted: outcome.waitlisted,
              skipped: outcome.skipped,
              pending: outcome.pending,
            },
          }
        : {}),
    };
    if (formData.get(DIALOG_FIELD) === "dialog")
      return data({ ...done, toast: registrationToast(done) });
    return redirectWithToast(pagePath, { type: "success", ...registrationToast(done) });
  } catch (error) {
    logError(error, "Registration could not be stored");
    return failed(REGISTRATION_FAILURE.description, values);
  }
}
