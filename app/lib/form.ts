import type { z } from "zod";

export type FieldErrors = Record<string, string>;

/** A form's text fields by name, as posted. */
export type FormValues = Record<string, string>;

export type ParsedForm<T> =
  { success: true; data: T } | { success: false; fieldErrors: FieldErrors; values: FormValues };

/** The submitted text fields, to give back to the form after a refusal. */
export function formValues(formData: FormData): FormValues {
  const values: FormValues = {};
  for (const [key, value] of formData.entries()) {
    if (typeof value === "string") values[key] = value;
  }
  return values;
}

/** The first message per field, in the order zod reports them. */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "form";
    errors[key] ??= issue.message;
  }
  return errors;
}

/**
 * One action contract for every form: the schema decides, the visitor gets
 * a message per field and their values back.
 */
export function parseForm<S extends z.ZodType>(
  schema: S,
  formData: FormData,
): ParsedForm<z.output<S>> {
  const values = formValues(formData);
  const result = schema.safeParse(values);
  if (result.success) return { success: true, data: result.data };
  return { success: false, fieldErrors: fieldErrorsOf(result.error), values };
}

/** A form's check in the browser: a message per field, or null when the values pass. */
export type FormCheck = (values: FormValues) => FieldErrors | null;

/** The browser's check with the action's own schema, so both sides say the same. */
export function schemaCheck(schema: z.ZodType): FormCheck {
  return (values) => {
    const result = schema.safeParse(values);
    return result.success ? null : fieldErrorsOf(result.error);
  };
}
