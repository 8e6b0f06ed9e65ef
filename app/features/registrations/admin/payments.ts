import { formatMYR } from "#common/money";
import { optionsOf } from "#common/options";

/** How a seat was paid (the `payment_method` enum), in the order the team picks from. */
export const { values: PAYMENT_METHODS, labels: PAYMENT_METHOD_LABEL } = optionsOf({
  bank_transfer: "Bank transfer",
  card: "Card",
  cash: "Cash",
  cheque: "Cheque",
  hrdc: "HRDC",
  other: "Other",
});
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** A confirmed payment as the attendee row shows it. */
export interface PaymentView {
  amount: string;
  method: PaymentMethod;
  reference: string | null;
  /** The Malaysian day it was paid, "YYYY-MM-DD". */
  paidOn: string;
  /** Part of a payment for a whole group: the seats it covered. */
  batchSeats: number | null;
}

/** "RM 1,500.00 · Bank transfer · MBB123 · 2026-12-03". */
export function paymentSummary(payment: PaymentView): string {
  return [
    formatMYR(payment.amount),
    PAYMENT_METHOD_LABEL[payment.method],
    payment.reference,
    payment.paidOn,
  ]
    .filter(Boolean)
    .join(" · ");
}

/**
 * The default amount of a payment: the price of each seat it covers, in sen
 * so that 3 × 1499.90 is 4499.70 and not a float's neighbour.
 */
export function defaultAmount(price: string | null, seats: number): string {
  const sen = Math.round(Number(price ?? "0") * 100) * seats;
  return (sen / 100).toFixed(2);
}

/**
 * A group's total split over its seats, in sen: every seat gets the same
 * share and the first ones the remainder, so the shares add up to the total.
 */
export function splitAmount(total: string, seats: number): string[] {
  const sen = Math.round(Number(total) * 100);
  const share = Math.floor(sen / seats);
  const rest = sen - share * seats;
  return Array.from({ length: seats }, (_, i) => ((share + (i < rest ? 1 : 0)) / 100).toFixed(2));
}

/** Sen as the amount the forms take: 94950 → "949.50". */
export function fromSenLabel(sen: number): string {
  return (Math.max(0, Math.trunc(sen)) / 100).toFixed(2);
}
