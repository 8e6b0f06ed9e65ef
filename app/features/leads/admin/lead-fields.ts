import { formatDateTime } from "#common/dates";
import { formatMYR } from "#common/money";
import type { LeadKindName } from "./filters";

type Format = "text" | "date" | "money" | "bool" | "label";
type FieldSpec = [key: string, label: string, format?: Format];

const consent: FieldSpec[] = [
  ["marketingOptIn", "Marketing opt-in", "bool"],
  ["privacyNoticeVersion", "Privacy notice version"],
  ["consentedAt", "Consented at", "date"],
];

/** Every field of each kind's source row, in the order a person reads them. */
export const LEAD_FIELDS: Record<LeadKindName, FieldSpec[]> = {
  callback: [
    ["fullName", "Full name"],
    ["email", "E-mail"],
    ["phone", "Phone"],
    ["message", "Message"],
    ...consent,
  ],
  quiz: [
    ["name", "Name"],
    ["email", "E-mail"],
    ["organization", "Organisation"],
    ["jobRole", "Job role"],
    ["path", "Path", "label"],
    ["score", "Score"],
    ["band", "Readiness band", "label"],
    ...consent,
  ],
  registration: [
    ["reference", "Reference"],
    ["name", "Name"],
    ["email", "E-mail"],
    ["phone", "Phone"],
    ["org", "Organisation"],
    ["role", "Role"],
    ["productType", "Product type", "label"],
    ["productTitle", "Product"],
    ["productPrice", "Price", "money"],
    ["payment", "Payment mode", "label"],
    ["status", "Registration status", "label"],
    // A book order's delivery (added to the row by lead-detail.server.ts; absent otherwise).
    ["bookFormat", "Format"],
    ["deliveryAddress", "Delivery address"],
    ["deliveryPhone", "Recipient's phone"],
    ["courier", "Courier"],
    ["trackingNumber", "Tracking number"],
    ["shippedAt", "Shipped at", "date"],
    ["deliveredAt", "Delivered at", "date"],
    ["offerExpiresAt", "Seat offer expires", "date"],
    ["cancelledAt", "Cancelled at", "date"],
    ["attendedAt", "Attended at", "date"],
    ...consent,
  ],
  registration_group: [
    ["reference", "Reference"],
    ["masterclassTitle", "Masterclass"],
    ["companyName", "Company"],
    ["ssmNumber", "SSM number"],
    ["hrName", "HR contact"],
    ["hrEmail", "HR e-mail"],
    ["hrPhone", "HR phone"],
    ...consent,
  ],
  ntw: [
    ["programTitle", "Program"],
    ["programDate", "Program date", "date"],
    ["userName", "Name"],
    ["userEmail", "E-mail"],
    ["userPhone", "Phone"],
    ["userOrg", "Organisation"],
    ["userRole", "Role"],
    ["status", "Registration status", "label"],
    ...consent,
  ],
  grant_inquiry: [
    ["grantTitle", "Grant"],
    ["name", "Name"],
    ["email", "E-mail"],
    ["phone", "Phone"],
    ["organization", "Organisation"],
    ["aboutOrganization", "About the organisation"],
    ...consent,
  ],
  custom_training: [
    ["orgName", "Organisation"],
    ["contactName", "Contact"],
    ["email", "E-mail"],
    ["phone", "Phone"],
    ["teamSize", "Team size"],
    ["focusArea", "Focus area"],
    ["preferredDates", "Preferred dates"],
    ["goals", "Goals"],
    ...consent,
  ],
  visitor: [
    ["name", "Name"],
    ["email", "E-mail"],
    ["phone", "Phone"],
    ["org", "Organisation"],
    ["role", "Role"],
    ...consent,
  ],
};

function humanise(value: string): string {
  const text = value.replace(/_/g, " ");
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A field's value as text; "—" for none. */
export function formatField(value: unknown, format: Format = "text"): string {
  if (value === null || value === undefined || value === "") return "—";
  if (format === "bool") return value ? "Yes" : "No";
  if (format === "date" && (typeof value === "string" || value instanceof Date))
    return formatDateTime(value);
  if (format === "money" && (typeof value === "string" || typeof value === "number"))
    return formatMYR(value);
  if (format === "label" && typeof value === "string") return humanise(value);
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

/** The source row's fields of a kind as label/value pairs. */
export function leadFieldRows(
  kind: LeadKindName,
  source: Record<string, unknown>,
): { label: string; value: string }[] {
  // A field the row does not have at all (a course registration's delivery) is left out.
  return LEAD_FIELDS[kind]
    .filter(([key]) => key in source)
    .map(([key, label, format]) => ({ label, value: formatField(source[key], format) }));
}
