import { useState } from "react";
import { Form } from "react-router";
import { Button } from "#app/components/ui/button";
import { formatMYR } from "#common/money";
import { REFUND_INTENT } from "./refund.schema";

/** Paid through Stripe Checkout: its payment row's reference is the payment intent. */
export function paidOnline(paid: { method: string; reference: string | null } | null): boolean {
  return paid?.method === "card" && (paid.reference?.startsWith("pi_") ?? false);
}

/**
 * In the back office's cancel confirmation of a seat paid online: cancel it
 * and refund all (the default) or part of the payment through Stripe.
 */
export function OnlineRefundForm({
  registrationId,
  amount,
}: {
  registrationId: string;
  amount: string;
}) {
  // One key per rendering: a double click is one refund at Stripe.
  const [refundKey] = useState(() => crypto.randomUUID());
  return (
    <Form method="post" className="grid gap-2 rounded-md border p-3" data-slot="online-refund">
      <input type="hidden" name="intent" value={REFUND_INTENT} />
      <input type="hidden" name="registrationId" value={registrationId} />
      <input type="hidden" name="refundKey" value={refundKey} />
      <p>Paid online ({formatMYR(amount)}). Refund through Stripe:</p>
      <label className="grid gap-1">
        <span>Amount to refund (RM, at most {amount})</span>
        <input
          name="amount"
          defaultValue={amount}
          inputMode="decimal"
          required
          pattern="\d{1,8}(\.\d{1,2})?"
          className="h-9 w-40 rounded-md border bg-background px-2"
        />
      </label>
      <Button type="submit" size="sm" variant="destructive" className="justify-self-start">
        Cancel and refund
      </Button>
    </Form>
  );
}
