import { index, pgEnum, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, instant, money, ownedBy, timestamps, uuidPk } from "./columns";
import { registrations } from "./leads";

/**
 * Where an online payment stands. Only Stripe's webhook moves it past `open`
 * (docs/decisions/0039-online-payment.md); refunds only ever move forward.
 */
export const onlinePaymentStatus = pgEnum("online_payment_status", [
  "open",
  "paid",
  "failed",
  "expired",
  "refunded",
  "partially_refunded",
]);

/**
 * One Stripe Checkout Session for one registration (a course seat or a book
 * order): the amount and currency it asks for, read from the database when it
 * was created, and what Stripe's events said of it since.
 */
export const onlinePayments = pgTable(
  "online_payments",
  {
    id: uuidPk(),
    registrationId: ownedBy("registration_id", () => registrations.id),
    sessionId: text("session_id").notNull().unique(),
    paymentIntentId: text("payment_intent_id"),
    amount: money("amount").notNull(),
    currency: text("currency").notNull(),
    status: onlinePaymentStatus("status").notNull().default("open"),
    amountRefunded: money("amount_refunded").notNull().default("0.00"),
    // The Checkout page's own deadline (at least 30 minutes, so it may outlive the seat's hold).
    expiresAt: instant("expires_at").notNull(),
    paidAt: instant("paid_at"),
    // Set while a refund of this payment is being asked of Stripe: a second click in that
    // time is told so (409) instead of asking again.
    refundClaimedAt: instant("refund_claimed_at"),
    ...timestamps(),
  },
  (t) => [
    index("online_payments_registration_idx").on(t.registrationId),
    index("online_payments_intent_idx").on(t.paymentIntentId),
  ],
);

/** A refund asked of Stripe, by the team; its status follows Stripe's refund events. */
export const onlineRefunds = pgTable(
  "online_refunds",
  {
    id: text("id").primaryKey(),
    paymentId: ownedBy("payment_id", () => onlinePayments.id),
    amount: money("amount").notNull(),
    status: text("status").notNull(),
    ...timestamps(),
  },
  (t) => [index("online_refunds_payment_idx").on(t.paymentId)],
);

/** Each Stripe event handled once: a replay finds its id here and changes nothing. */
export const stripeEvents = pgTable("stripe_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  receivedAt: createdAt(),
});
