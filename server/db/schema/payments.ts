import { date, index, pgEnum, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { adminUsers } from "./auth";
import { createdAt, instant, money } from "./columns";
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
    id: uuid("id").primaryKey().defaultRandom(),
    registrationId: uuid("registration_id")
      .notNull()
      .references(() => registrations.id, { onDelete: "cascade" }),
    batchId: uuid("batch_id"),
    amount: money("amount").notNull(),
    method: paymentMethod("method").notNull(),
    reference: text("reference"),
    paidOn: date("paid_on", { mode: "string" }).notNull(),
    recordedBy: uuid("recorded_by").references(() => adminUsers.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    voidedAt: instant("voided_at"),
    voidReason: text("void_reason"),
    voidedBy: uuid("voided_by").references(() => adminUsers.id, { onDelete: "set null" }),
  },
  (t) => [index("registration_payments_registration_idx").on(t.registrationId)],
);
