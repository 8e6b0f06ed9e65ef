/** The inquiry's length limits, for its inputs; the schema enforces them (grant-inquiry.schema.ts). */
export const GRANT_INQUIRY_LIMITS = {
  name: 120,
  email: 254,
  phone: 40,
  organization: 200,
  about_organization: 5000,
} as const;
