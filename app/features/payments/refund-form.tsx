import { useState } from "react";
import { Form } from "react-router";
import { Button } from "#app/components/ui/button";
import { formatMYR } from "#common/money";
import { REFUND_INTENT } from "./refund.schema";

/**
 * In the back office's cancel confirmation of a paid seat, first: cancel it and give back
 * the amount the course's rule gives today (editable, up to what is left). Paid online, the
 * refund goes through Stripe; paid by hand, it is owed, with its credit note, for the team
 * to pay back by bank transfer.
 */
export function RefundForm({
  registrationId,
  how,
  paid,
  left,
  due,
  sentence,
}: {
  registrationId: string;
  how: "card" | "manual";
  /** What was paid, "1899.00". */
  paid: string;
  /** At most this much can still go back, "1899.00". */
  left: string;
  /** What the rule gives back now, "949.50"; null: no rule applies (a seat booked through HRDC). */
  due: string | null;
  sentence: string | null;
}) {
  // One key per rendering: a double click is one refund at Stripe.
  const [refundKey] = useState(() => crypto.randomUUID());
  const ruleGivesNothing = due !== null && Number(due) === 0;
  return (
    <Form method="post" className="grid gap-2 rounded-md border p-3" data-slot="refund-form">
      <input type="hidden" name="intent" value={REFUND_INTENT} />
      <input type="hidden" name="registrationId" value={registrationId} />
      <input type="hidden" name="refundKey" value={refundKey} />
      <p>
        {how === "card"
          ? `Paid online (${formatMYR(paid)}). Refund through Stripe:`
          : `Paid by hand (${formatMYR(paid)}). The refund is owed: a credit note is issued, and you pay it back by bank transfer.`}
      </p>
      {sentence && <p className="text-muted-foreground">The course&apos;s rule: {sentence}</p>}
      <label className="grid gap-1">
        <span>Amount to refund (RM, at most {left})</span>
        <input
          name="amount"
          defaultValue={due === null ? left : ruleGivesNothing ? "" : due}
          placeholder={ruleGivesNothing ? "0.00" : undefined}
          inputMode="decimal"
          required
          pattern="\d{1,8}(\.\d{1,2})?"
          className="h-9 w-40 rounded-md border bg-background px-2"
        />
      </label>
      <Button type="submit" size="sm" className="justify-self-start">
        Cancel and refund
      </Button>
    </Form>
  );
}
