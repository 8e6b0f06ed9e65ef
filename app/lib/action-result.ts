import { data } from "react-router";
import type { FieldErrors } from "./form";

/**
 * The one answer of every form action that does not succeed. Success is a
 * redirect with a flash toast (`redirectWithToast`), so a reload never posts
 * again; dialogs that stay on the page (quiz, registration) answer
 * `{ status: "success" }` through a fetcher instead.
 *
 * - `invalid`: the schema refused some fields; a message per field and the
 *   visitor's values, to show at the fields (400).
 * - `error`: nothing was stored for a reason that is not the visitor's
 *   input (rate limit, a fault); a sentence to show, and the values (4xx/5xx).
 */
export type ActionResult<Values = Record<string, string>> =
  | { status: "invalid"; fieldErrors: FieldErrors; values: Values }
  | { status: "error"; message: string; values: Values };

export type ActionSuccess = { status: "success" };

/** 400 with a message per field and the submitted values. */
export function invalid<Values = Record<string, string>>(
  fieldErrors: FieldErrors,
  values: Values,
  init?: ResponseInit,
) {
  return data<ActionResult<Values>>(
    { status: "invalid", fieldErrors, values },
    { status: 400, ...init },
  );
}

/** A refusal or fault the visitor is told about in plain words; the values stay in the form. */
export function failed<Values = Record<string, string>>(
  message: string,
  values: Values,
  init?: ResponseInit,
) {
  return data<ActionResult<Values>>({ status: "error", message, values }, { status: 500, ...init });
}
