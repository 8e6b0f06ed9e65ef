import { data } from "react-router";
import type { FieldErrors, FormValues } from "./form";
// Types only: the toast's zod schema stays out of the browser's first load.
import type { Toast, ToastInput } from "#common/toast";
import { told, type Refused } from "#common/outcome";

/**
 * The one answer of every form action.
 *
 * - `invalid`: the schema refused some fields; a message per field and the
 *   visitor's values, to show at the fields (400).
 * - `error`: nothing was stored for a reason that is not one field's (a
 *   refusal, the rate limit, a fault); a sentence to show, and the values
 *   (4xx/5xx).
 * - `success`: only for an answer that stays on the page (a dialog's
 *   fetcher, the quiz's fetch), with what the page needs (`Done`). Most
 *   actions succeed with a redirect instead (`redirectWithToast`,
 *   post/redirect/get): the page never sees that answer as data, so an
 *   action that always redirects has `Done = never` and its data is a
 *   refusal.
 *
 * Each may carry the toast it causes. A redirect's toast rides the flash
 * cookie (the next page's root loader reads it); any other answer carries
 * it here, since a 4xx answer does not run the loaders again. The page
 * shows both through one hook (`useToast`, `app/lib/use-toast.ts`).
 */
export type ActionResult<Values = FormValues, Done extends object = never> =
  ActionRefusal<Values> | ActionSuccess<Done>;

export type ActionRefusal<Values = FormValues> =
  | { status: "invalid"; fieldErrors: FieldErrors; values: Values; toast?: Toast }
  | { status: "error"; message: string; values: Values; toast?: Toast };

// `{}` is "nothing more"; `object` would not intersect away.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export type ActionSuccess<Done extends object = {}> = { status: "success"; toast?: Toast } & Done;

/** Options of a refusal: the response's status and headers, and the toast it shows. */
export type RefusalInit = ResponseInit & { toast?: ToastInput | undefined };

/** The toast with an id of its own: the page shows each answer's toast once, and each answer's. */
export function withToastId(input: ToastInput): Toast {
  // Only tells answers apart on one page: no need for a strong random source.
  return { ...input, id: input.id ?? Math.random().toString(36).slice(2, 12) };
}

/** A refusal's toast as the forms word it: the form's title over the message, or the message alone. */
export function refusalToast(message: string, title?: string): ToastInput {
  return title ? { type: "error", title, description: message } : { type: "error", title: message };
}

const toastField = (toast: ToastInput | undefined) => (toast ? { toast: withToastId(toast) } : {});

/** The refusal as a plain object (for a clientAction, which answers without a response). */
export function refusal<Values = FormValues>(
  message: string,
  values: Values,
  toast?: ToastInput,
): ActionRefusal<Values> {
  return { status: "error", message, values, ...toastField(toast) };
}

/** 400 with a message per field and the submitted values. */
export function invalid<Values = FormValues>(
  fieldErrors: FieldErrors,
  values: Values,
  { toast, ...init }: RefusalInit = {},
) {
  return data<ActionResult<Values>>(
    { status: "invalid", fieldErrors, values, ...toastField(toast) },
    { status: 400, ...init },
  );
}

/** A refusal or fault the visitor is told about in plain words; the values stay in the form. */
export function failed<Values = FormValues>(
  message: string,
  values: Values,
  { toast, ...init }: RefusalInit = {},
) {
  return data<ActionResult<Values>>(refusal(message, values, toast), { status: 500, ...init });
}

/** The HTTP status of a feature function's refusal, by its reason; anything else is a conflict. */
const REFUSAL_STATUS: Readonly<Record<string, number>> = { "not-found": 404, conflict: 409 };

/**
 * A feature function's refusal (`Outcome`, `common/outcome.ts`) as the form's
 * answer: its sentence, the values kept, the status its reason calls for
 * (`init` may say otherwise, as a route that has always answered 409 does).
 * A refusal that reaches a form must say something: one without a sentence
 * is a fault.
 */
export function refusedWith<Values = FormValues>(
  outcome: Refused,
  values: Values,
  init: RefusalInit = {},
) {
  return failed(told(outcome), values, {
    status: REFUSAL_STATUS[outcome.reason] ?? 409,
    ...init,
  });
}

/**
 * The success of an answer that stays on the page (a dialog): its toast and
 * what the page needs. A success that leaves the page is a redirect with
 * its toast (`redirectWithToast`).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export function succeeded<Done extends object = {}>(
  toast?: ToastInput,
  done?: Done,
): ActionSuccess<Done> {
  return { status: "success", ...(done as Done), ...toastField(toast) };
}

/** Whether an answer is one of ours (a proxy's error page or a network failure is not). */
export function isActionResult(value: unknown): value is ActionResult<FormValues, object> {
  if (typeof value !== "object" || value === null || !("status" in value)) return false;
  return value.status === "success" || value.status === "invalid" || value.status === "error";
}
