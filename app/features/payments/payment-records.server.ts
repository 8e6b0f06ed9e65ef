import { and, eq, inArray } from "drizzle-orm";
import type { Tx } from "#server/db/client";
import { auditLog, leadEvents, leads, registrations } from "#server/db/schema";
import type { onlinePayments } from "#server/db/schema";

// What the webhook writes beside the payment itself: the audit entry and the
// note on the registration's history, both by "Stripe" (no person acted), and
// the two hooks other modules (invoices, credit notes) attach to.

export const STRIPE_ACTOR = "Stripe (webhook)";

type Registration = typeof registrations.$inferSelect;
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
  _tx: Tx,
  _event: { registration: Registration; payment: OnlinePayment; paymentRowId: string },
): Promise<void> {
  // Nothing yet: the invoices module attaches here.
}

/**
 * Called once per change of the refunded total of an online payment, in the
 * transaction that records it (a Stripe refund event, or the late-payment
 * refund): `amount` is what this change added, `total` what is refunded now.
 * The single place for credit notes to hook onto.
 */
export async function onRefundRecorded(
  _tx: Tx,
  _event: { registration: Registration; payment: OnlinePayment; amount: string; total: string },
): Promise<void> {
  // Nothing yet: the invoices module (credit notes) attaches here.
}
