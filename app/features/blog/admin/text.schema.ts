import { z } from "zod";
import { safeText } from "#app/lib/validation";

// The blog forms' text fields (posts, categories), under the shared text rule (safeText), with
// the messages worded the same way in every form.

/** Required text, trimmed, at most `max` characters. */
export function requiredText(max: number, label: string) {
  return safeText(
    z
      .string({ message: `${label} is required` })
      .trim()
      .min(1, `${label} is required`)
      .max(max, `${label} must be at most ${max} characters`),
  );
}

/** Blank optional text becomes null, so the database holds NULL, not "". */
export function optionalText(max: number, label: string) {
  return safeText(
    z
      .string()
      .trim()
      .max(max, `${label} must be at most ${max} characters`)
      .optional()
      .transform((value) => (value ? value : null)),
  );
}
