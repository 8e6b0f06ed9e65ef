/**
 * LinkedIn's documented "Add to profile" link for a certification
 * (https://addtoprofile.linkedin.com): opening it pre-fills the
 * Licenses & certifications form of the signed-in member, who still
 * confirms it. Pure, so the mail and its tests build the same URL.
 */

export interface LinkedInCertification {
  /** The certification's name as it should appear on the profile (the program). */
  name: string;
  organizationName: string;
  /** Calendar day the certificate was issued, "YYYY-MM-DD". */
  issuedOn: string;
  /** Calendar day it expires, "YYYY-MM-DD", or null when it does not. */
  expiresOn?: string | null;
  /** The public page that proves it (our /verify?id=…). */
  certUrl: string;
  certId: string;
}

export const LINKEDIN_ADD_TO_PROFILE = "https://www.linkedin.com/profile/add";

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Year and month (1–12, no leading zero, as LinkedIn's form expects) of a "YYYY-MM-DD" day. */
function yearMonth(day: string): { year: string; month: string } {
  const match = DAY.exec(day);
  const month = match ? Number(match[2]) : NaN;
  if (!match || month < 1 || month > 12) throw new RangeError(`Not a calendar day: ${day}`);
  return { year: match[1]!, month: String(month) };
}

/**
 * `https://www.linkedin.com/profile/add?startTask=CERTIFICATION_NAME&name=…&organizationName=…
 * &issueYear=…&issueMonth=…[&expirationYear=…&expirationMonth=…]&certUrl=…&certId=…`,
 * every value percent-encoded (spaces as %20, which LinkedIn's own generator uses).
 */
export function linkedInAddToProfileUrl(cert: LinkedInCertification): string {
  const issued = yearMonth(cert.issuedOn);
  const params: [string, string][] = [
    ["startTask", "CERTIFICATION_NAME"],
    ["name", cert.name],
    ["organizationName", cert.organizationName],
    ["issueYear", issued.year],
    ["issueMonth", issued.month],
  ];
  if (cert.expiresOn) {
    const expires = yearMonth(cert.expiresOn);
    params.push(["expirationYear", expires.year], ["expirationMonth", expires.month]);
  }
  params.push(["certUrl", cert.certUrl], ["certId", cert.certId]);
  const query = params.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join("&");
  return `${LINKEDIN_ADD_TO_PROFILE}?${query}`;
}
