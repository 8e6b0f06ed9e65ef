import { z } from "zod";
import { formLine } from "#app/lib/validation";
import { catalogueId, checkbox } from "#app/features/leads/fields";
import { ntwRules } from "#app/features/registrations/registration.schema";

export const NTW_PROGRAM_GONE = "This program is no longer available. Please choose another one.";

export { NTW_LIMITS, type NtwField } from "./ntw-registration-limits";

/**
 * The NTW dialog (mode ntw): name and e-mail as every
 * registration, the phone field relabelled Job Role (at least 2), the
 * organisation as the company (at least 2). Built on the NTW mail's field
 * rules, so the form and the mail data agree on every limit. The role is
 * posted as `role` and stored as the role (the original put it in the phone
 * column and sent role null; we keep each value where it belongs).
 */
export const ntwRegistrationSchema = z.object({
  programId: catalogueId(NTW_PROGRAM_GONE),
  name: formLine(ntwRules.name),
  email: formLine(ntwRules.email),
  role: formLine(ntwRules.role.min(2, "Job role is required")),
  org: formLine(ntwRules.org.min(2, "Company name is required")),
  marketingOptIn: checkbox,
});

export type NtwRegistrationInput = z.output<typeof ntwRegistrationSchema>;
