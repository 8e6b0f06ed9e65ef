import { z } from "zod";
import { formLine, formLines } from "#app/lib/validation";
import { checkbox, limited } from "#app/features/leads/fields";
import {
  checkRegistrantMode,
  idempotencyKey,
  registrantFields,
} from "#app/features/registrations/registration.schema";

// The team's own booking forms, with the public form's fields and rules
// (registration.schema.ts): a walk-in, and an HRDC group whose attendees are
// pasted or uploaded (attendee-paste.ts).

/** The modes a walk-in can take: an HRDC booking is a group (its own form). */
export const WALK_IN_MODES = ["individual", "installment", "ntw"] as const;

export const ATTENDEES_TEXT_MAX = 20_000;

export const walkInSchema = z
  .object({
    intent: z.literal("walk-in"),
    mode: z.enum(WALK_IN_MODES, { message: "Please choose how they will pay" }),
    ...registrantFields,
    sendMail: checkbox,
    idempotencyKey,
  })
  .superRefine((data, ctx) => checkRegistrantMode(data.mode, data, ctx));

export type WalkInInput = z.output<typeof walkInSchema>;

/** The employer's part of an HRDC group, as the public HRDC form asks it; attendees apart. */
export const hrdcBookingSchema = z
  .object({
    intent: z.literal("hrdc-group"),
    ...registrantFields,
    ssmNumber: formLine(limited(40)),
    selfAttending: checkbox,
    attendees: formLines(limited(ATTENDEES_TEXT_MAX)),
    sendMail: checkbox,
    idempotencyKey,
  })
  .superRefine((data, ctx) => checkRegistrantMode("hrdc", data, ctx));

export type HrdcBookingInput = z.output<typeof hrdcBookingSchema>;

export const manualBookingSchema = z.discriminatedUnion("intent", [
  walkInSchema,
  hrdcBookingSchema,
]);
