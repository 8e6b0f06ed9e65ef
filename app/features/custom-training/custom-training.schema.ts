import { z } from "zod";
import { formText } from "../../lib/validation";
import { checkbox, emailRule, limited, required } from "../leads/fields";

export const CUSTOM_TRAINING_LIMITS = {
  orgName: 200,
  contactName: 120,
  email: 254,
  phone: 40,
  teamSize: 300,
  focusArea: 300,
  preferredDates: 300,
  goals: 5000,
} as const;

/**
 * Field rules of a custom training request (spec §5, messages verbatim),
 * written once for the mail data (`custom-training-mail.server.tsx`) and the
 * form below.
 */
export const customTrainingRules = {
  orgName: required(CUSTOM_TRAINING_LIMITS.orgName, "Organization name is required"),
  contactName: required(CUSTOM_TRAINING_LIMITS.contactName, "Contact name is required"),
  email: emailRule("Valid email is required", CUSTOM_TRAINING_LIMITS.email),
  phone: required(CUSTOM_TRAINING_LIMITS.phone, "Phone number is required", 5),
  // A number or a range ("20-50"): kept as text, as the table stores it.
  teamSize: required(CUSTOM_TRAINING_LIMITS.teamSize, "Team size is required"),
  focusArea: required(CUSTOM_TRAINING_LIMITS.focusArea, "Focus area is required"),
  preferredDates: limited(CUSTOM_TRAINING_LIMITS.preferredDates),
  goals: required(CUSTOM_TRAINING_LIMITS.goals, "Please describe your goals in more detail", 10),
};

/** The custom training form, on the client and in the page's action alike. */
export const customTrainingSchema = z.object({
  orgName: formText(customTrainingRules.orgName),
  contactName: formText(customTrainingRules.contactName),
  email: formText(customTrainingRules.email),
  phone: formText(customTrainingRules.phone),
  teamSize: formText(customTrainingRules.teamSize),
  focusArea: formText(customTrainingRules.focusArea),
  preferredDates: formText(customTrainingRules.preferredDates),
  goals: formText(customTrainingRules.goals),
  marketingOptIn: checkbox,
});

export type CustomTrainingInput = z.output<typeof customTrainingSchema>;

/** Choices offered in the form; the schema takes any text, as the send-email endpoint does. */
export const TEAM_SIZES = [
  "1-10 people",
  "11-25 people",
  "26-50 people",
  "51-100 people",
  "101-250 people",
  "More than 250 people",
] as const;

export const FOCUS_AREAS = [
  "Generative AI fundamentals",
  "Prompt engineering",
  "Microsoft 365 Copilot",
  "AI for leadership and strategy",
  "AI for marketing and sales",
  "AI for HR and people teams",
  "AI for finance and operations",
  "Data analysis with AI",
  "Other (please describe in your goals)",
] as const;
