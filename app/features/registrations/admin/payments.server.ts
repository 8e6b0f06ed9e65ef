import { and, asc, desc, eq, inArray, isNull } from "drizzle-orm";
import type { AdminUser } from "#server/auth/sessions";
import type { Db, Tx } from "#server/db/client";
import { lockRow } from "#server/db/rows";
import { registrationGroups, registrationPayments, registrations } from "#server/db/schema";
import { getDb } from "#server/runtime";
import { conflict, notFound, ok } from "#common/outcome";
import { formatMYR } from "#common/money";
import { recordAudit } from "#app/features/audit/audit.server";
import { enqueueRegistrationMails } from "#app/features/registrations/registration-mails.server";
import { lockCourse, type LockedCourse } from "#app/features/registrations/seats.server";
import { markInvoicePaid, markInvoiceUnpaid } from "#app/features/invoices/invoice-payments.server";
import { enqueueInvoiceMail } from "#app/features/invoices/invoice-mail.server";
import { toSen } from "#app/features/invoices/invoice-model";
import type { PaymentInput } from "./booking-changes.schema";
import { PAYMENT_METHOD_LABEL, splitAmount, type PaymentView } from "./payments";
import {
  changeRegistration,
  NOT_FOUND,
  auditSeatChange,
  type ActionOutcome,
} from "./registration-changes.server";
import { standingPayment } from "#app/features/registrations/standing-payment.server";

// Payments the team confirms: one seat, or every unpaid seat of an HRDC group
// at once; each recorded (amount, method, reference, day) and undone only by
// voiding its row with a reason (docs/decisions/0036-manual-bookings.md).

function paymentDetails(payment: PaymentInput) {
  return {
    amount: payment.amount,
    method: payment.method,
    reference: payment.reference || null,
    paidOn: payment.paidOn,
  };
}

function describe(payment: PaymentInput): string {
  return `${formatMYR(payment.amount)} by ${PAYMENT_METHOD_LABEL[payment.method].toLowerCase()}`;
}

type Registration = typeof registrations.$inferSelect;

/** The Malaysian day a payment was made, as an instant (midday, so every zone reads that day). */
function paidAtOf(payment: PaymentInput): Date {
  return new Date(`${payment.paidOn}T12:00:00+08:00`);
}

/**
 * Records a payment for seats of one course, one seat or a group's at once: each seat
 * confirmed with its share of the amount (one payment row each, sharing a batch when
 * several), its holder told, and the invoice it settles marked paid, its receipt mailed
 * to the buyer once.
 */
async function recordPayment(
  tx: Tx,
  actor: AdminUser,
  course: LockedCourse,
  seats: readonly Registration[],
  payment: PaymentInput,
  now: Date,
): Promise<string | null> {
  const shares = splitAmount(payment.amount, seats.length);
  const batchId = seats.length > 1 ? crypto.randomUUID() : null;
  const receipts = new Set<string>();
  const recordedRows: { seatId: string; id: string; amount: string }[] = [];
  for (const [index, seat] of seats.entries()) {
    const [confirmed] = await tx
      .update(registrations)
      .set({ status: "confirmed", updatedAt: now })
      .where(eq(registrations.id, seat.id))
      .returning();
    const [recorded] = await tx
      .insert(registrationPayments)
      .values({
        registrationId: seat.id,
        batchId,
        ...paymentDetails({ ...payment, amount: shares[index]! }),
        recordedBy: actor.id,
        createdAt: now,
      })
      .returning({ id: registrationPayments.id, amount: registrationPayments.amount });
    recordedRows.push({ seatId: seat.id, ...recorded! });
    await enqueueRegistrationMails(tx, confirmed!, course, {
      recipients: "visitor",
      event: { kind: "confirmed" },
    });
  }
  for (const recorded of recordedRows) {
    const paid = await markInvoicePaid(tx, recorded.seatId, {
      method: payment.method,
      reference: payment.reference || null,
      paidAt: paidAtOf(payment),
      amountSen: toSen(recorded.amount),
      source: `payment:${recorded.id}`,
    });
    if (paid.ok && paid.value.changed && !receipts.has(paid.value.invoice.id)) {
      receipts.add(paid.value.invoice.id);
      await enqueueInvoiceMail(tx, paid.value.invoice);
    }
  }
  return batchId;
}

/** Payment received for one seat: registered → confirmed, recorded, the registrant told. */
export async function confirmPayment(
  actor: AdminUser,
  courseId: string,
  registrationId: string,
  payment: PaymentInput,
  now = new Date(),
): Promise<ActionOutcome> {
  return changeRegistration(courseId, registrationId, async (tx, found) => {
    const { course, row } = found;
    if (row.status !== "registered") {
      return conflict(
        row.status === "confirmed"
          ? `${row.reference} is already confirmed.`
          : `Only a registered seat can be confirmed; ${row.reference} is ${row.status}.`,
      );
    }
    if (row.confirmBy !== null)
      return conflict(`${row.reference} waits for its booking to be confirmed first.`);
    await recordPayment(tx, actor, course, [row], payment, now);
    await auditSeatChange(
      tx,
      actor,
      "confirm",
      found,
      (seat) => `Confirmed the payment of ${seat}: ${describe(payment)}`,
      {
        payment: paymentDetails(payment),
      },
    );
    return ok(`Payment confirmed for ${row.reference}`);
  });
}

/** The group's seats a payment for it covers: held, firm, not yet paid. */
async function unpaidSeats(tx: Tx | Db, groupId: string) {
  return tx
    .select()
    .from(registrations)
    .where(
      and(
        eq(registrations.groupId, groupId),
        eq(registrations.status, "registered"),
        isNull(registrations.confirmBy),
      ),
    )
    .orderBy(asc(registrations.createdAt), asc(registrations.id));
}

/**
 * The company paid for its whole group: every held, unpaid seat is confirmed
 * at once, the amount shared between them (one payment row each, one batch),
 * each attendee told, one audit entry. Waiting attendees are not covered.
 */
export async function confirmGroupPayment(
  actor: AdminUser,
  courseId: string,
  groupId: string,
  payment: PaymentInput,
  now = new Date(),
): Promise<ActionOutcome> {
  return getDb().transaction(async (tx) => {
    const course = await lockCourse(tx, courseId);
    if (!course) return notFound(NOT_FOUND);
    const group = await lockRow(
      tx,
      registrationGroups,
      and(eq(registrationGroups.id, groupId), eq(registrationGroups.masterclassId, courseId)),
    );
    if (!group)
      return notFound("That HRDC booking is not in this course any more. Reload the list.");
    if (group.confirmedAt === null)
      return conflict(`${group.reference} waits for its booking to be confirmed first.`);
    const seats = await unpaidSeats(tx, group.id);
    if (seats.length === 0) return conflict(`${group.reference} has no held seat left to pay for.`);
    const batchId = await recordPayment(tx, actor, course, seats, payment, now);
    await recordAudit(tx, actor, {
      action: "registration.confirm_group",
      targetType: "registration_group",
      targetId: group.id,
      summary: `Confirmed the payment of ${group.reference} for ${seats.length} ${seats.length === 1 ? "seat" : "seats"} (${course.title}): ${describe(payment)}`,
      details: {
        groupReference: group.reference,
        courseId,
        references: seats.map((seat) => seat.reference),
        batchId,
        payment: paymentDetails(payment),
      },
    });
    return ok(
      `Payment confirmed for ${seats.length} ${seats.length === 1 ? "seat" : "seats"} of ${group.reference}`,
    );
  });
}

/**
 * A payment confirmed by mistake (or that bounced): the seat goes back to
 * registered and its payment row is voided with the reason; the audit entry
 * keeps what it said. The registrant is not mailed.
 */
export async function undoPayment(
  actor: AdminUser,
  courseId: string,
  registrationId: string,
  reason: string,
  now = new Date(),
): Promise<ActionOutcome> {
  return changeRegistration(courseId, registrationId, async (tx, found) => {
    const { row } = found;
    if (row.status !== "confirmed")
      return conflict(`${row.reference} has no confirmed payment to undo.`);
    const payment = await standingPayment(tx, row.id);
    if (payment)
      await tx
        .update(registrationPayments)
        .set({ voidedAt: now, voidReason: reason, voidedBy: actor.id })
        .where(eq(registrationPayments.id, payment.id));
    await tx
      .update(registrations)
      .set({ status: "registered", updatedAt: now })
      .where(eq(registrations.id, row.id));
    if (payment) await markInvoiceUnpaid(tx, payment.id, now);
    await auditSeatChange(
      tx,
      actor,
      "payment_undo",
      found,
      (seat) => `Undid the payment of ${seat}: ${reason}`,
      {
        reason,
        payment: payment
          ? {
              id: payment.id,
              amount: payment.amount,
              method: payment.method,
              reference: payment.reference,
              paidOn: payment.paidOn,
              batchId: payment.batchId,
            }
          : null,
      },
    );
    return ok(`Payment of ${row.reference} undone; the seat is held, unpaid`);
  });
}

/** The standing payment of each registration that has one, for the attendee rows. */
export async function paymentsOf(registrationIds: string[]): Promise<Map<string, PaymentView>> {
  const found = new Map<string, PaymentView>();
  if (registrationIds.length === 0) return found;
  const rows = await getDb()
    .select()
    .from(registrationPayments)
    .where(inArray(registrationPayments.registrationId, registrationIds))
    .orderBy(desc(registrationPayments.createdAt));
  // A batch's size counts its voided shares too: it is what was paid at once.
  const batchSizes = new Map<string, number>();
  for (const row of rows)
    if (row.batchId) batchSizes.set(row.batchId, (batchSizes.get(row.batchId) ?? 0) + 1);
  for (const row of rows) {
    if (row.voidedAt !== null || found.has(row.registrationId)) continue;
    found.set(row.registrationId, {
      amount: row.amount,
      method: row.method,
      reference: row.reference,
      paidOn: row.paidOn,
      batchSeats: row.batchId ? (batchSizes.get(row.batchId) ?? null) : null,
    });
  }
  return found;
}
