import { z } from "zod";
import { ringgitAmount } from "#app/lib/ringgit-field";
import { formText } from "#app/lib/validation";
import { required } from "#app/features/leads/fields";

export const CREDIT_REASON_MAX = 500;

/**
 * A credit note the team issues by hand against an invoice: a refund made
 * outside Stripe (a bank transfer returned), or a price corrected after issue.
 * The reason is printed on the credit note's line.
 */
export const creditNoteSchema = z.object({
  amount: ringgitAmount,
  reason: formText(required(CREDIT_REASON_MAX, "Say why the invoice is credited."), {
    lines: "one",
  }),
});

export type CreditNoteForm = z.output<typeof creditNoteSchema>;
