import { and, eq, isNull, sql } from "drizzle-orm";
import type { Tx } from "#server/db/client";
import {
  onlinePayments,
  onlineRefunds,
  registrationPayments,
  registrations,
} from "#server/db/schema";
import { formatMYR } from "#common/money";
import { cancelRegistrationIn } from "#app/features/registrations/manage-registration.server";
import { lockCourse } from "#app/features/registrations/seats.server";
import { noteOnRegistration, onRefundRecorded, recordStripeAudit } from "./payment-records.server";
import { fromSen, toSen } from "./stripe-client.server";

type OnlinePayment = typeof onlinePayments.$inferSelect;
type Registration = typeof registrations.$inferSelect;

/** What Stripe says has been refunded of a payment, in sen: its succeeded refunds. */
export async function refundsTotal(tx: Tx, paymentId: string): Promise<number> {
  const [row] = await tx
    .select({ total: sql<string>`coalesce(sum(${onlineRefunds.amount}), 0)::text` })
    .from(onlineRefunds)
    .where(and(eq(onlineRefunds.paymentId, paymentId), eq(onlineRefunds.status, "succeeded")));
  return toSen(Number(row?.total ?? "0").toFixed(2));
}

/**
 * An online payment and its registration, locked in the order every seat change takes them:
 * the course, the registration, then the payment. A refund event and the back office's
 * "Cancel and refund" therefore queue behind each other instead of deadlocking.
 */
export async function lockPaymentChain(
  tx: Tx,
  where: { paymentId: string } | { paymentIntentId: string },
): Promise<{ payment: OnlinePayment; row: Registration } | null> {
  const condition =
    "paymentId" in where
      ? eq(onlinePayments.id, where.paymentId)
      : eq(onlinePayments.paymentIntentId, where.paymentIntentId);
  const [found] = await tx
    .select({ registrationId: onlinePayments.registrationId })
    .from(onlinePayments)
    .where(condition)
    .limit(1);
  if (!found) return null;
  const [owner] = await tx
    .select({ productType: registrations.productType, productId: registrations.productId })
    .from(registrations)
    .where(eq(registrations.id, found.registrationId));
  if (!owner) return null;
  if (owner.productType === "masterclass") await lockCourse(tx, owner.productId);
  const [row] = await tx
    .select()
    .from(registrations)
    .where(eq(registrations.id, found.registrationId))
    .for("update");
  const [payment] = await tx.select().from(onlinePayments).where(condition).for("update");
  return row && payment ? { payment, row } : null;
}

/**
 * Records that `totalSen` of a payment is refunded (the caller holds lockPaymentChain's locks).
 * Refunds only add up, so the total only grows (a stale or repeated event changes nothing). Each
 * change is a refund row of the invoice's ledger with its credit note (`onRefundRecorded`); a
 * refund of the whole payment also gives the seat up: cancelled, its payment rows voided, its
 * ticket revoked and the seat offered to the waiting list. A part refund keeps the seat.
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
    source: `stripe-refund:${payment.id}:${total}`,
    now,
  });
  if (status === "refunded") await giveUpRefundedSeat(tx, row, updated, now);
}

/** A payment refunded in full, from anywhere: the seat it paid for is given up. */
async function giveUpRefundedSeat(tx: Tx, row: Registration, payment: OnlinePayment, now: Date) {
  if (row.productType !== "masterclass") return;
  await tx
    .update(registrationPayments)
    .set({
      voidedAt: now,
      voidReason: `Refunded in full (${payment.paymentIntentId ?? payment.sessionId})`,
    })
    .where(
      and(eq(registrationPayments.registrationId, row.id), isNull(registrationPayments.voidedAt)),
    );
  if (row.status === "cancelled") return;
  const cancelled = await cancelRegistrationIn(tx, row.reference, now);
  if (!cancelled.ok) return;
  const summary = `${row.reference}'s payment was refunded in full, so the seat was cancelled and offered to the waiting list`;
  await noteOnRegistration(tx, row.id, summary);
  await recordStripeAudit(tx, "registration.cancelled_by_refund", row, summary, {
    paymentIntentId: payment.paymentIntentId,
  });
}
