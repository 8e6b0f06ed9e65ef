import type { AppLoadContext } from "react-router";
import { logError } from "#app/features/errors/log.server";
import { overSubmissionLimit, spamVerdict } from "#app/features/spam/form-guard.server";
import { failed, invalid, refusalToast, succeeded } from "#app/lib/action-result";
import { formValues, parseForm, type FieldErrors, type FormValues } from "#app/lib/form";
import { readFormData } from "#app/lib/form-data.server";
import { formatDateTime } from "#common/dates";
import { redirectWithToast } from "#app/lib/toast.server";
import { formatOfBook } from "#app/features/books/book-delivery.server";
import { parseDeliveryAddress, type DeliveryAddress } from "#app/features/books/delivery-address";
import { register, registerGroup } from "./register.server";
import type { RegistrationOutcome } from "./registration-outcome.server";
import {
  checkoutRedirect,
  paymentHoldEnd,
  wantsPayNow,
} from "#app/features/payments/checkout.server";
import {
  collectGroup,
  groupFieldErrors,
  hrdcGroupSchema,
  isGroupBooking,
  registrationFormSchema,
} from "./registration.schema";
import {
  MODE_NOT_OFFERED,
  PRODUCT_GONE,
  REGISTRATION_CLOSED,
  REGISTRATION_FAILURE,
  REOPEN_FORM,
  ADDRESS_NEEDED,
  registrationToast,
  type RegistrationDone,
} from "./registration-messages";

/** Set by the dialog: it reads the answer as data; a plain form post gets a redirect. */
export const DIALOG_FIELD = "via";

/** How long the dialog's success toast stays: it quotes the reference to note. */
const SUCCESS_TOAST_MS = 10_000;

// Every refusal says 'Registration Failed' over its sentence; one at the fields, over the
// original site's sentence for it.
const refuse = (message: string, values: FormValues, status: number) =>
  failed(message, values, { status, toast: refusalToast(message, REGISTRATION_FAILURE.title) });
const refuseFields = (fieldErrors: FieldErrors, values: FormValues, status = 400) =>
  invalid(fieldErrors, values, {
    status,
    toast: refusalToast(REGISTRATION_FAILURE.description, REGISTRATION_FAILURE.title),
  });

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
      return refuse(REOPEN_FORM, parsed.values, 400);
    return refuseFields(parsed.fieldErrors, parsed.values);
  }
  // An HRDC course booking carries its attendees; a single registrant is a group of one.
  const rawGroup = collectGroup(values);
  const group = isGroupBooking(parsed.data) ? hrdcGroupSchema.safeParse(rawGroup) : null;
  if (group && !group.success) return refuseFields(groupFieldErrors(group.error, rawGroup), values);
  if (group?.success && group.data.selfAttending) {
    const own = parsed.data.email.toLowerCase();
    const twice = group.data.rows.find((row) => row.email.toLowerCase() === own);
    if (twice) {
      return refuseFields(
        { [`attendees.${twice.index}.email`]: "This attendee is already in the list" },
        values,
      );
    }
  }
  // A paperback is posted: its address is checked here, by the book's stored format (the
  // form's own hint is for the browser's check only).
  let delivery: DeliveryAddress | null = null;
  if (parsed.data.productType === "book") {
    const format = await formatOfBook(parsed.data.productId);
    if (format === "paperback") {
      const address = parseDeliveryAddress(values);
      if (!address.ok) return refuseFields(address.fieldErrors, values);
      delivery = address.address;
    }
  }
  const spamReason = spamVerdict(formData, { requireToken: true });
  try {
    const limited = await overSubmissionLimit(
      "registration",
      context.clientAddress,
      values,
      REGISTRATION_FAILURE.title,
    );
    if (limited) return limited;
    const payNow = wantsPayNow(formData, parsed.data);
    const options = {
      spamReason,
      clientAddress: context.clientAddress,
      delivery,
      paymentHoldUntil: payNow ? paymentHoldEnd() : null,
    };
    const outcome = group?.success
      ? await registerGroup(parsed.data, group.data, options)
      : await register(parsed.data, options);
    switch (outcome.kind) {
      case "closed":
        return refuse(REGISTRATION_CLOSED, values, 409);
      case "mode-not-offered":
        return refuseFields({ mode: MODE_NOT_OFFERED }, values, 409);
      case "not-found":
        return refuse(PRODUCT_GONE, values, 404);
      case "key-reused":
        return refuse(REOPEN_FORM, values, 409);
      case "address-needed":
        return refuse(ADDRESS_NEEDED, values, 409);
    }
    // Pay now: on to Stripe's page (a waitlisted registration is answered as usual).
    const checkout = payNow ? await checkoutRedirect(outcome) : null;
    if (checkout) return checkout;
    // A place found by the address typed: its details went to that address, none come here.
    const done: RegistrationDone =
      outcome.kind === "on-file"
        ? {
            outcome: "on-file",
            waitlisted: false,
            onFile: { email: parsed.data.email, count: outcome.registrations.length },
          }
        : answerOf(outcome);
    const toast = { type: "success", ...registrationToast(done) } as const;
    if (formData.get(DIALOG_FIELD) === "dialog")
      return succeeded({ ...toast, duration: SUCCESS_TOAST_MS }, done);
    return redirectWithToast(pagePath, toast);
  } catch (error) {
    logError(error, "Registration could not be stored");
    return refuse(REGISTRATION_FAILURE.description, values, 500);
  }
}

/** The answer to a registration stored (or sent again by its own browser). */
function answerOf(outcome: Extract<RegistrationOutcome, { reference: string }>): RegistrationDone {
  return {
    outcome: outcome.kind,
    reference: outcome.reference,
    waitlisted: outcome.kind === "waitlisted" || (outcome.kind === "already" && outcome.waitlisted),
    ...(outcome.kind === "pending"
      ? {
          confirmBy: formatDateTime(outcome.confirmBy),
          seatHeld: outcome.seatHeld,
          ...(outcome.unpaidHoldRefused ? { unpaidHoldRefused: true } : {}),
        }
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
}
