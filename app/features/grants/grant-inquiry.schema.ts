import { z } from "zod";
import { formLine, formLines, formPhone } from "#app/lib/validation";
import { checkbox, emailRule, limited, required } from "#app/features/leads/fields";
import { GRANT_INQUIRY_LIMITS } from "./grant-inquiry-limits";

export { GRANT_INQUIRY_LIMITS };

/**
 * Field rules of a grant inquiry (messages as the original site's dialog words them),
 * written once for the mail data (`grant-inquiry-mail.server.tsx`) and the
 * form below.
 */
export const grantInquiryRules = {
  name: required(GRANT_INQUIRY_LIMITS.name, "Name must be at least 2 characters", 2),
  email: emailRule("Please enter a valid email address", GRANT_INQUIRY_LIMITS.email),
  phone: limited(GRANT_INQUIRY_LIMITS.phone),
  organization: limited(GRANT_INQUIRY_LIMITS.organization),
  about_organization: limited(GRANT_INQUIRY_LIMITS.about_organization),
  grantTitle: limited(300),
};

export const GRANT_ID_MESSAGE = "Please choose a grant program from the list.";

/**
 * The grant the inquiry is about: a grant's id, or blank for none in
 * particular (an empty grant_id, as the original form sent it). Only the id travels: its title is
 * looked up on the server (docs/decisions/0015-mail-function-not-public.md).
 */
const grantIdRule = z
  .string()
  .trim()
  .refine((value) => value === "" || z.guid().safeParse(value).success, GRANT_ID_MESSAGE);

/** The inquiry dialog's form, on the client and in the /shop/grants action alike. */
export const grantInquirySchema = z.object({
  grantId: formLine(grantIdRule),
  name: formLine(grantInquiryRules.name),
  email: formLine(grantInquiryRules.email),
  phone: formPhone(grantInquiryRules.phone),
  organization: formLine(grantInquiryRules.organization),
  about_organization: formLines(grantInquiryRules.about_organization),
  marketingOptIn: checkbox,
});

export type GrantInquiryInput = z.output<typeof grantInquirySchema>;
export type GrantInquiryField = Exclude<keyof GrantInquiryInput, "marketingOptIn">;
