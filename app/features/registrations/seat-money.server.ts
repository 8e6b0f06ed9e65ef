import { and, desc, eq, inArray, isNull, notInArray } from "drizzle-orm";
import type { Db, Tx } from "#server/db/client";
import { invoices, onlinePayments, onlineRefunds, registrationPayments } from "#server/db/schema";
import { calendarDateKey } from "#common/dates";
import { toSen } from "#app/features/invoices/invoice-model";
import { ledgerFigures } from "#app/features/invoices/ledger.server";
import { owedSen } from "#app/features/invoices/ledger";

/**
 * What a seat's buyer paid and what went (or is to go) back, read from the payments and the
 * invoice's ledger: what the cancel page quotes, what the cancellation mails say and what
 * the back office's payment column keeps showing once the seat is cancelled.
 */
export interface SeatMoney {
  /** Paid online through Stripe (refunded to the card), or recorded by the team. */
  how: "card" | "manual";
  paidSen: number;
  /** Stripe's payment intent, or the team's method and reference. */
  method: string;
  reference: string | null;
  /** The Malaysian day it was paid, "YYYY-MM-DD". */
  paidOn: string | null;
  /** Given back to the card: refunds asked of Stripe that did not fail. */
  refundedSen: number;
  /** Credited but not paid back yet (a manual payment's refund is made by hand). */
  owedBackSen: number;
}

// Refunds Stripe has taken and not turned down (pending ones are on their way).
const GIVEN_BACK = ["succeeded", "pending", "requires_action"];

/** Each registration's money, for those that paid anything. */
export async function seatMoneyOf(
  db: Db | Tx,
  registrationIds: readonly string[],
): Promise<Map<string, SeatMoney>> {
  const found = new Map<string, SeatMoney>();
  if (registrationIds.length === 0) return found;
  const online = await db
    .select()
    .from(onlinePayments)
    .where(
      and(
        inArray(onlinePayments.registrationId, [...registrationIds]),
        inArray(onlinePayments.status, ["paid", "partially_refunded", "refunded"]),
      ),
    )
    .orderBy(desc(onlinePayments.paidAt));
  const refunds =
    online.length === 0
      ? []
      : await db
          .select({ paymentId: onlineRefunds.paymentId, amount: onlineRefunds.amount })
          .from(onlineRefunds)
          .where(
            and(
              inArray(
                onlineRefunds.paymentId,
                online.map((p) => p.id),
              ),
              inArray(onlineRefunds.status, GIVEN_BACK),
            ),
          );
  for (const payment of online) {
    if (found.has(payment.registrationId)) continue;
    const asked = refunds
      .filter((r) => r.paymentId === payment.id)
      .reduce((sum, r) => sum + toSen(r.amount), 0);
    found.set(payment.registrationId, {
      how: "card",
      paidSen: toSen(payment.amount),
      method: "card",
      reference: payment.paymentIntentId,
      paidOn: payment.paidAt ? calendarDateKey(payment.paidAt) : null,
      refundedSen: Math.max(toSen(payment.amountRefunded), asked),
      owedBackSen: 0,
    });
  }
  const rest = registrationIds.filter((id) => !found.has(id));
  if (rest.length === 0) return found;
  const manual = await db
    .select()
    .from(registrationPayments)
    .where(
      and(
        inArray(registrationPayments.registrationId, rest),
        isNull(registrationPayments.voidedAt),
      ),
    )
    .orderBy(desc(registrationPayments.createdAt));
  for (const row of manual) {
    if (found.has(row.registrationId)) continue;
    found.set(row.registrationId, {
      how: "manual",
      paidSen: toSen(row.amount),
      method: row.method,
      reference: row.reference,
      paidOn: row.paidOn,
      refundedSen: 0,
      owedBackSen: await owedBackOf(db, row.registrationId),
    });
  }
  return found;
}

/**
 * What the seat's own invoice owes its buyer: collected beyond what it asks once its credit
 * notes are taken off. A group's invoice is shared, so no one seat's share is read from it.
 */
async function owedBackOf(db: Db | Tx, registrationId: string): Promise<number> {
  const [invoice] = await db
    .select()
    .from(invoices)
    .where(
      and(
        eq(invoices.kind, "invoice"),
        eq(invoices.registrationId, registrationId),
        isNull(invoices.groupId),
        notInArray(invoices.status, ["void"]),
      ),
    )
    .limit(1);
  if (!invoice) return 0;
  return Math.max(0, -owedSen(await ledgerFigures(db, invoice)));
}

export async function seatMoney(db: Db | Tx, registrationId: string): Promise<SeatMoney | null> {
  return (await seatMoneyOf(db, [registrationId])).get(registrationId) ?? null;
}
