import { z } from "zod";

/** An environment variable set to blanks counts as unset, so its default applies. */
export const blankToUndefined = (value: unknown) =>
  typeof value === "string" && value.trim() === "" ? undefined : value;

/** One variable's schema; a blank value counts as unset. */
export const envValue = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema);

/** A whole number from `min` to `max`, `fallback` when unset; one message for each way it is wrong. */
export function wholeNumber(
  min: number,
  max: number,
  fallback: number,
  message = `must be a whole number from ${min} to ${max}`,
) {
  return envValue(
    z.coerce.number({ message }).int(message).min(min, message).max(max, message).default(fallback),
  );
}
