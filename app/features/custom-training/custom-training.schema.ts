import { emailRule, limited, required } from "../leads/fields";

/**
 * Field rules of a custom training request, written once for the mail data
 * (`custom-training-mail.server.tsx`) and the shop's form to come.
 */
export const customTrainingRules = {
  orgName: required(200, "Organization name is required"),
  contactName: required(120, "Contact name is required"),
  email: emailRule("Valid email is required"),
  phone: required(40, "Phone number is required", 5),
  // A number or a range ("20-50"): kept as text, as the table stores it.
  teamSize: required(300, "Team size is required"),
  focusArea: required(300, "Focus area is required"),
  preferredDates: limited(300),
  goals: required(5000, "Please describe your goals in more detail", 10),
};
