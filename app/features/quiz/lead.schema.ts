import { z } from "zod";
import type { QuizPath } from "#app/content/quiz-questions";
import { formLine } from "#app/lib/validation";

export const LEAD_LIMITS = { name: 120, email: 254, organization: 160, jobRole: 120 } as const;

export const ORGANIZATION_REQUIRED = "Organization is required";

const text = (max: number) =>
  z.string().trim().max(max, `Please keep this under ${max} characters`);

/**
 * The quiz lead's field rules (messages word for word from the original site), written once: the
 * dialog's and the action's schema below and the mail data's
 * (`quiz-mail.server.tsx`) are built from them. Organization is required only
 * on the organization path, with ORGANIZATION_REQUIRED.
 */
export const leadRules = {
  name: text(LEAD_LIMITS.name).min(1, "Name is required"),
  email: text(LEAD_LIMITS.email)
    .min(1, "Email is required")
    .refine((value) => value.includes("@"), "Valid email is required")
    .pipe(z.email("Valid email is required")),
  organization: text(LEAD_LIMITS.organization),
  jobRole: text(LEAD_LIMITS.jobRole).min(1, "Job role is required"),
};

/** The quiz lead form. Shared by the dialog and the action. */
export function leadSchema(path: QuizPath) {
  return z.object({
    name: formLine(leadRules.name),
    email: formLine(leadRules.email),
    organization: formLine(
      path === "organization"
        ? leadRules.organization.min(1, ORGANIZATION_REQUIRED)
        : leadRules.organization,
    ),
    jobRole: formLine(leadRules.jobRole),
    marketingOptIn: z
      .union([z.literal("on"), z.literal("true"), z.literal(""), z.boolean()])
      .optional()
      .transform((value) => value === "on" || value === "true" || value === true),
  });
}

export type LeadInput = z.output<ReturnType<typeof leadSchema>>;
export type LeadField = "name" | "email" | "organization" | "jobRole";
