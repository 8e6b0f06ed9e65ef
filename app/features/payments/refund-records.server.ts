import { and, eq, sql } from "drizzle-orm";
import type { Tx } from "#server/db/client";
import { onlinePayments, onlineRefunds, registrations } from "#server/db/schema";
import { formatMYR } from "#common/money";
import { noteOnRegistration, onRefundRecorded, recordStripeAudit } from "./payment-records.server";
import { fromSen, toSen } from "./stripe-client.server";

type OnlinePayment = typeof onlinePayments.$inferSelect;

/** What Stripe says has been refunded of a payment, in sen: its succeeded refunds. */
export async function refundsTotal(tx: Tx, paymentId: string): Promise<number> {
  const [row] = await tx
    .select({ total: sql<string>`coalesce(sum(${onlineRefunds.amount}), 0)::text` })
    .from(onlineRefunds)
    .where(and(eq(onlineRefunds.paymentId, paymentId), eq(onlineRefunds.status, "succeeded")));
  return toSen(Number(row?.total ?? "0").toFixed(2));
}

/**
 * Records that `totalSen` of a payment is refunded. Refunds only add up, so
 * the total only grows (a stale or repeated event changes nothing): refunded
 * in full, or partially; the registration's history notes it, and the credit
 * note hook (`onRefundRecorded`) runs once per change.
 */
export async function applyRefundTotal(
  tx: Tx,
  payment: OnlinePayment,
  totalSen: number,
  now: Date,
): Promise<void> {
  const before = toSen(payment.amountRefunded);
  const amount = toSen(payment.amount);
  const total = Math.min(totalSen, amount);
  if (total <= before) return;
  const status = total >= amount ? "refunded" : "partially_refunded";
  const [updated] = await tx
    .update(onlinePayments)
    .set({ amountRefunded: fromSen(total), status, updatedAt: now })
    .where(eq(onlinePayments.id, payment.id))
    .returning();
  const [row] = await tx
    .select()
    .from(registrations)
    .where(eq(registrations.id, payment.registrationId));
  if (!updated || !row) return;
  const added = fromSen(total - before);
  const summary = `Refunded ${formatMYR(added)} of ${row.reference}'s online payment (${formatMYR(fromSen(total))} of ${formatMYR(payment.amount)} in all)`;
  await noteOnRegistration(tx, row.id, summary);
  await recordStripeAudit(tx, "registration.refund_recorded", row, summary, {
    paymentIntentId: payment.paymentIntentId,
    added,
    total: fromSen(total),
  });
  await onRefundRecorded(tx, {
    registration: row,
    payment: updated,
    amount: added,
    total: fromSen(total),
  });
}
