import { and, eq, inArray } from "drizzle-orm";
import type { Tx } from "#server/db/client";
import { auditLog, leadEvents, leads } from "#server/db/schema";
import type { onlinePayments } from "#server/db/schema";
import {
  creditLeftSen,
  issueCreditNote,
  markInvoicePaid,
  settleAndCheck,
} from "#app/features/invoices/invoice-payments.server";
import { fromSen, toSen } from "#app/features/invoices/invoice-model";
import { addLedgerEntry } from "#app/features/invoices/ledger.server";
import { raiseMoneyAlert } from "#app/features/invoices/money-alert.server";
import { formatMYR } from "#common/money";
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
    amountSen: toSen(event.payment.amount),
    source: `payment:${event.paymentRowId}`,
    outside: true,
  });
  // A replayed event finds the invoice paid already: one receipt only.
  if (paid.ok && paid.value.changed) await enqueueInvoiceMail(tx, paid.value.invoice);
}

/**
 * Called once per change of the refunded total of an online payment, in the transaction that
 * records it (a Stripe refund event, the back office's refund, or the late-payment refund):
 * `amount` is what this change added. The refund is a row of the invoice's ledger, and a credit
 * note documents it, for as much as the invoice has left to credit. A refund beyond that (the
 * invoice was credited by hand before) is still recorded, and the team is alerted with the
 * difference: money never leaves without its paper, or without a person hearing of it.
 */
export async function onRefundRecorded(
  tx: Tx,
  event: {
    registration: Registration;
    payment: OnlinePayment;
    amount: string;
    total: string;
    source: string;
    now: Date;
  },
): Promise<void> {
  const { registration, payment, now } = event;
  const invoice = await invoiceOfSource(tx, { registrationId: registration.id });
  // A late payment refunded before its seat was ever confirmed was never invoiced.
  if (!invoice || invoice.status === "void") return;
  const addedSen = toSen(event.amount);
  const intent = payment.paymentIntentId ?? payment.sessionId;
  await addLedgerEntry(tx, invoice.id, {
    kind: "refund",
    amountSen: addedSen,
    source: event.source,
    method: "stripe",
    reference: intent,
    occurredAt: now,
  });
  const leftSen = await creditLeftSen(tx, invoice);
  const creditSen = Math.min(addedSen, leftSen);
  if (creditSen > 0) {
    const note = await issueCreditNote(
      tx,
      invoice.id,
      {
        amount: fromSen(creditSen),
        reason: `Refund of ${formatMYR(fromSen(creditSen))} to the card that paid for ${registration.reference} (Stripe ${intent})`,
      },
      now,
      false,
    );
    if (note.ok) await enqueueInvoiceMail(tx, note.value);
  }
  if (addedSen > leftSen) {
    await raiseMoneyAlert(tx, {
      key: `refund-beyond-credit:${event.source}`,
      summary: `Stripe refunded ${formatMYR(event.amount)} of ${registration.reference}, but invoice ${invoice.number} had only ${formatMYR(fromSen(leftSen))} left to credit: ${formatMYR(fromSen(addedSen - leftSen))} went back beyond what its credit notes cover.`,
      differenceSen: addedSen - leftSen,
      invoice,
      registration,
      details: { paymentIntentId: intent, refunded: event.amount, leftToCredit: fromSen(leftSen) },
    });
  }
  await settleAndCheck(tx, invoice.id, now, { alert: true, registration });
}
