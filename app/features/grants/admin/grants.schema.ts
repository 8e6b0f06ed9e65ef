import { z } from "zod";
import {
  isWebUrl,
  nullableText,
  optionalText,
  requiredText,
  textList,
} from "#app/features/catalogue/admin/catalogue-form";

/**
 * The grant form of the back office (create and edit), shared by the browser
 * and the action.
 */
export const GRANT_LIMITS = {
  title: 200,
  description: 5_000,
  category: 100,
  badgeText: 60,
  benefit: 300,
  benefits: 12,
  brochure: 2_048,
} as const;

/**
 * The badge colours the public grant card draws (its BADGE_COLORS in
 * app/features/catalogue/grant-card.tsx; a test renders the card with each
 * one). Blank is the brand badge.
 */
export const GRANT_BADGE_COLORS = [
  "emerald",
  "green",
  "blue",
  "sky",
  "cyan",
  "amber",
  "yellow",
  "orange",
  "red",
  "rose",
  "pink",
  "violet",
  "purple",
  "indigo",
  "slate",
  "gray",
] as const;

export const BADGE_COLOR_OPTIONS = [
  { value: "", label: "Brand (default)" },
  ...GRANT_BADGE_COLORS.map((color) => ({
    value: color,
    label: color.charAt(0).toUpperCase() + color.slice(1),
  })),
] as const;

const BROCHURE_SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,150}$/;

/**
 * A brochure: an uploaded PDF's stored value ("brochures/….pdf", what
 * POST /files/brochures answers; the demo's "grant-brochures/….pdf" too) or
 * an http(s) address. The rule of server/files/brochure-path.ts, which the
 * brochure link serves by (a test holds the two together): at most four
 * plain segments, no "..", a .pdf at the end.
 */
export function isBrochureValue(value: string): boolean {
  if (isWebUrl(value)) return true;
  const relative = value.replace(/^\/+/, "").replace(/^brochures\//, "");
  const segments = relative.split("/");
  return (
    segments.length <= 4 &&
    segments.every((segment) => BROCHURE_SEGMENT.test(segment) && !segment.includes("..")) &&
    /\.pdf$/i.test(relative)
  );
}

export const grantSchema = z.object({
  title: requiredText("Title", GRANT_LIMITS.title),
  description: optionalText("Description", GRANT_LIMITS.description),
  category: requiredText("Category", GRANT_LIMITS.category),
  badgeText: nullableText("Badge text", GRANT_LIMITS.badgeText),
  badgeColor: z.preprocess(
    (value) => (value === undefined || value === null ? "" : value),
    z
      .enum(["", ...GRANT_BADGE_COLORS], { message: "Choose a colour from the list" })
      .transform((value) => (value === "" ? null : value)),
  ),
  benefits: textList("Benefits", {
    maxItems: GRANT_LIMITS.benefits,
    maxLength: GRANT_LIMITS.benefit,
  }),
  brochure: optionalText("Brochure", GRANT_LIMITS.brochure)
    .refine(
      (value) => value === "" || isBrochureValue(value),
      "Upload a PDF, or enter an https:// address of one",
    )
    .transform((value) => (value === "" ? null : value)),
});

export type GrantInput = z.output<typeof grantSchema>;
