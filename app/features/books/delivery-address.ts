import { z } from "zod";
import { fieldErrorsOf, type FieldErrors, type FormValues } from "#app/lib/form";
import { formLine } from "#app/lib/validation";
import { limited, required } from "#app/features/leads/fields";
import { ADDRESS_LIMITS, MALAYSIAN_STATES } from "./book-format";

/**
 * A paperback's delivery address in Malaysia (browser-safe): the one schema
 * the order form checks in the browser and the action checks again (the
 * formats' and states' words are in book-format.ts). An e-book order asks for
 * none of it.
 */

export const POSTCODE_MESSAGE = "Enter the 5-digit postcode";
export const STATE_MESSAGE = "Choose the state";
export const MALAYSIAN_PHONE_MESSAGE =
  "Enter a Malaysian phone number, like 012-345 6789 or +60 3-1234 5678";

/** Spaces, dashes, dots and brackets are how people group digits; only the digits count. */
export function normaliseMalaysianPhone(value: string): string {
  return value.replace(/[\s\-.()]/g, "");
}

/**
 * A Malaysian number, mobile (01x, 9–10 digits after the 0) or fixed line
 * (0x, 8–9 digits after it), written with 0 or +60 / 60 in front.
 */
export function isMalaysianPhone(value: string): boolean {
  return /^(?:\+?60|0)[1-9]\d{7,9}$/.test(normaliseMalaysianPhone(value));
}

/** The form's fields, in the order the form shows them. */
export const ADDRESS_FIELDS = [
  "recipientName",
  "addressLine1",
  "addressLine2",
  "postcode",
  "city",
  "state",
  "deliveryPhone",
] as const;

export const deliveryAddressSchema = z.object({
  recipientName: formLine(
    required(ADDRESS_LIMITS.recipientName, "Enter the name of the person receiving the book", 2),
  ),
  addressLine1: formLine(required(ADDRESS_LIMITS.line, "Enter the street address", 3)),
  addressLine2: formLine(limited(ADDRESS_LIMITS.line)).transform((value) => value || null),
  postcode: formLine(
    z
      .string()
      .trim()
      .regex(/^\d{5}$/, POSTCODE_MESSAGE),
  ),
  city: formLine(required(ADDRESS_LIMITS.city, "Enter the town or city", 2)),
  state: z.enum(MALAYSIAN_STATES, { error: STATE_MESSAGE }),
  deliveryPhone: formLine(
    z
      .string()
      .trim()
      .min(1, "Enter a phone number for the courier")
      .max(ADDRESS_LIMITS.phone, MALAYSIAN_PHONE_MESSAGE)
      .refine(isMalaysianPhone, MALAYSIAN_PHONE_MESSAGE),
  ),
});

export type DeliveryAddress = z.output<typeof deliveryAddressSchema>;

/** The address's field errors, or its value. */
export function parseDeliveryAddress(
  values: FormValues,
): { ok: true; address: DeliveryAddress } | { ok: false; fieldErrors: FieldErrors } {
  const parsed = deliveryAddressSchema.safeParse(values);
  return parsed.success
    ? { ok: true, address: parsed.data }
    : { ok: false, fieldErrors: fieldErrorsOf(parsed.error) };
}

/** The address as a label writes it, one line each (no blank lines). */
export function addressLines(address: {
  recipientName: string | null;
  addressLine1: string | null;
  addressLine2: string | null;
  postcode: string | null;
  city: string | null;
  state: string | null;
}): string[] {
  return [
    address.recipientName,
    address.addressLine1,
    address.addressLine2,
    [address.postcode, address.city].filter(Boolean).join(" "),
    address.state,
  ].filter((line): line is string => Boolean(line));
}
