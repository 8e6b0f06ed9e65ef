import { z } from "zod";
import { fromMalaysiaLocal } from "#app/lib/malaysia-local-time";
import {
  isWebUrl,
  nullableText,
  optionalText,
  requiredText,
} from "#app/features/catalogue/admin/catalogue-form";

/**
 * The NTW program form of the back office (create and edit), shared by the
 * browser and the action. The date is entered in Malaysia time
 * (`datetime-local`, read by fromMalaysiaLocal) whatever the editor's own
 * time zone, and stored as an instant.
 */
export const NTW_LIMITS = {
  title: 200,
  description: 5_000,
  link: 2_048,
  trainerName: 200,
  maxHours: 24,
} as const;

/** The formats the public card knows (a physical one shows a map pin). */
export const NTW_FORMATS = ["Online", "Physical", "Hybrid"] as const;
export const NTW_FORMAT_OPTIONS = NTW_FORMATS.map((value) => ({ value, label: value }));

// Years an event can sensibly be in: a typo like 0202 or 20266 is refused.
const FIRST_YEAR = 2000;
const LAST_YEAR = 2100;

export const ntwSchema = z.object({
  title: requiredText("Title", NTW_LIMITS.title),
  description: optionalText("Description", NTW_LIMITS.description),
  date: requiredText("Date and time", 16).transform((value, ctx) => {
    const instant = fromMalaysiaLocal(value);
    const year = instant ? Number(value.slice(0, 4)) : 0;
    if (!instant || year < FIRST_YEAR || year > LAST_YEAR) {
      ctx.addIssue({ code: "custom", message: "Enter a valid date and time" });
      return z.NEVER;
    }
    return instant;
  }),
  format: z.preprocess(
    (value) => (value === undefined || value === null ? "" : value),
    z.enum(NTW_FORMATS, { message: "Choose Online, Physical or Hybrid" }),
  ),
  link: optionalText("Link", NTW_LIMITS.link)
    .refine((value) => value === "" || isWebUrl(value), "Enter an https:// address")
    .transform((value) => (value === "" ? null : value)),
  duration: requiredText("Duration", 6)
    .refine(
      (value) => /^\d{1,2}(\.\d{1,2})?$/.test(value),
      "Enter the duration in hours, like 2 or 1.5",
    )
    .refine((value) => {
      const hours = Number(value);
      return hours >= 0.25 && hours <= NTW_LIMITS.maxHours;
    }, `Enter between 0.25 and ${NTW_LIMITS.maxHours} hours`)
    // "02" and "2.0" are stored as the card shows them: "2".
    .transform((value) => String(Number(value))),
  trainerName: nullableText("Trainer name", NTW_LIMITS.trainerName),
});

export type NtwInput = z.output<typeof ntwSchema>;
