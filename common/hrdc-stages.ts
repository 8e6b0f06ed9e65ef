import { guardOf } from "./options";

/**
 * The stages of an HRDC group booking, in the order they happen: the database enum
 * (server/db/schema/hrdc.ts) and the back office's pipeline both take this list.
 */
export const HRDC_STAGES = [
  "quotation_sent",
  "application_submitted",
  "approved",
  "delivered",
  "claim_filed",
  "paid",
] as const;

export type HrdcStage = (typeof HRDC_STAGES)[number];

export const isHrdcStage = guardOf(HRDC_STAGES);
