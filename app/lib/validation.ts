import { z } from "zod";

/**
 * A text field as a form sends it: a missing field counts as empty, so the
 * visitor sees the field's own "required" message rather than a type error.
 */
export function formText<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (value === undefined || value === null ? "" : value), schema);
}
