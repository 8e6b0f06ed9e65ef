import { z } from "zod";
import { formLine, formLines, formPhone } from "#app/lib/validation";
import { checkbox, emailRule, limited, required } from "#app/features/leads/fields";
import { CUSTOM_TRAINING_LIMITS } from "./custom-training-options";

export { CUSTOM_TRAINING_LIMITS, FOCUS_AREAS, TEAM_SIZES } from "./custom-training-options";

/**
 * Field rules of a custom training request (messages word for word from the original site),
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
  orgName: formLine(customTrainingRules.orgName),
  contactName: formLine(customTrainingRules.contactName),
  email: formLine(customTrainingRules.email),
  phone: formPhone(customTrainingRules.phone),
  teamSize: formLine(customTrainingRules.teamSize),
  focusArea: formLine(customTrainingRules.focusArea),
  preferredDates: formLine(customTrainingRules.preferredDates),
  goals: formLines(customTrainingRules.goals),
  marketingOptIn: checkbox,
});

export type CustomTrainingInput = z.output<typeof customTrainingSchema>;
