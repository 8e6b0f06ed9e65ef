import type { z } from "zod";

export type FieldErrors = Record<string, string>;

export type ParsedForm<T> =
  | { success: true; data: T }
  | { success: false; fieldErrors: FieldErrors; values: Record<string, string> };

/** The submitted text fields, to give back to the form after a refusal. */
export function formValues(formData: FormData): Record<string, string> {
  const values: Record<string, string> = {};
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
