import { PRIVACY_NOTICE_VERSION } from "#app/content/legal";

/** The person a form is about, as the form sends them: an optional field left blank is "". */
export interface ContactDetails {
  name: string;
  phone: string;
  org: string;
  role: string;
  marketingOptIn: boolean;
}

/**
 * A person's details as the visitors and registrations tables both store them: a blank
 * optional field is null, and the row names the privacy notice the person was shown.
 */
export function contactColumns(input: ContactDetails) {
  return {
    name: input.name,
    phone: input.phone || null,
    org: input.org || null,
    role: input.role || null,
    marketingOptIn: input.marketingOptIn,
    privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
  };
}
