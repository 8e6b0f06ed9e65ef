import { z } from "zod";
import {
  FORBIDDEN_CHARACTERS_MESSAGE,
  hasBidiControl,
  hasForbiddenCharacters,
  hasLineBreak,
  isOnlyInvisible,
  isPhoneNumber,
  LINE_BREAK_MESSAGE,
  ONLY_INVISIBLE_MESSAGE,
  PHONE_MESSAGE,
} from "#common/text-safety";

export interface SafeTextOptions {
  /**
   * "forbidden" checks only for characters that cannot be stored or sent;
   * for values that are compared and never shown (a password), where an
   * invisible character is still a character.
   */
  check?: "all" | "forbidden";
  /**
   * What a visitor may type beyond the shared rule: "many" lines refuses the
   * bidirectional controls, "one" line refuses line breaks too. Unset: the
   * shared rule only (the back office's own fields).
   */
  lines?: "one" | "many";
}

/**
 * The one text rule for every field a person types into, wrapped around the
 * field's own schema and run on the raw value before it:
 * - control characters, NUL, unpaired surrogates and noncharacters →
 *   FORBIDDEN_CHARACTERS_MESSAGE at the field (PostgreSQL cannot store a NUL,
 *   UTF-8 cannot carry a lone surrogate, mail headers break on controls);
 * - a value that shows nothing (zero-width spaces, U+FFFF fillers …) → the
 *   field's own message for a blank value when the field is required, so the
 *   visitor reads the message they know, else ONLY_INVISIBLE_MESSAGE.
 * Whitespace-only values go on to the field's schema, which trims them.
 * Non-strings pass through, so the field's schema still reports its type.
 */
export function safeText<T extends z.ZodType>(schema: T, options: SafeTextOptions = {}) {
  const check = options.check ?? "all";
  // optional() on the raw side only lets an absent key reach the field's
  // schema, which decides whether absence is allowed (zod objects refuse a
  // missing key unless the schema's input side is optional).
  return z
    .unknown()
    .optional()
    .superRefine((value, ctx) => {
      if (typeof value !== "string") return;
      if (hasForbiddenCharacters(value) || (options.lines && hasBidiControl(value))) {
        ctx.addIssue({ code: "custom", message: FORBIDDEN_CHARACTERS_MESSAGE });
        return;
      }
      if (options.lines === "one" && hasLineBreak(value)) {
        ctx.addIssue({ code: "custom", message: LINE_BREAK_MESSAGE });
        return;
      }
      if (check === "all" && isOnlyInvisible(value) && value.trim() !== "") {
        const blank = schema.safeParse("");
        ctx.addIssue({
          code: "custom",
          message: blank.success
            ? ONLY_INVISIBLE_MESSAGE
            : (blank.error.issues[0]?.message ?? ONLY_INVISIBLE_MESSAGE),
        });
      }
    })
    .pipe(schema);
}

/**
 * A text field as a form sends it, under the shared text rule: a missing
 * field counts as empty, so the visitor sees the field's own "required"
 * message rather than a type error.
 */
export function formText<T extends z.ZodType>(schema: T, options: SafeTextOptions = {}) {
  return z.preprocess(
    (value) => (value === undefined || value === null ? "" : value),
    safeText(schema, options),
  );
}

/**
 * A one-line field a visitor fills in on the public site (a name, an e-mail
 * address, an organisation): the shared text rule, and no line breaks or
 * bidirectional controls (docs/decisions/0023-visitor-text-fields.md).
 */
export function formLine<T extends z.ZodType>(schema: T) {
  return formText(schema, { lines: "one" });
}

/** A field of several lines a visitor fills in (a message, goals): no bidirectional controls. */
export function formLines<T extends z.ZodType>(schema: T) {
  return formText(schema, { lines: "many" });
}

/**
 * A phone number a visitor fills in: one line, and once the field's own
 * checks pass (so a blank or short required phone keeps its own message), a
 * value that is not blank holds only phone characters and enough digits.
 */
export function formPhone(schema: z.ZodType<string, string>) {
  // A pipe, not a refinement: it runs only once the field's own rule has passed.
  return formLine(
    schema.pipe(z.string().refine((value) => value === "" || isPhoneNumber(value), PHONE_MESSAGE)),
  );
}
