/** What the cancel page shows of a seat's money (loader data, safe for the browser). */
export interface CancelMoneyView {
  /** card: paid online, refunded to the card; manual: paid by bank transfer (or as recorded). */
  how: "card" | "manual";
  /** "RM 1,899.00" */
  paid: string;
  /** Before: what cancelling now gives back. After: what was given (or is owed) back. */
  refund: string;
  refundSen: number;
  /** The course's rule applied to today (before only). */
  sentence: string | null;
  /** The course's rule in a line (before only). */
  rule: string | null;
}

/** What the registrant reads before she confirms: what she paid and what she gets back. */
export function refundPromise(view: CancelMoneyView): string {
  const paid = `You paid ${view.paid}.`;
  if (view.refundSen === 0)
    return `${paid} Cancelling now refunds nothing. ${view.sentence ?? ""}`.trim();
  return view.how === "card"
    ? `${paid} Cancelling now refunds ${view.refund} to your card within 5–10 working days.`
    : `${paid} Cancelling now refunds ${view.refund} by bank transfer: our team contacts you within 1 working day to pay it back, and e-mails you the credit note.`;
}

/** What the registrant reads once cancelled. */
export function refundDone(view: CancelMoneyView): string {
  const paid = `You paid ${view.paid}.`;
  if (view.refundSen === 0) return `${paid} No refund was due.`;
  return view.how === "card"
    ? `${paid} ${view.refund} is being refunded to your card; it reaches your account within 5–10 working days.`
    : `${paid} ${view.refund} is to be paid back to you by bank transfer; our team contacts you within 1 working day.`;
}

/** The money lines of the cancel page, before (with the rule) or after the cancellation. */
export function CancelMoneyNote({ view, done }: { view: CancelMoneyView; done: boolean }) {
  return (
    <div data-slot="cancel-money" className="space-y-2">
      <p className="font-medium text-foreground">{done ? refundDone(view) : refundPromise(view)}</p>
      {!done && view.refundSen > 0 && view.sentence && <p className="text-sm">{view.sentence}</p>}
      {!done && view.rule && <p className="text-sm">This course&apos;s rule: {view.rule}</p>}
    </div>
  );
}
