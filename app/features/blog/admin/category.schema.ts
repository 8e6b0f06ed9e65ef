import { z } from "zod";
import { safeText } from "#app/lib/validation";
import { optionalText, requiredText } from "./text.schema";

/** The category forms of the Categories tab (create, rename/recolour), shared with the actions. */
export const CATEGORY_LIMITS = { name: 60, description: 300 } as const;
export const DEFAULT_CATEGORY_COLOR = "#2563eb";

// Every text field under the shared text rule (safeText).
const categoryFields = z.object({
  name: requiredText(CATEGORY_LIMITS.name, "Name"),
  color: safeText(
    z
      .string({ message: "Pick a colour" })
      .trim()
      .regex(/^#[0-9a-fA-F]{6}$/, "Pick a colour")
      .transform((value) => value.toLowerCase()),
  ),
  description: optionalText(CATEGORY_LIMITS.description, "Description"),
});

export const categoryCreateSchema = categoryFields;
export const categoryUpdateSchema = categoryFields.extend({
  id: z.uuid({ message: "Unknown category" }),
});
export const categoryDeleteSchema = z.object({ id: z.uuid({ message: "Unknown category" }) });

export type CategoryInput = z.output<typeof categoryCreateSchema>;
