import { and, desc, eq, inArray, isNull, lt, or } from "drizzle-orm";
import type { AdminUser } from "#server/auth/sessions";
import { onlinePayments, onlineRefunds, registrations } from "#server/db/schema";
import { getDb } from "#server/runtime";
import { conflict, notFound, ok, type ChangeOutcome } from "#common/outcome";
import { formatMYR } from "#common/money";
import { recordAudit } from "#app/features/audit/audit.server";
import { logError } from "#app/features/errors/log.server";
import { cancelFromBackOffice } from "#app/features/registrations/admin/registration-changes.server";
import { noteOnRegistration } from "./payment-records.server";
import { applyRefundTotal, lockPaymentChain, refundsTotal } from "./refund-records.server";
import type { RefundInput } from "./refund.schema";
import { fromSen, stripeClient, stripeSettings, toSen } from "./stripe-client.server";

/** The online payment of a registration that can still give money back, if any. */
export async function refundablePayment(registrationId: string) {
  const [payment] = await getDb()
    .select()
    .from(onlinePayments)
    .where(
      and(
        eq(onlinePayments.registrationId, registrationId),
        inArray(onlinePayments.status, ["paid", "partially_refunded"]),
      ),
    )
    .orderBy(desc(onlinePayments.paidAt))
    .limit(1);
  return payment ?? null;
}

/** How long a refund being asked of Stripe keeps others out (Stripe answers within its timeout). */
const REFUND_CLAIM_MS = 2 * 60_000;

/**
 * Takes the payment's refund turn: one refund at a time per payment. A second click while the
 * first is asking Stripe finds the claim and is told so; a claim left by a crash lapses.
 */
async function claimRefund(paymentId: string, now: Date) {
  const [claimed] = await getDb()
    .update(onlinePayments)
    .set({ refundClaimedAt: now })
    .where(
      and(
        eq(onlinePayments.id, paymentId),
        or(
          isNull(onlinePayments.refundClaimedAt),
          lt(onlinePayments.refundClaimedAt, new Date(now.getTime() - REFUND_CLAIM_MS)),
        ),
      ),
    )
    .returning();
  return claimed ?? null;
}

async function releaseRefund(paymentId: string) {
  await getDb()
    .update(onlinePayments)
    .set({ refundClaimedAt: null })
    .where(eq(onlinePayments.id, paymentId));
}

/**
 * The team cancels a seat paid online and gives back all or part of it. One refund at a time
 * per payment (a parallel click gets a conflict); what is left is read from the claimed row;
 * Stripe's idempotency key is the payment and how much of it was refunded before, so a retry
 * of the same refund is the same refund and a form rendered twice cannot ask twice. The refund
 * is recorded from Stripe's answer in the lock order of every seat change (course,
 * registration, payment), with its credit note; then the seat is cancelled as any
 * cancellation is (a full refund has cancelled it already).
 */
export async function cancelAndRefund(
  actor: AdminUser,
  courseId: string,
  input: RefundInput,
  now = new Date(),
): Promise<ChangeOutcome> {
  const settings = stripeSettings();
  const payment = await refundablePayment(input.registrationId);
  const [row] = await getDb()
    .select()
    .from(registrations)
    .where(eq(registrations.id, input.registrationId))
    .limit(1);
  if (!settings || !payment || !row || row.productId !== courseId)
    return notFound("That registration has no online payment to refund. Reload the list.");
  const claimed = await claimRefund(payment.id, now);
  if (!claimed)
    return conflict(
      `A refund of ${row.reference} is being made right now. Reload the list in a moment to see it.`,
    );
  try {
    const refundedSen = toSen(claimed.amountRefunded);
    const left = toSen(claimed.amount) - refundedSen;
    const amount = toSen(input.amount);
    if (left <= 0) return conflict(`${row.reference}'s payment is already refunded in full.`);
    if (amount > left)
      return conflict(`At most ${formatMYR(fromSen(left))} of ${row.reference} can be refunded.`);
    let refund;
    try {
      refund = await stripeClient(settings).refunds.create(
        {
          payment_intent: claimed.paymentIntentId!,
          amount,
          metadata: { registration_id: row.id, reference: row.reference },
        },
        { idempotencyKey: `refund-${payment.id}-after-${refundedSen}-of-${amount}` },
      );
    } catch (error) {
      logError(error, "Stripe refund could not be created");
      return conflict(
        "Stripe did not take the refund; nothing was changed. Try again in a moment.",
      );
    }
    await getDb().transaction(async (tx) => {
      const locked = await lockPaymentChain(tx, { paymentId: payment.id });
      if (!locked) return;
      await tx
        .insert(onlineRefunds)
        .values({
          id: refund.id,
          paymentId: payment.id,
          amount: fromSen(refund.amount),
          status: refund.status ?? "pending",
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoUpdate({
          target: onlineRefunds.id,
          set: { status: refund.status ?? "pending", updatedAt: now },
        });
      await applyRefundTotal(tx, locked.payment, await refundsTotal(tx, payment.id), now);
      await noteOnRegistration(
        tx,
        row.id,
        `Refund of ${formatMYR(fromSen(amount))} asked of Stripe (${refund.id})`,
        { id: actor.id, email: actor.email },
      );
      await recordAudit(tx, actor, {
        action: "registration.refund",
        targetType: "registration",
        targetId: row.id,
        summary: `Refunded ${formatMYR(fromSen(amount))} of ${row.reference}'s online payment`,
        details: { reference: row.reference, refundId: refund.id, amount: fromSen(amount) },
      });
    });
  } finally {
    await releaseRefund(payment.id);
  }
  const amountLabel = formatMYR(input.amount);
  const [after] = await getDb()
    .select({ status: registrations.status })
    .from(registrations)
    .where(eq(registrations.id, row.id));
  if (!after || after.status === "cancelled")
    return ok(`Refunded ${amountLabel} to ${row.reference}`);
  const cancelled = await cancelFromBackOffice(actor, courseId, row.id, now);
  return cancelled.ok ? ok(`Cancelled ${row.reference} and refunded ${amountLabel}`) : cancelled;
}
