import { z } from "zod";

export const REFUND_INTENT = "cancel-refund";

/** The back office's "Cancel and refund" form: how much of the online payment goes back. */
export const refundSchema = z.object({
  intent: z.literal(REFUND_INTENT),
  registrationId: z.uuid({ message: "Reload the list and try again" }),
  amount: z
    .string({ message: "Enter the amount to refund" })
    .trim()
    .regex(/^\d{1,8}(\.\d{1,2})?$/, "Enter an amount such as 1499.00")
    .refine((value) => Number(value) > 0, "Enter an amount above zero"),
  // One per rendering of the form, kept in the audit trail; the refund itself is made once per
  // payment state (refunds.server.ts), whatever the form.
  refundKey: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, "Reload the list and try again"),
});

export type RefundInput = z.output<typeof refundSchema>;
