import type { ActionResult } from "./action-result";
import type { FieldErrors, FormValues } from "./form";

/** The latest answer to a form: its action data, its fetcher's, or a fetch's JSON. */
export type FormAnswer = ActionResult<FormValues, object> | undefined;

/** The answer's messages per field (a refusal of the whole form has none). */
export const errorsOf = (result: FormAnswer): FieldErrors =>
  result?.status === "invalid" ? result.fieldErrors : {};

/**
 * The fields' wiring from an answer: the values a refusal gave back, the
 * messages, and `field(name)` for the Field components. `useForm` builds on
 * it; a form that only ever shows the server's answer (one rendered for a
 * browser without JavaScript) uses it alone, without `useForm`'s code.
 */
export function answerWiring(result: FormAnswer, errors = errorsOf(result)) {
  const values: FormValues = result && result.status !== "success" ? result.values : {};
  return {
    errors,
    values,
    /** A field's name, the value a refusal gave back and its message. */
    field: (name: string) => ({ name, defaultValue: values[name], error: errors[name] }),
  };
}

export type FieldWiring = ReturnType<typeof answerWiring>;
