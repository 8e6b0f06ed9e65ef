import { and, desc, eq, inArray } from "drizzle-orm";
import type { AdminUser } from "#server/auth/sessions";
import { onlinePayments, onlineRefunds, registrations } from "#server/db/schema";
import { getDb } from "#server/runtime";
import { conflict, notFound, ok, type ChangeOutcome } from "#common/outcome";
import { formatMYR } from "#common/money";
import { recordAudit } from "#app/features/audit/audit.server";
import { logError } from "#app/features/errors/log.server";
import { cancelFromBackOffice } from "#app/features/registrations/admin/registration-changes.server";
import { noteOnRegistration } from "./payment-records.server";
import { applyRefundTotal, refundsTotal } from "./refund-records.server";
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

/**
 * The team cancels a seat paid online and gives back all or part of it:
 * Stripe is asked first (idempotency key per form, so a double click is one
 * refund), then the seat is cancelled as any cancellation is (the waiting
 * list moves, the registrant is mailed). The refunded total is recorded from
 * Stripe's answer when it succeeded at once, and otherwise by its webhook.
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
  const left = toSen(payment.amount) - toSen(payment.amountRefunded);
  const amount = toSen(input.amount);
  if (amount > left)
    return conflict(`At most ${formatMYR(fromSen(left))} of ${row.reference} can be refunded.`);
  let refund;
  try {
    refund = await stripeClient(settings).refunds.create(
      {
        payment_intent: payment.paymentIntentId!,
        amount,
        metadata: { registration_id: row.id, reference: row.reference },
      },
      { idempotencyKey: `refund-${payment.id}-${input.refundKey}` },
    );
  } catch (error) {
    logError(error, "Stripe refund could not be created");
    return conflict("Stripe did not take the refund; nothing was changed. Try again in a moment.");
  }
  await getDb().transaction(async (tx) => {
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
      .onConflictDoNothing();
    const [locked] = await tx
      .select()
      .from(onlinePayments)
      .where(eq(onlinePayments.id, payment.id))
      .for("update");
    await applyRefundTotal(tx, locked!, await refundsTotal(tx, payment.id), now);
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
  if (row.status === "cancelled")
    return ok(`Refunded ${formatMYR(fromSen(amount))} to ${row.reference}`);
  const cancelled = await cancelFromBackOffice(actor, courseId, row.id, now);
  return cancelled.ok
    ? ok(`Cancelled ${row.reference} and refunded ${formatMYR(fromSen(amount))}`)
    : cancelled;
}
