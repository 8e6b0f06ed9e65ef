import { z } from "zod";
import { formLines } from "#app/lib/validation";
import { TAKEAWAY_MAX } from "./feedback-limits";

/** The feedback form, checked by the same schema in the browser and in the action. */
export const feedbackSchema = z.object({
  rating: z
    .enum(["1", "2", "3", "4", "5"], { error: "Choose a rating from 1 to 5." })
    .transform(Number),
  takeaway: formLines(
    z.string().trim().max(TAKEAWAY_MAX, `Please keep it under ${TAKEAWAY_MAX} characters.`),
  ).transform((value) => (typeof value === "string" && value !== "" ? value : null)),
  consent: z
    .enum(["on"], { error: "Tick the box, or leave it empty." })
    .optional()
    .transform((value) => value === "on"),
});

export type FeedbackInput = z.output<typeof feedbackSchema>;
