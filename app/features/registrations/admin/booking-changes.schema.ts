import { z } from "zod";
import { ringgitAmount } from "#app/lib/ringgit-field";
import { formLine, formText } from "#app/lib/validation";
import { emailRule, limited, required } from "#app/features/leads/fields";
import { isCalendarDay } from "#app/features/certificates/admin/certificates.schema";
import { registrationRules } from "#app/features/registrations/registration.schema";
import { PAYMENT_METHODS } from "./payments";

// The team's forms on a course's registrations page: a payment (one seat or a whole group),
// its undo, a correction of name or e-mail, and the swap of a group's attendee.

export const PAYMENT_REFERENCE_MAX = 120;
export const UNDO_PAYMENT_REASON_MAX = 500;

const uuid = z.uuid({ message: "Reload the page and choose the registration again." });

/** What a confirmed payment records (shared by one seat and a whole group). */
const paymentFields = {
  amount: ringgitAmount,
  method: z.enum(PAYMENT_METHODS, { message: "Choose how it was paid." }),
  reference: formLine(limited(PAYMENT_REFERENCE_MAX)),
  paidOn: z
    .string({ message: "Give the day it was paid." })
    .refine(isCalendarDay, "Give the day it was paid."),
};

export const confirmPaymentSchema = z.object({
  intent: z.literal("confirm"),
  registrationId: uuid,
  ...paymentFields,
});

export const confirmGroupPaymentSchema = z.object({
  intent: z.literal("confirm-group"),
  groupId: uuid,
  ...paymentFields,
});

export type PaymentInput = Pick<
  z.output<typeof confirmPaymentSchema>,
  "amount" | "method" | "reference" | "paidOn"
>;

export const undoPaymentSchema = z.object({
  intent: z.literal("undo-payment"),
  registrationId: uuid,
  reason: formText(required(UNDO_PAYMENT_REASON_MAX, "Say why the payment is undone.")),
});

export const correctRegistrationSchema = z.object({
  intent: z.literal("correct"),
  registrationId: uuid,
  name: formLine(registrationRules.name),
  email: formLine(registrationRules.email),
});

export const swapAttendeeSchema = z.object({
  intent: z.literal("swap"),
  registrationId: uuid,
  name: formLine(required(120, "Attendee name is required", 2)),
  email: formLine(emailRule("Valid email is required")),
  role: formLine(required(120, "Job role is required", 2)),
});

/** The intents of this file, each answered at its form's fields. */
export const bookingChangeSchema = z.discriminatedUnion("intent", [
  confirmPaymentSchema,
  confirmGroupPaymentSchema,
  undoPaymentSchema,
  correctRegistrationSchema,
  swapAttendeeSchema,
]);

export type BookingChange = z.output<typeof bookingChangeSchema>;
export const BOOKING_CHANGE_INTENTS: readonly string[] = [
  "confirm",
  "confirm-group",
  "undo-payment",
  "correct",
  "swap",
];
