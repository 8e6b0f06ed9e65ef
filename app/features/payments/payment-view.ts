/** What the payment pages show (loader data, safe for the browser). */
export interface PaymentView {
  reference: string;
  title: string;
  book: boolean;
  amount: string | null;
  /** paid (the webhook recorded it), refunded, failed (bank said no), released (hold lapsed), or still awaiting. */
  state: "awaiting" | "paid" | "refunded" | "failed" | "released";
  /** "3:45 PM": until when the seat waits, while it does. */
  holdUntil: string | null;
  /** Whether "Pay now" can still be offered (hold valid, or Stripe's page still open). */
  canPay: boolean;
  /** Back from Stripe, payment not recorded yet: the page checks again by itself. */
  confirming: boolean;
  /** The payment page itself (signed), for "Pay now" and "Check again". */
  again: string;
  /** This page's own address, for "Check again". */
  self: string;
}
