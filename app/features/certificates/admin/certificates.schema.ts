import { z } from "zod";
import { calendarDateKey } from "#common/dates";
import { formText } from "#app/lib/validation";
import { emailRule, required } from "#app/features/leads/fields";
import { oneOf, pageParam } from "#app/features/backoffice/list/list-filter";

/**
 * The certificate forms' rules (browser-safe): the issue form checks them
 * before posting, the action checks them again. Dates are Malaysian calendar
 * days ("YYYY-MM-DD", what <input type="date"> posts).
 */

export const HOLDER_NAME_MAX = 120;
export const PROGRAM_MAX = 200;
export const REASON_MAX = 500;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day ("2026-02-30" is not one). */
export function isCalendarDay(value: string): boolean {
  if (!DAY.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

function day(message: string) {
  return formText(
    z
      .string()
      .trim()
      .min(1, message)
      .refine((value) => isCalendarDay(value), message),
  );
}

function optionalDay(message: string) {
  return formText(
    z
      .string()
      .trim()
      .refine((value) => value === "" || isCalendarDay(value), message)
      .transform((value) => value || null),
  );
}

/** Today in Malaysia, the only "today" a certificate knows. */
export function todayInMalaysia(now = new Date()): string {
  return calendarDateKey(now);
}

/** Refuses the form's day `key` when it is after today in Malaysia. */
function notInFuture<K extends string>(
  value: Record<K, string>,
  ctx: z.RefinementCtx,
  key: K,
  message: string,
) {
  if (value[key] > todayInMalaysia()) ctx.addIssue({ code: "custom", path: [key], message });
}

export const issueCertificateSchema = z
  .object({
    holderName: formText(required(HOLDER_NAME_MAX, "Enter the holder's name")),
    email: formText(emailRule("Enter a valid e-mail address")),
    program: formText(required(PROGRAM_MAX, "Enter the program")),
    issuedOn: day("Enter the issue date"),
    expiresOn: optionalDay("Enter a valid expiry date, or leave it empty"),
  })
  .superRefine((value, ctx) => {
    notInFuture(value, ctx, "issuedOn", "The issue date cannot be in the future");
    if (value.expiresOn && value.expiresOn <= value.issuedOn) {
      ctx.addIssue({
        code: "custom",
        path: ["expiresOn"],
        message: "The expiry date must come after the issue date",
      });
    }
  });

export type IssueCertificateInput = z.output<typeof issueCertificateSchema>;

export const revokeCertificateSchema = z
  .object({
    intent: z.literal("revoke"),
    reason: formText(required(REASON_MAX, "Give the reason for revoking (kept internal)")),
    revokedOn: day("Enter the revocation date"),
  })
  .superRefine((value, ctx) => {
    notInFuture(value, ctx, "revokedOn", "The revocation date cannot be in the future");
  });

export type RevokeCertificateInput = z.output<typeof revokeCertificateSchema>;

/** The attendee list's bulk action: the chosen registrations (one to a few hundred). */
export const certifyAttendeesSchema = z.object({
  registrationIds: z
    .array(z.uuid({ message: "Choose attendees from the list and try again." }))
    .min(1, "Choose at least one attendee")
    .max(500, "Choose at most 500 attendees at a time")
    .transform((ids) => [...new Set(ids)]),
});

export const CERTIFICATE_STATUSES = ["valid", "revoked"] as const;
export type CertificateStatusName = (typeof CERTIFICATE_STATUSES)[number];
export const CERTIFICATE_PAGE_SIZE = 50;
export const CERTIFICATE_SEARCH_MAX = 100;

export interface CertificateFilter {
  q: string;
  status: CertificateStatusName | null;
  page: number;
}

// A NUL cannot be compared by PostgreSQL: search text drops it with the other control characters.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/g;

/** The list's filter from the URL; anything odd is ignored rather than refused. */
export function parseCertificateFilter(params: URLSearchParams): CertificateFilter {
  return {
    q: (params.get("q") ?? "").replace(CONTROL, "").trim().slice(0, CERTIFICATE_SEARCH_MAX),
    status: oneOf(CERTIFICATE_STATUSES, params.get("status")),
    page: pageParam(params),
  };
}
