import { z } from "zod";

// The parts of Stripe's events we read, checked after the signature: a signed
// event that still does not fit (a new API version, a test sent by hand) is
// a 400 with a message, never a fault, and no value reaches the database
// unchecked (a NUL byte cannot be stored).

const stripeId = z
  .string()
  .min(1)
  .max(255)
  .regex(/^[A-Za-z0-9_]+$/, "must be a Stripe id");
const expandable = z.union([stripeId, z.object({ id: stripeId }), z.null()]).optional();
/** Sen that fit our money columns (numeric(10,2)): anything larger is refused with a 400. */
const sen = z.number().int().min(0).max(9_999_999_999);

const sessionObject = z.object({
  id: stripeId,
  payment_status: z.enum(["paid", "unpaid", "no_payment_required"]),
  payment_intent: expandable,
  client_reference_id: z.string().max(255).nullable().optional(),
  metadata: z.record(z.string(), z.string().max(500)).nullable().optional(),
  amount_total: sen.nullable().optional(),
  currency: z
    .string()
    .regex(/^[a-z]{3}$/)
    .nullable()
    .optional(),
  expires_at: z.number().int().min(0).max(1e11),
});

const chargeObject = z.object({
  id: stripeId,
  payment_intent: expandable,
  amount_refunded: sen,
});

const refundObject = z.object({
  id: stripeId,
  payment_intent: expandable,
  amount: sen,
  status: z
    .string()
    .regex(/^[a-z_]{1,40}$/)
    .nullable()
    .optional(),
});

const event = <T extends string, O extends z.ZodType>(types: readonly [T, ...T[]], object: O) =>
  z.object({ id: stripeId, type: z.enum(types), data: z.object({ object }) });

export const handledEventSchema = z.discriminatedUnion("type", [
  event(
    [
      "checkout.session.completed",
      "checkout.session.async_payment_succeeded",
      "checkout.session.async_payment_failed",
      "checkout.session.expired",
    ],
    sessionObject,
  ),
  event(["charge.refunded"], chargeObject),
  event(["refund.created", "refund.updated"], refundObject),
]);

/** Any other event: only its id and type are kept (so a replay is still answered once). */
export const otherEventSchema = z.object({
  id: stripeId,
  type: z
    .string()
    .max(100)
    .regex(/^[a-z0-9_.]+$/),
});

export type HandledEvent = z.output<typeof handledEventSchema>;
export type CheckoutSession = z.output<typeof sessionObject>;
export const HANDLED_EVENT_TYPES = [
  "checkout.session.completed",
  "checkout.session.async_payment_succeeded",
  "checkout.session.async_payment_failed",
  "checkout.session.expired",
  "charge.refunded",
  "refund.created",
  "refund.updated",
] as const;
