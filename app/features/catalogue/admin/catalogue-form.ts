import { z } from "zod";
import { isImageUrl } from "#app/features/blog/admin/post.schema";
import { fieldErrorsOf, type FieldErrors } from "#app/lib/form";
import { isValidSlug, slugify } from "#common/slug";
import { safeText } from "#app/lib/validation";

/**
 * The field rules and form reading shared by the book, grant and NTW program
 * forms of the back office (client and server). A form's scalar fields are
 * read like every other form (`formValues`: the last value of a name); its
 * lists (key insights, benefits) are repeated fields, read with `getAll`.
 */

/** What a refused form gets back: text fields as strings, lists as their rows. */
export type CatalogueValues = Record<string, string | string[]>;

export type ParsedCatalogueForm<T> =
  | { success: true; data: T }
  | { success: false; fieldErrors: FieldErrors; values: CatalogueValues };

/**
 * Reads a form: scalar fields by name, each list in `lists` as its non-blank
 * rows in the order posted. Blank rows are the list editor's spare row (or
 * one the editor cleared to remove it), never an item; dropping them here
 * means the row indexes zod reports are the ones the editor shows again.
 */
export function readCatalogueForm(
  formData: FormData,
  lists: readonly string[],
): Record<string, string | string[]> {
  const values: Record<string, string | string[]> = {};
  for (const [key, value] of formData.entries()) {
    if (typeof value === "string" && !lists.includes(key)) values[key] = value;
  }
  for (const name of lists) {
    values[name] = formData
      .getAll(name)
      .filter((value): value is string => typeof value === "string" && value.trim() !== "");
  }
  return values;
}

export function parseCatalogueForm<S extends z.ZodType>(
  schema: S,
  formData: FormData,
  lists: readonly string[],
): ParsedCatalogueForm<z.output<S>> {
  const values = readCatalogueForm(formData, lists);
  const result = schema.safeParse(values);
  if (result.success) return { success: true, data: result.data };
  return { success: false, fieldErrors: fieldErrorsOf(result.error), values };
}

/** A refused form's text value, for `defaultValue`. */
export function textValue(values: CatalogueValues | undefined, name: string): string | undefined {
  const value = values?.[name];
  return typeof value === "string" ? value : undefined;
}

/** A refused form's list, for the list editor's `defaultValue`. */
export function listValue(values: CatalogueValues | undefined, name: string): string[] | undefined {
  const value = values?.[name];
  return Array.isArray(value) ? value : undefined;
}

/** A missing field reads as blank, so it gets the blank field's message. */
export const blankToEmpty = (value: unknown) =>
  value === undefined || value === null ? "" : value;

/** Trimmed text that must not be blank: "<label> is required" when it is. */
function filledText(label: string) {
  const message = `${label} is required`;
  return z.string(message).trim().min(1, message);
}

/** A required text field: trimmed, under the shared text rule, at most `max` characters. */
export function requiredText(label: string, max: number) {
  return z.preprocess(
    blankToEmpty,
    safeText(
      filledText(label).max(
        max,
        `${label} must be at most ${max.toLocaleString("en-US")} characters`,
      ),
    ),
  );
}

/** An optional text field; blank is "". */
export function optionalText(label: string, max: number) {
  return z.preprocess(
    blankToEmpty,
    safeText(
      z
        .string(`${label} must be text`)
        .trim()
        .max(max, `${label} must be at most ${max.toLocaleString("en-US")} characters`),
    ),
  );
}

/** An optional text field stored as NULL when blank. */
export function nullableText(label: string, max: number) {
  return optionalText(label, max).transform((value) => (value === "" ? null : value));
}

/**
 * A list of short texts (the list editor's rows): each row trimmed, under
 * the text rule and at most `maxLength`; at most `maxItems` rows.
 */
export function textList(
  label: string,
  { maxItems, maxLength }: { maxItems: number; maxLength: number },
) {
  return z.preprocess(
    (value) => (value === undefined ? [] : typeof value === "string" ? [value] : value),
    z
      .array(
        safeText(
          z
            .string(`Each ${label.toLowerCase()} must be text`)
            .trim()
            .min(1, `Enter some text or remove this row`)
            .max(maxLength, `At most ${maxLength} characters per row`),
        ),
        `${label} must be a list`,
      )
      .max(maxItems, `At most ${maxItems} ${label.toLowerCase()}`),
  );
}

/** Which id a route was given: a UUID, or nothing to look up (answered 404). */
export const idSchema = z.uuid();

export function isId(value: unknown): value is string {
  return idSchema.safeParse(value).success;
}

export const SLUG_MAX = 100;

/**
 * A slug typed by hand must already be a slug (lowercase letters, digits and
 * single hyphens): turning "My Book!" into "my-book" behind the editor's
 * back would publish an address they did not write. Blank means "make one
 * from the title".
 */
export function slugField() {
  return optionalText("Slug", SLUG_MAX).refine(
    (value) => value === "" || isValidSlug(value),
    "Use lowercase letters, digits and single hyphens (like my-book-title), or leave it blank",
  );
}

/** The slug a blank field gets: from the title, or `fallback` when the title has no letter or digit. */
export function slugFromTitle(title: string, fallback: string): string {
  return slugify(title).slice(0, SLUG_MAX).replace(/-+$/, "") || fallback;
}

/** An image: blank, an uploaded one ("/uploads/…") or an http(s) address. */
export function imageField(label: string, max = 2_048) {
  return optionalText(label, max)
    .refine(
      (value) => value === "" || isImageUrl(value),
      `${label} must be an https:// address or an uploaded image`,
    )
    .transform((value) => (value === "" ? null : value));
}

export function isWebUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === "https:" || url.protocol === "http:") && url.hostname !== "";
  } catch {
    return false;
  }
}

export const PRICE_MAX = 1_000_000;
const PRICE_PATTERN = /^\d{1,7}(\.\d{1,2})?$/;

/**
 * A price in ringgit as typed ("1499", "1,499.00", "RM 1,499.5"), stored as
 * the numeric column's exact string ("1499.50"): never through a float.
 */
export function priceField(label = "Price") {
  return z.preprocess(
    blankToEmpty,
    safeText(
      filledText(label)
        .max(20, `Enter the ${label.toLowerCase()} in ringgit, like 149.00`)
        .transform((value) => value.replace(/^RM\s*/i, "").replace(/[,\s]/g, ""))
        .refine(
          (value) => PRICE_PATTERN.test(value),
          `Enter the ${label.toLowerCase()} in ringgit, like 149.00 (0 for free)`,
        )
        .refine(
          (value) => Number(value) <= PRICE_MAX,
          `${label} must be at most RM ${PRICE_MAX.toLocaleString("en-US")}`,
        )
        .transform((value) => {
          const [whole = "0", cents = ""] = value.split(".");
          return `${Number(whole)}.${cents.padEnd(2, "0")}`;
        }),
    ),
  );
}
