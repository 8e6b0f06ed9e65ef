import { emailRule, limited, required } from "../leads/fields";

/**
 * Field rules of a grant inquiry (messages as the spec's dialog says them),
 * written once for the mail data (`grant-inquiry-mail.server.tsx`) and the
 * shop's form to come.
 */
export const grantInquiryRules = {
  name: required(120, "Name must be at least 2 characters", 2),
  email: emailRule("Please enter a valid email address"),
  phone: limited(40),
  organization: limited(200),
  about_organization: limited(5000),
  grantTitle: limited(300),
};
