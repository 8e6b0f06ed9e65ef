import { z } from "zod";
import type { QuizPath } from "../../content/quiz-questions";
import { formText } from "../../lib/validation";

export const LEAD_LIMITS = { name: 120, email: 254, organization: 160, jobRole: 120 } as const;

const text = (max: number) =>
  z.string().trim().max(max, `Please keep this under ${max} characters`);
const field = formText;

/**
 * The quiz lead form (spec §5): messages verbatim; organization is required
 * only on the organization path. Shared by the dialog and the action.
 */
export function leadSchema(path: QuizPath) {
  return z.object({
    name: field(text(LEAD_LIMITS.name).min(1, "Name is required")),
    email: field(
      text(LEAD_LIMITS.email)
        .min(1, "Email is required")
        .refine((value) => value.includes("@"), "Valid email is required")
        .pipe(z.email("Valid email is required")),
    ),
    organization: field(
      path === "organization"
        ? text(LEAD_LIMITS.organization).min(1, "Organization is required")
        : text(LEAD_LIMITS.organization),
    ),
    jobRole: field(text(LEAD_LIMITS.jobRole).min(1, "Job role is required")),
    marketingOptIn: z
      .union([z.literal("on"), z.literal("true"), z.literal(""), z.boolean()])
      .optional()
      .transform((value) => value === "on" || value === "true" || value === true),
  });
}

export type LeadInput = z.output<ReturnType<typeof leadSchema>>;
export type LeadField = "name" | "email" | "organization" | "jobRole";
