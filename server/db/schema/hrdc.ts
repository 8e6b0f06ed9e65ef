import { index, pgEnum, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { HRDC_STAGES } from "#common/hrdc-stages";
import { adminRef } from "./auth";
import { day, instantNow, ownedBy } from "./columns";
import { registrationGroups } from "./leads";

/**
 * The steps an HRDC group booking takes after the employer has confirmed it, in order:
 * AIHQ sends the quotation, the employer applies to HRD Corp, HRD Corp approves, the course
 * is delivered, AIHQ files the claim, HRD Corp pays.
 */
export const hrdcStage = pgEnum("hrdc_stage", HRDC_STAGES);

/**
 * One row per stage a group has reached, with the Malaysian calendar day it happened (the team
 * may record it afterwards) and the outside reference that goes with it (HRD Corp's application
 * number, the claim number, the payment reference). A group's stage is its latest row;
 * undoing a stage deletes its row, and the audit log keeps what it said
 * (docs/decisions/0034-hrdc-pipeline.md).
 */
export const hrdcStages = pgTable(
  "hrdc_stages",
  {
    groupId: ownedBy("group_id", () => registrationGroups.id),
    stage: hrdcStage("stage").notNull(),
    reachedOn: day("reached_on").notNull(),
    reference: text("reference"),
    recordedAt: instantNow("recorded_at"),
    recordedBy: adminRef("recorded_by"),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.stage] }),
    index("hrdc_stages_stage_idx").on(t.stage),
  ],
);
