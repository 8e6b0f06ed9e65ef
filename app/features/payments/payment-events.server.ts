import { eq } from "drizzle-orm";
import type { Tx } from "#server/db/client";
import {
  bookOrderDeliveries,
  onlinePayments,
  onlineRefunds,
  registrationPayments,
  registrations,
  stripeEvents,
} from "#server/db/schema";
import { getDb } from "#server/runtime";
import { calendarDateKey } from "#common/dates";
import { formatMYR } from "#common/money";
import { enqueueBookOrderMail } from "#app/features/books/admin/book-order-mail.server";
import { enqueueRegistrationMails } from "#app/features/registrations/registration-mails.server";
import { findActive } from "#app/features/registrations/registration-lookup.server";
import {
  lockCourse,
  seatsTaken,
  settleSeats,
  type LockedCourse,
} from "#app/features/registrations/seats.server";
import { enqueuePaymentMail } from "./payment-mail.server";
import { noteOnRegistration, onPaymentRecorded, recordStripeAudit } from "./payment-records.server";
import { applyRefundTotal, refundsTotal } from "./refund-records.server";
import { stripeClient, stripeSettings, toSen } from "./stripe-client.server";
import type { CheckoutSession, HandledEvent } from "./stripe-event.schema";

type OnlinePayment = typeof onlinePayments.$inferSelect;
type Registration = typeof registrations.$inferSelect;
type Session = CheckoutSession;
/** An event we act on, or any other one (stored, so its replay is answered once too). */
export type StripeEventInput = HandledEvent | { id: string; type: string; data?: undefined };

export type EventResult = "handled" | "duplicate" | "ignored";

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === "string" ? value : (value?.id ?? null);

/**
 * Applies one verified Stripe event, once: its id is stored in the same
 * transaction as what it changes, so a replay (or Stripe's retry after a
 * lost answer) finds it and changes nothing, and a failure stores neither.
 * Only here does a registration become paid (docs/decisions/0039-online-payment.md).
 * Every step only moves forward, so events arriving out of order (an
 * `expired` after `paid`, `async_payment_succeeded` before `completed`)
 * never undo one another.
 */
export async function applyStripeEvent(
  event: StripeEventInput,
  now = new Date(),
): Promise<EventResult> {
  return getDb().transaction(async (tx) => {
    const [fresh] = await tx
      .insert(stripeEvents)
      .values({ id: event.id, type: event.type })
      .onConflictDoNothing()
      .returning({ id: stripeEvents.id });
    if (!fresh) return "duplicate";
    if (!event.data) return "ignored";
    switch (event.type) {
      case "checkout.session.completed":
        // Card: paid now. FPX and other delayed methods: `unpaid` until the async event.
        if (event.data.object.payment_status === "unpaid")
          await sessionAwaitingPayment(tx, event.data.object, now);
        else await sessionPaid(tx, event.data.object, now);
        return "handled";
      case "checkout.session.async_payment_succeeded":
        await sessionPaid(tx, event.data.object, now);
        return "handled";
      case "checkout.session.async_payment_failed":
        await sessionFailed(tx, event.data.object, now);
        return "handled";
      case "checkout.session.expired":
        await sessionEnded(tx, event.data.object, "expired", now);
        return "handled";
      case "charge.refunded": {
        const charge = event.data.object;
        const payment = await paymentOfIntent(tx, idOf(charge.payment_intent));
        if (payment) await applyRefundTotal(tx, payment, charge.amount_refunded, now);
        return "handled";
      }
      case "refund.created":
      case "refund.updated": {
        const refund = event.data.object;
        const payment = await paymentOfIntent(tx, idOf(refund.payment_intent));
        if (!payment) return "handled";
        await tx
          .insert(onlineRefunds)
          .values({
            id: refund.id,
            paymentId: payment.id,
            amount: (refund.amount / 100).toFixed(2),
            status: refund.status ?? "pending",
            createdAt: now,
            updatedAt: now,
          })
          .onConflictDoUpdate({
            target: onlineRefunds.id,
            set: { status: refund.status ?? "pending", updatedAt: now },
          });
        await applyRefundTotal(tx, payment, await refundsTotal(tx, payment.id), now);
        return "handled";
      }
    }
  });
}

async function paymentOfIntent(tx: Tx, intent: string | null): Promise<OnlinePayment | null> {
  if (!intent) return null;
  const [payment] = await tx
    .select()
    .from(onlinePayments)
    .where(eq(onlinePayments.paymentIntentId, intent))
    .for("update")
    .limit(1);
  return payment ?? null;
}

/**
 * The payment row of a session, and its registration, locked in the order
 * every seat change takes: the course first, then the rows. A session we
 * never stored (the answer to its creation was lost) is recorded from its
 * metadata; one that is not ours (another integration on the account) is
 * left alone.
 */
async function lockSession(tx: Tx, session: Session, now: Date) {
  let [payment] = await tx
    .select()
    .from(onlinePayments)
    .where(eq(onlinePayments.sessionId, session.id))
    .limit(1);
  const registrationId = payment?.registrationId ?? session.metadata?.registration_id;
  if (!registrationId || !/^[0-9a-f-]{36}$/i.test(registrationId)) return null;
  const [found] = await tx
    .select()
    .from(registrations)
    .where(eq(registrations.id, registrationId))
    .limit(1);
  if (!found || found.reference !== session.client_reference_id) return null;
  const course = found.productType === "masterclass" ? await lockCourse(tx, found.productId) : null;
  if (!payment) {
    await tx
      .insert(onlinePayments)
      .values({
        registrationId: found.id,
        sessionId: session.id,
        amount: ((session.amount_total ?? 0) / 100).toFixed(2),
        currency: session.currency ?? "myr",
        expiresAt: new Date(session.expires_at * 1000),
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: onlinePayments.sessionId });
  }
  [payment] = await tx
    .select()
    .from(onlinePayments)
    .where(eq(onlinePayments.sessionId, session.id))
    .for("update");
  const [row] = await tx
    .select()
    .from(registrations)
    .where(eq(registrations.id, found.id))
    .for("update");
  return payment && row ? { payment, row, course } : null;
}

const SETTLED = ["paid", "refunded", "partially_refunded"];

async function sessionAwaitingPayment(tx: Tx, session: Session, now: Date) {
  const locked = await lockSession(tx, session, now);
  if (!locked || locked.payment.status !== "open") return;
  await tx
    .update(onlinePayments)
    .set({ paymentIntentId: idOf(session.payment_intent), updatedAt: now })
    .where(eq(onlinePayments.id, locked.payment.id));
}

async function sessionPaid(tx: Tx, session: Session, now: Date) {
  const locked = await lockSession(tx, session, now);
  if (!locked || SETTLED.includes(locked.payment.status)) return;
  const { row, course } = locked;
  const intent = idOf(session.payment_intent) ?? locked.payment.paymentIntentId;
  const [payment] = await tx
    .update(onlinePayments)
    .set({ status: "paid", paymentIntentId: intent, paidAt: now, updatedAt: now })
    .where(eq(onlinePayments.id, locked.payment.id))
    .returning();
  if (row.status === "registered" || row.status === "confirmed") {
    await recordPaid(tx, row, course, payment!, now, false);
  } else if (course && row.status === "cancelled" && (await seatFree(tx, course, row, now))) {
    await recordPaid(tx, row, course, payment!, now, true);
  } else {
    await refundLatePayment(tx, row, payment!, now);
  }
}

/** A late payer takes the seat back only if nobody holds it and the course is still ahead. */
async function seatFree(tx: Tx, course: LockedCourse, row: Registration, now: Date) {
  if (course.date.getTime() <= now.getTime() || row.erasedAt !== null) return false;
  if (await findActive(tx, course.id, row.email)) return false;
  return (await seatsTaken(tx, course.id)) < course.classSize;
}

async function recordPaid(
  tx: Tx,
  row: Registration,
  course: LockedCourse | null,
  payment: OnlinePayment,
  now: Date,
  retaken: boolean,
) {
  const wasConfirmed = row.status === "confirmed";
  const [confirmed] = await tx
    .update(registrations)
    .set({
      status: "confirmed",
      paymentHoldUntil: null,
      cancelledAt: null,
      offerExpiresAt: null,
      updatedAt: now,
    })
    .where(eq(registrations.id, row.id))
    .returning();
  const [paymentRow] = await tx
    .insert(registrationPayments)
    .values({
      registrationId: row.id,
      amount: payment.amount,
      method: "card",
      reference: payment.paymentIntentId ?? payment.sessionId,
      paidOn: calendarDateKey(now),
      recordedBy: null,
      createdAt: now,
    })
    .returning({ id: registrationPayments.id });
  if (!wasConfirmed) {
    if (course) {
      await enqueueRegistrationMails(tx, confirmed!, course, {
        recipients: "both",
        event: { kind: "confirmed" },
      });
    } else {
      const [delivery] = await tx
        .select()
        .from(bookOrderDeliveries)
        .where(eq(bookOrderDeliveries.registrationId, row.id));
      await enqueueBookOrderMail(tx, confirmed!, "confirmed", delivery ?? null);
    }
  }
  const paid = `${formatMYR(payment.amount)} online (Stripe ${payment.paymentIntentId ?? payment.sessionId})`;
  const summary = retaken
    ? `${row.reference} paid ${paid} after its hold lapsed; a seat was free, so it was taken again`
    : wasConfirmed
      ? `${row.reference} paid ${paid}, though it was confirmed already: check for a double payment`
      : `${row.reference} paid ${paid} (${row.productTitle})`;
  await recordStripeAudit(tx, "registration.paid_online", row, summary, {
    sessionId: payment.sessionId,
    paymentIntentId: payment.paymentIntentId,
    amount: payment.amount,
    retaken,
  });
  await noteOnRegistration(tx, row.id, summary);
  await onPaymentRecorded(tx, { registration: confirmed!, payment, paymentRowId: paymentRow!.id });
}

/**
 * The payment came after its seat went to someone else (or the course
 * started): it is refunded in full through Stripe, with an idempotency key,
 * inside this transaction, so if Stripe cannot be reached the event is not
 * stored and Stripe's retry tries again. The team is told by mail.
 */
async function refundLatePayment(tx: Tx, row: Registration, payment: OnlinePayment, now: Date) {
  const settings = stripeSettings();
  const intent = payment.paymentIntentId;
  if (settings && intent) {
    const refund = await stripeClient(settings).refunds.create(
      {
        payment_intent: intent,
        amount: toSen(payment.amount),
        metadata: { registration_id: row.id, reference: row.reference, reason: "late_payment" },
      },
      { idempotencyKey: `late-refund-${payment.id}` },
    );
    await tx
      .insert(onlineRefunds)
      .values({
        id: refund.id,
        paymentId: payment.id,
        amount: payment.amount,
        status: refund.status ?? "pending",
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing();
    await applyRefundTotal(tx, payment, toSen(payment.amount), now);
  }
  await enqueuePaymentMail(tx, "late-refunded", row, payment.amount, intent);
  const summary = `${row.reference} paid ${formatMYR(payment.amount)} online after its seat was gone; refunded in full`;
  await recordStripeAudit(tx, "registration.late_payment_refunded", row, summary, {
    sessionId: payment.sessionId,
    paymentIntentId: intent,
    amount: payment.amount,
  });
  await noteOnRegistration(tx, row.id, summary);
}

/** The bank said no (FPX): nothing was paid; the seat goes back and the visitor is told. */
async function sessionFailed(tx: Tx, session: Session, now: Date) {
  const locked = await sessionEnded(tx, session, "failed", now);
  if (!locked) return;
  const { row, course, payment } = locked;
  if (!course || row.status !== "registered" || row.paymentHoldUntil === null) return;
  const [released] = await tx
    .update(registrations)
    .set({ status: "cancelled", cancelledAt: now, paymentHoldUntil: null, updatedAt: now })
    .where(eq(registrations.id, row.id))
    .returning();
  await settleSeats(tx, course, now);
  await enqueuePaymentMail(tx, "failed", released!, payment.amount, payment.paymentIntentId);
  await noteOnRegistration(
    tx,
    row.id,
    `Online payment failed (${payment.sessionId}); seat released`,
  );
}

/** Failed or expired: only an open payment moves (a paid one never goes back). */
async function sessionEnded(tx: Tx, session: Session, status: "failed" | "expired", now: Date) {
  const locked = await lockSession(tx, session, now);
  if (!locked || locked.payment.status !== "open") return null;
  const [payment] = await tx
    .update(onlinePayments)
    .set({
      status,
      paymentIntentId: idOf(session.payment_intent) ?? locked.payment.paymentIntentId,
      updatedAt: now,
    })
    .where(eq(onlinePayments.id, locked.payment.id))
    .returning();
  return { ...locked, payment: payment! };
}
