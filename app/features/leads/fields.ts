import { z } from "zod";
import { formText } from "#app/lib/validation";

/**
 * Field rules shared by every lead type. A lead type writes each field's rule
 * once (a zod string schema: trim, limits, format, messages) and builds two
 * schemas from it: the form's (`formText(rule)`, values as a form posts them)
 * and the mail data's (`mailLine(rule)` …, values as JSON carries them into
 * the outbox: blanks as null, booleans as booleans, lines tidied). Both run
 * the shared text rule (`app/lib/validation.ts`), so a value the form refuses
 * is refused by the send-email endpoint with the same message, and the other
 * way round.
 */
type TextRule = z.ZodType<string, string>;

// Control characters other than tab and newline have no place in a form
// value; in a subject line even a newline would be wrong. (The shared text
// rule refuses most of them already; carriage returns and tabs remain.)
// eslint-disable-next-line no-control-regex
const CONTROL_CHARS = /[\u0000-\u0008\u000b-\u001f\u007f]/g;

/** One line of text: trimmed, inner whitespace (newlines too) collapsed to one space. */
export const collapse = (value: string) =>
  value.replace(CONTROL_CHARS, " ").replace(/\s+/g, " ").trim();
/** Several lines: keeps newlines, drops other control characters, trims. */
export const tidyLines = (value: string) =>
  value.replace(/\r\n?/g, "\n").replace(CONTROL_CHARS, "").trim();

/** A required one-line value in mail data; a line break cannot reach a subject or header. */
export function mailLine<T extends TextRule>(rule: T) {
  return formText(rule).transform(collapse);
}

/** A required value of several lines in mail data. */
export function mailLines<T extends TextRule>(rule: T) {
  return formText(rule).transform(tidyLines);
}

/** An optional one-line value: missing, null or blank is null. */
export function optionalMailLine<T extends TextRule>(rule: T) {
  return formText(rule).transform((value) => collapse(value) || null);
}

/** An optional value of several lines: missing, null or blank is null. */
export function optionalMailLines<T extends TextRule>(rule: T) {
  return formText(rule).transform((value) => tidyLines(value) || null);
}

/** A one-line value with a default for missing, null or blank. */
export function mailLineWithDefault<T extends TextRule>(rule: T, fallback: string) {
  return formText(rule).transform((value) => collapse(value) || fallback);
}

/** A text rule with a length limit only, and the usual message. */
export function limited(max: number) {
  return z.string().trim().max(max, `Must be at most ${max} characters`);
}

/** A required text rule: at least `min` characters (after trimming), at most `max`. */
export function required(max: number, message: string, min = 1) {
  return limited(max).min(min, message);
}

/** An e-mail address rule: one message for missing and malformed, as the original forms said it. */
export function emailRule(message: string, max = 254) {
  return z
    .string()
    .trim()
    .min(1, message)
    .max(max, `Must be at most ${max} characters`)
    .pipe(z.email({ message }));
}

/** The marketing opt-in as mail data carries it. */
export const marketingOptIn = z.boolean().optional();

/** The marketing opt-in as a form posts it: a checkbox is "on" or absent. */
export const checkbox = z
  .string()
  .optional()
  .transform((value) => value === "on");

/** A price as the shop sends it: a number, or the decimal string PostgreSQL returns. */
export const price = z
  .union([
    z.number().finite().nonnegative().max(10_000_000),
    z
      .string()
      .trim()
      .regex(/^\d{1,8}(\.\d{1,2})?$/, "Must be an amount such as 1499.00"),
  ])
  .nullish()
  .transform((value) => (value === null || value === undefined ? null : String(value)));

/**
 * A catalogue row's id. Program, course and grant facts in a mail are always
 * the stored ones, looked up by this id (`server/email/catalogue-facts.ts`);
 * any title, price, date or link sent along with it is ignored
 * (docs/decisions/0015-mail-function-not-public.md).
 */
export const catalogueId = (message: string) =>
  z.string({ message }).trim().pipe(z.guid({ message }));
