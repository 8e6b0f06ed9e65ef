import { and, desc, eq, inArray } from "drizzle-orm";
import type { Tx } from "#server/db/client";
import { lockRow } from "#server/db/rows";
import {
  auditLog,
  masterclasses,
  onlinePayments,
  onlineRefunds,
  registrations,
} from "#server/db/schema";
import { getDb } from "#server/runtime";
import { conflict, notFound, ok, refused, type Outcome } from "#common/outcome";
import { formatMYR } from "#common/money";
import { logError } from "#app/features/errors/log.server";
import { issueCreditNote } from "#app/features/invoices/invoice-payments.server";
import { invoiceOfSource } from "#app/features/invoices/issue-invoice.server";
import { enqueueInvoiceMail } from "#app/features/invoices/invoice-mail.server";
import { raiseMoneyAlert } from "#app/features/invoices/money-alert.server";
import {
  cancelRegistration,
  cancelRegistrationIn,
} from "#app/features/registrations/manage-registration.server";
import { seatMoney, type SeatMoney } from "#app/features/registrations/seat-money.server";
import { lockCourse } from "#app/features/registrations/seats.server";
import { quoteOf, seatOf, type CancellationQuote } from "./cancellation-quote.server";
import { claimRefund, releaseRefund } from "./refund-claim.server";
import { noteOnRegistration } from "./payment-records.server";
import { applyRefundTotal, lockPaymentChain, refundsTotal } from "./refund-records.server";
import { fromSen, stripeClient, stripeSettings, toSen } from "./stripe-client.server";

// A paid seat cancelled with its money: the one path of the back office's "Cancel and refund"
// and of the registrant's own cancel link (docs/decisions/0052-cancellation-rule.md).

/** Who cancels: a member of the team, or the registrant through her signed link. */
export interface MoneyActor {
  id: string | null;
  email: string;
}

/** The audit log's name for a cancellation made through the link of a registration mail. */
export const REGISTRANT_ACTOR: MoneyActor = { id: null, email: "Registrant (cancel link)" };

type Registration = typeof registrations.$inferSelect;
type Course = typeof masterclasses.$inferSelect;

async function audit(
  tx: Tx,
  actor: MoneyActor,
  action: string,
  row: Registration,
  summary: string,
  details: Record<string, unknown> = {},
) {
  await tx.insert(auditLog).values({
    actorId: actor.id,
    actorEmail: actor.email,
    action,
    targetType: "registration",
    targetId: row.id,
    summary,
    details: { reference: row.reference, courseId: row.productId, ...details },
  });
}

export interface CancelDone {
  reference: string;
  /** What goes back, in sen (0: nothing). */
  refundSen: number;
  /** card: asked of Stripe; manual: to be paid back by the team (credited); null: nothing paid. */
  how: SeatMoney["how"] | null;
  creditNote: string | null;
  /** The sentence the back office's toast shows. */
  summary: string;
}

export type CancelRefusal = "not-found" | "conflict" | "already-cancelled" | "busy" | "changed";
export type CancelOutcome = Outcome<CancelDone, CancelRefusal>;

export interface CancelOptions {
  /** The course the team's page is about: a registration of another course is not found. */
  courseId?: string;
  /** The amount the registrant was shown: a different one now (the day turned) is refused. */
  expectSen?: number;
  /** Mail the team a money alert for a refund owed by hand (the registrant cancelled herself). */
  alert?: boolean;
}

/**
 * Cancels a seat and gives back `refund` (sen) of its payment, or what the course's rule
 * gives today. Paid online, the refund is asked of Stripe under the payment's refund claim
 * (one at a time; Stripe's idempotency key is the payment and how much of it was refunded
 * before), then recorded with its credit note and the seat cancelled in one transaction, the
 * claim held until then: a second submit finds the claim or the seat cancelled, never a second
 * refund. Paid by hand (bank transfer…), the refund is owed: a credit note for it, and with
 * `alert` the team is told what to pay back. The cancellation mails say what was paid and
 * what goes back.
 */
export async function cancelWithRefund(
  actor: MoneyActor,
  registrationId: string,
  refund: { sen: number } | "rule",
  now = new Date(),
  options: CancelOptions = {},
): Promise<CancelOutcome> {
  const seat = await seatOf(getDb(), registrationId);
  if (!seat || (options.courseId && seat.row.productId !== options.courseId))
    return notFound("That registration is not in this course any more. Reload the list.");
  const { row, course } = seat;
  if (row.status === "cancelled")
    return refused("already-cancelled", `${row.reference} is already cancelled.`);
  const money = await seatMoney(getDb(), row.id);
  const quote = quoteOf(row, course, money, now);
  const sen = refund === "rule" ? (quote?.sen ?? 0) : refund.sen;
  if (!Number.isInteger(sen) || sen < 0) return conflict("Enter an amount of zero or more.");
  if (options.expectSen !== undefined && options.expectSen !== sen)
    return refused(
      "changed",
      `The refund is now ${formatMYR(fromSen(sen))}, not ${formatMYR(fromSen(options.expectSen))}: check it and confirm again.`,
    );
  if (sen > 0 && !money) return conflict(`${row.reference} has no payment to refund.`);
  const context = { actor, row, course, sen, quote, options, now };
  return money?.how === "card" ? cancelPaidOnline(context) : cancelPaidByHand(context, money);
}

interface CancelContext {
  actor: MoneyActor;
  row: Registration;
  course: Course;
  sen: number;
  quote: CancellationQuote | null;
  options: CancelOptions;
  now: Date;
}

async function cancelIn(tx: Tx, { actor, row, course, now, quote }: CancelContext) {
  const [fresh] = await tx.select().from(registrations).where(eq(registrations.id, row.id));
  // A refund of the whole payment has cancelled the seat already (applyRefundTotal).
  if (fresh && fresh.status !== "cancelled") await cancelRegistrationIn(tx, row.reference, now);
  const self = actor.id === null;
  await audit(
    tx,
    actor,
    "registration.cancel",
    row,
    self
      ? `${row.reference} (${course.title}) was cancelled by its registrant`
      : `Cancelled ${row.reference} (${course.title})`,
    { previousStatus: row.status, ...(quote ? { rule: quote.sentence } : {}) },
  );
}

async function cancelPaidOnline(context: CancelContext): Promise<CancelOutcome> {
  const { actor, row, sen, now } = context;
  const settings = stripeSettings();
  const [payment] = await getDb()
    .select()
    .from(onlinePayments)
    .where(
      and(
        eq(onlinePayments.registrationId, row.id),
        inArray(onlinePayments.status, ["paid", "partially_refunded", "refunded"]),
      ),
    )
    .orderBy(desc(onlinePayments.paidAt))
    .limit(1);
  if (!payment) return conflict(`${row.reference} has no online payment to refund.`);
  if (sen > 0 && !settings)
    return conflict("Online payments are switched off: the refund cannot be made here.");
  const claimed = await claimRefund(payment.id, now);
  if (!claimed)
    return refused(
      "busy",
      `A refund of ${row.reference} is being made right now. Reload the list in a moment to see it.`,
    );
  try {
    // Read again under the claim: a first submit that held it has cancelled the seat by now.
    const [current] = await getDb()
      .select({ status: registrations.status })
      .from(registrations)
      .where(eq(registrations.id, row.id));
    if (!current || current.status === "cancelled")
      return refused("already-cancelled", `${row.reference} is already cancelled.`);
    const refundedSen = toSen(claimed.amountRefunded);
    const left = toSen(claimed.amount) - refundedSen;
    if (sen > 0 && left <= 0)
      return conflict(`${row.reference}'s payment is already refunded in full.`);
    if (sen > left)
      return conflict(`At most ${formatMYR(fromSen(left))} of ${row.reference} can be refunded.`);
    let made = null;
    if (sen > 0 && settings) {
      try {
        made = await stripeClient(settings).refunds.create(
          {
            payment_intent: claimed.paymentIntentId!,
            amount: sen,
            metadata: { registration_id: row.id, reference: row.reference },
          },
          { idempotencyKey: `refund-${payment.id}-after-${refundedSen}-of-${sen}` },
        );
      } catch (error) {
        logError(error, "Stripe refund could not be created");
        return conflict(
          "Stripe did not take the refund; nothing was changed. Try again in a moment.",
        );
      }
    }
    const refundMade = made;
    await getDb().transaction(async (tx) => {
      const locked = await lockPaymentChain(tx, { paymentId: payment.id });
      if (!locked) return;
      if (refundMade) {
        await tx
          .insert(onlineRefunds)
          .values({
            id: refundMade.id,
            paymentId: payment.id,
            amount: fromSen(refundMade.amount),
            status: refundMade.status ?? "pending",
            createdAt: now,
            updatedAt: now,
          })
          .onConflictDoUpdate({
            target: onlineRefunds.id,
            set: { status: refundMade.status ?? "pending", updatedAt: now },
          });
        await applyRefundTotal(tx, locked.payment, await refundsTotal(tx, payment.id), now);
        await noteOnRegistration(
          tx,
          row.id,
          `Refund of ${formatMYR(fromSen(sen))} asked of Stripe (${refundMade.id})`,
          actor,
        );
        await audit(
          tx,
          actor,
          "registration.refund",
          row,
          `Refunded ${formatMYR(fromSen(sen))} of ${row.reference}'s online payment`,
          { refundId: refundMade.id, amount: fromSen(sen) },
        );
      }
      await cancelIn(tx, context);
    });
  } finally {
    await releaseRefund(payment.id);
  }
  const label = formatMYR(fromSen(sen));
  return ok({
    reference: row.reference,
    refundSen: sen,
    how: "card",
    creditNote: null,
    summary:
      sen > 0 ? `Cancelled ${row.reference} and refunded ${label}` : `Cancelled ${row.reference}`,
  });
}

async function cancelPaidByHand(
  context: CancelContext,
  money: SeatMoney | null,
): Promise<CancelOutcome> {
  const { actor, row, course, sen, quote, options, now } = context;
  return getDb().transaction(async (tx): Promise<CancelOutcome> => {
    await lockCourse(tx, course.id);
    const locked = await lockRow(tx, registrations, eq(registrations.id, row.id));
    if (!locked) return notFound("That registration is not in this course any more.");
    if (locked.status === "cancelled")
      return refused("already-cancelled", `${row.reference} is already cancelled.`);
    let creditNote: string | null = null;
    if (sen > 0 && money) {
      const left = money.paidSen - money.owedBackSen;
      if (sen > left)
        return conflict(`At most ${formatMYR(fromSen(left))} of ${row.reference} can be refunded.`);
      const label = formatMYR(fromSen(sen));
      const invoice = await invoiceOfSource(tx, { registrationId: row.id });
      if (invoice && invoice.status !== "void" && invoice.status !== "credited") {
        const note = await issueCreditNote(
          tx,
          invoice.id,
          {
            amount: fromSen(sen),
            reason: `Cancellation of ${row.reference}: ${label} to pay back by bank transfer`,
          },
          now,
        );
        if (!note.ok) return conflict(note.message ?? "The credit note could not be issued.");
        creditNote = note.value.number;
        await enqueueInvoiceMail(tx, note.value);
      }
      const summary = `${row.reference} (${course.title}) was cancelled: ${label} of the ${formatMYR(fromSen(money.paidSen))} paid by ${money.method.replace("_", " ")}${money.reference ? ` (${money.reference})` : ""} is to be paid back by bank transfer.${creditNote ? ` Credit note ${creditNote} was issued.` : " No invoice to credit."}`;
      if (options.alert)
        await raiseMoneyAlert(tx, {
          key: `cancel-refund:${row.id}`,
          summary: `${summary}${quote ? ` ${quote.sentence}` : ""}`,
          differenceSen: sen,
          invoice: invoice ?? null,
          registration: row,
          details: { refund: fromSen(sen), creditNote, rule: quote?.sentence ?? null },
        });
      await noteOnRegistration(tx, row.id, `${label} to pay back by bank transfer`, actor);
      await audit(tx, actor, "registration.refund_owed", row, summary, {
        amount: fromSen(sen),
        creditNote,
      });
    }
    await cancelIn(tx, { ...context, row: locked });
    const label = formatMYR(fromSen(sen));
    return ok({
      reference: row.reference,
      refundSen: sen,
      how: money ? "manual" : null,
      creditNote,
      summary:
        sen > 0
          ? `Cancelled ${row.reference}; ${label} to pay back by bank transfer${creditNote ? ` (credit note ${creditNote})` : ""}`
          : `Cancelled ${row.reference}`,
    });
  });
}

/**
 * The registrant's own cancellation, from the signed link of her mails: a course seat gets
 * the rule's refund (the amount she was shown, `expectSen`, or a refusal if the day turned
 * since), anything else is cancelled as before.
 */
export async function cancelFromLink(
  registration: { id: string; reference: string; productType: string },
  expectSen: number | null,
  now = new Date(),
): Promise<CancelOutcome> {
  if (registration.productType !== "masterclass") {
    const outcome = await cancelRegistration(registration.reference, now);
    return outcome.ok
      ? ok({
          reference: registration.reference,
          refundSen: 0,
          how: null,
          creditNote: null,
          summary: `Cancelled ${registration.reference}`,
        })
      : refused("already-cancelled", `${registration.reference} is already cancelled.`);
  }
  return cancelWithRefund(REGISTRANT_ACTOR, registration.id, "rule", now, {
    alert: true,
    ...(expectSen === null ? {} : { expectSen }),
  });
}
