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
import { applyRefundTotal, lockPaymentChain, refundsTotal } from "./refund-records.server";
import { fromSen, stripeClient, stripeSettings, toSen } from "./stripe-client.server";
import { raiseMoneyAlert } from "#app/features/invoices/money-alert.server";
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
        const intent = idOf(charge.payment_intent);
        const locked = intent ? await lockPaymentChain(tx, { paymentIntentId: intent }) : null;
        if (locked) await applyRefundTotal(tx, locked.payment, charge.amount_refunded, now);
        return "handled";
      }
      case "refund.created":
      case "refund.updated": {
        const refund = event.data.object;
        const intent = idOf(refund.payment_intent);
        const locked = intent ? await lockPaymentChain(tx, { paymentIntentId: intent }) : null;
        if (!locked) return "handled";
        const { payment } = locked;
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
        await applyRefundTotal(tx, payment, await refundsTotal(tx, payment.id), now);
        return "handled";
      }
    }
  });
}

/**
 * The payment row of a session, and its registration, locked in the order every seat change
 * takes: the course, the registration, then the payment. Only a session the site created and
 * stored moves anything; any other (a session created by hand in Stripe's Dashboard, another
 * integration on the account, a forgery signed with a leaked secret) is kept with its event,
 * nothing is confirmed, and the team is alerted when it says money was paid.
 */
async function lockSession(tx: Tx, session: Session, paid = false) {
  const [stored] = await tx
    .select({ id: onlinePayments.id })
    .from(onlinePayments)
    .where(eq(onlinePayments.sessionId, session.id))
    .limit(1);
  if (!stored) {
    // An unknown session that expired or failed took no money: nothing to look at.
    if (!paid) return null;
    await raiseMoneyAlert(tx, {
      key: `unknown-session:${session.id}`,
      summary: `Stripe reported Checkout Session ${session.id} (${describeAmount(session)}), which this site never created: nothing was confirmed.`,
      differenceSen: session.amount_total ?? null,
      details: {
        sessionId: session.id,
        clientReferenceId: session.client_reference_id ?? null,
        amountTotal: session.amount_total ?? null,
        currency: session.currency ?? null,
      },
    });
    return null;
  }
  const locked = await lockPaymentChain(tx, { paymentId: stored.id });
  if (!locked) return null;
  const { payment, row } = locked;
  const course = row.productType === "masterclass" ? await lockCourse(tx, row.productId) : null;
  return { payment, row, course };
}

const describeAmount = (session: Session) =>
  session.amount_total == null
    ? "no amount"
    : `${(session.currency ?? "?").toUpperCase()} ${fromSen(session.amount_total)}`;

/**
 * Whether what Stripe collected is what the site asked: the stored amount, in ringgit, paid. A
 * session that differs is kept and alerted on, and confirms nothing.
 */
async function collectedAsAsked(
  tx: Tx,
  session: Session,
  locked: { payment: OnlinePayment; row: Registration },
): Promise<boolean> {
  const { payment, row } = locked;
  const asked = toSen(payment.amount);
  const matches =
    session.amount_total === asked &&
    (session.currency ?? "").toLowerCase() === payment.currency.toLowerCase() &&
    session.payment_status === "paid";
  if (matches) return true;
  await raiseMoneyAlert(tx, {
    key: `session-mismatch:${session.id}:${session.payment_status}:${session.amount_total ?? "none"}:${session.currency ?? "none"}`,
    summary: `Checkout Session ${session.id} for ${row.reference} reports ${describeAmount(session)} (${session.payment_status}), but the site asked MYR ${payment.amount}: the seat was not confirmed.`,
    differenceSen: session.amount_total == null ? asked : Math.abs(asked - session.amount_total),
    registration: row,
    details: {
      sessionId: session.id,
      asked: payment.amount,
      amountTotal: session.amount_total ?? null,
      currency: session.currency ?? null,
      paymentStatus: session.payment_status,
    },
  });
  await noteOnRegistration(
    tx,
    row.id,
    `Stripe reported ${describeAmount(session)} (${session.payment_status}) for a Checkout that asked MYR ${payment.amount}; nothing was confirmed, the team was alerted`,
  );
  return false;
}

const SETTLED = ["paid", "refunded", "partially_refunded"];

async function sessionAwaitingPayment(tx: Tx, session: Session, now: Date) {
  const locked = await lockSession(tx, session);
  if (!locked || locked.payment.status !== "open") return;
  await tx
    .update(onlinePayments)
    .set({ paymentIntentId: idOf(session.payment_intent), updatedAt: now })
    .where(eq(onlinePayments.id, locked.payment.id));
}

async function sessionPaid(tx: Tx, session: Session, now: Date) {
  const locked = await lockSession(tx, session, true);
  if (!locked || SETTLED.includes(locked.payment.status)) return;
  if (!(await collectedAsAsked(tx, session, locked))) return;
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
  const locked = await lockSession(tx, session);
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
