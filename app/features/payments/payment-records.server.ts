import { and, eq, inArray } from "drizzle-orm";
import type { Tx } from "#server/db/client";
import { auditLog, leadEvents, leads } from "#server/db/schema";
import type { onlinePayments } from "#server/db/schema";
import { issueCreditNote, markInvoicePaid } from "#app/features/invoices/invoice-payments.server";
import { invoiceOfSource } from "#app/features/invoices/issue-invoice.server";
import { enqueueInvoiceMail } from "#app/features/invoices/invoice-mail.server";
import type { Registration } from "#app/features/registrations/registration-outcome.server";

// What the webhook writes beside the payment itself: the audit entry and the
// note on the registration's history, both by "Stripe" (no person acted), and
// the invoice's side of it: the receipt when paid, a credit note per refund.

export const STRIPE_ACTOR = "Stripe (webhook)";

type OnlinePayment = typeof onlinePayments.$inferSelect;

export async function recordStripeAudit(
  tx: Tx,
  action: string,
  row: Registration,
  summary: string,
  details: Record<string, unknown>,
): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: null,
    actorEmail: STRIPE_ACTOR,
    action,
    targetType: "registration",
    targetId: row.id,
    summary,
    details: { reference: row.reference, ...details },
  });
}

/** A line in the registration's history (its lead's events), as the back office shows them. */
export async function noteOnRegistration(
  tx: Tx,
  registrationId: string,
  note: string,
  actor: { id: string | null; email: string } = { id: null, email: STRIPE_ACTOR },
): Promise<void> {
  const found = await tx
    .select({ id: leads.id })
    .from(leads)
    .where(and(eq(leads.kind, "registration"), inArray(leads.sourceId, [registrationId])));
  if (found.length === 0) return;
  await tx
    .insert(leadEvents)
    .values(
      found.map((lead) => ({ leadId: lead.id, note, actorId: actor.id, actorEmail: actor.email })),
    );
}

/**
 * Called once, in the webhook's transaction, when an online payment has been
 * recorded as received: the registration is confirmed (or the book order
 * paid) and its `registration_payments` row written (method `card`, the
 * payment intent as reference). The single place for invoices to hook a
 * receipt or a paid invoice onto.
 */
export async function onPaymentRecorded(
  tx: Tx,
  event: { registration: Registration; payment: OnlinePayment; paymentRowId: string },
): Promise<void> {
  const paid = await markInvoicePaid(tx, event.registration.id, {
    method: "stripe",
    reference: event.payment.paymentIntentId,
    paidAt: event.payment.paidAt ?? new Date(),
  });
  // A replayed event finds the invoice paid already: one receipt only.
  if (paid.ok && paid.value.changed) await enqueueInvoiceMail(tx, paid.value.invoice);
}

/**
 * Called once per change of the refunded total of an online payment, in the
 * transaction that records it (a Stripe refund event, or the late-payment
 * refund): `amount` is what this change added, `total` what is refunded now.
 * The single place for credit notes to hook onto.
 */
export async function onRefundRecorded(
  tx: Tx,
  event: { registration: Registration; payment: OnlinePayment; amount: string; total: string },
): Promise<void> {
  const invoice = await invoiceOfSource(tx, { registrationId: event.registration.id });
  // A late payment refunded before its seat was ever confirmed was never invoiced as paid.
  if (!invoice || invoice.status !== "paid") return;
  const note = await issueCreditNote(tx, invoice.id, {
    amount: event.amount,
    reason: `Refund of the online payment ${event.payment.paymentIntentId ?? event.payment.sessionId}`,
  });
  if (note.ok) await enqueueInvoiceMail(tx, note.value);
}
