import { z } from "zod";

/** The tables whose changes the database announces on {@link CATALOGUE_CHANNEL}. */
export const CATALOGUE_TABLES = ["masterclasses", "books", "grants", "ntw_programs"] as const;
export type CatalogueTable = (typeof CATALOGUE_TABLES)[number];

/** Named in migration 0005_catalogue_notify.sql: keep the two in step. */
export const CATALOGUE_CHANNEL = "aihq_catalogue";

const catalogueEventSchema = z.object({
  table: z.enum(CATALOGUE_TABLES),
  op: z.enum(["insert", "update", "delete"]),
  id: z.string().max(64),
  slug: z.string().max(300).nullable(),
});

export type CatalogueEvent = z.infer<typeof catalogueEventSchema>;

/**
 * The trigger's payload, checked: anyone with a database session may NOTIFY
 * on the channel, and what we pass on reaches every open browser.
 */
export function parseCatalogueEvent(payload: string): CatalogueEvent | null {
  try {
    const parsed = catalogueEventSchema.safeParse(JSON.parse(payload));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
