import { index, pgEnum, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { adminRef } from "./auth";
import { createdAt, day, instant, money, ownedBy, uuidPk } from "./columns";
import { registrations } from "./leads";

/** How a course seat was paid, as the team records it when confirming the payment. */
export const paymentMethod = pgEnum("payment_method", [
  "bank_transfer",
  "card",
  "cash",
  "cheque",
  "hrdc",
  "other",
]);

/**
 * A payment the team confirmed for one registration: amount (MYR), method, the bank's or
 * HRD Corp's reference and the Malaysian day it was paid. A group paid at once has one row
 * per seat sharing a `batch_id`. Undoing a payment voids its row with a reason instead of
 * deleting it, so what was recorded stays readable (docs/decisions/0036-manual-bookings.md).
 */
export const registrationPayments = pgTable(
  "registration_payments",
  {
    id: uuidPk(),
    registrationId: ownedBy("registration_id", () => registrations.id),
    batchId: uuid("batch_id"),
    amount: money("amount").notNull(),
    method: paymentMethod("method").notNull(),
    reference: text("reference"),
    paidOn: day("paid_on").notNull(),
    recordedBy: adminRef("recorded_by"),
    createdAt: createdAt(),
    voidedAt: instant("voided_at"),
    voidReason: text("void_reason"),
    voidedBy: adminRef("voided_by"),
  },
  (t) => [index("registration_payments_registration_idx").on(t.registrationId)],
);
