import { z } from "zod";
import {
  FORBIDDEN_CHARACTERS_MESSAGE,
  hasBidiControl,
  hasForbiddenCharacters,
  hasLineBreak,
} from "#common/text-safety";
import { HRDC_REFERENCE_MAX, HRDC_STAGE_REFERENCE, HRDC_STAGES } from "./hrdc-stages";

export const UNDO_REASON_MAX = 500;

/** "2026-02-30" has the right shape but is no day: a day must read back as itself. */
function isCalendarDay(value: string): boolean {
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

const stage = z.enum(HRDC_STAGES, { error: "Reload the page: that stage is not known." });

/** Recording the next stage of a group: its day and, where it has one, HRD Corp's reference. */
export const recordStageSchema = z
  .object({
    intent: z.literal("record"),
    stage,
    reachedOn: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, "Give the day it happened.")
      .refine(isCalendarDay, "Give a real date."),
    reference: z
      .string()
      .trim()
      .max(HRDC_REFERENCE_MAX, `At most ${HRDC_REFERENCE_MAX} characters.`)
      .refine(
        (value) => !hasForbiddenCharacters(value) && !hasLineBreak(value) && !hasBidiControl(value),
        FORBIDDEN_CHARACTERS_MESSAGE,
      )
      .optional()
      .transform((value) => value || null),
  })
  .superRefine((form, ctx) => {
    const reference = HRDC_STAGE_REFERENCE[form.stage];
    if (reference?.required && !form.reference) {
      ctx.addIssue({
        code: "custom",
        path: ["reference"],
        message: `Enter the ${reference.label}.`,
      });
    }
  });

/** Taking back the latest stage: why, for the audit log. */
export const undoStageSchema = z.object({
  intent: z.literal("undo"),
  stage,
  reason: z
    .string()
    .trim()
    .min(1, "Say why the stage is taken back.")
    .max(UNDO_REASON_MAX, `At most ${UNDO_REASON_MAX} characters.`)
    .refine((value) => !hasForbiddenCharacters(value), FORBIDDEN_CHARACTERS_MESSAGE),
});

export const stageChangeSchema = z.discriminatedUnion("intent", [
  recordStageSchema,
  undoStageSchema,
]);
