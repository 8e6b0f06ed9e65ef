import { eq } from "drizzle-orm";
import type { Db, Tx } from "#server/db/client";
import { masterclasses, registrations } from "#server/db/schema";
import { getDb } from "#server/runtime";
import { formatMYR } from "#common/money";
import {
  refundDue,
  ruleOf,
  ruleSummary,
  type RefundDue,
} from "#app/features/catalogue/cancellation-rule";
import { refundableByRule } from "#app/features/registrations/registration-mails.server";
import { seatMoney, type SeatMoney } from "#app/features/registrations/seat-money.server";
import type { CancelMoneyView } from "./cancel-money";
import { fromSen } from "./stripe-client.server";

// What cancelling a paid seat gives back under its course's rule, as the cancel page states it
// before the click and after it (docs/decisions/0052-cancellation-rule.md).

type Registration = typeof registrations.$inferSelect;
type Course = typeof masterclasses.$inferSelect;

/** What cancelling a paid seat now gives back, as the cancel page states it before the click. */
export interface CancellationQuote extends RefundDue {
  how: SeatMoney["how"];
  paidSen: number;
  /** Already given back (or owed back) before this cancellation. */
  refundedSen: number;
  /** The course's rule in a line. */
  rule: string;
}

export async function seatOf(db: Db | Tx, registrationId: string) {
  const [row] = await db
    .select()
    .from(registrations)
    .where(eq(registrations.id, registrationId))
    .limit(1);
  if (!row || row.productType !== "masterclass") return null;
  const [course] = await db
    .select()
    .from(masterclasses)
    .where(eq(masterclasses.id, row.productId))
    .limit(1);
  return course ? { row, course } : null;
}

export function quoteOf(
  row: Registration,
  course: Course,
  money: SeatMoney | null,
  now: Date,
): CancellationQuote | null {
  // A seat booked through HRDC is settled with its company, not by the rule.
  if (!money || !refundableByRule(row, money)) return null;
  const refundedSen = money.refundedSen + money.owedBackSen;
  const due = refundDue(ruleOf(course), money.paidSen, course.date, now);
  return {
    ...due,
    sen: Math.max(0, Math.min(due.sen, money.paidSen - refundedSen)),
    how: money.how,
    paidSen: money.paidSen,
    refundedSen,
    rule: ruleSummary(ruleOf(course)),
  };
}

/** The quote for a seat paid by its registrant; null when nothing was paid by her. */
export async function cancellationQuote(
  registrationId: string,
  now = new Date(),
): Promise<CancellationQuote | null> {
  const db = getDb();
  const seat = await seatOf(db, registrationId);
  if (!seat) return null;
  return quoteOf(seat.row, seat.course, await seatMoney(db, registrationId), now);
}

/** The cancel page's money: the quote before the click, what went back after it. */
export async function cancelMoneyView(
  registration: { id: string; status: string },
  now = new Date(),
): Promise<CancelMoneyView | null> {
  const label = (sen: number) => formatMYR(fromSen(sen));
  if (registration.status !== "cancelled") {
    const quote = await cancellationQuote(registration.id, now);
    if (!quote) return null;
    return {
      how: quote.how,
      paid: label(quote.paidSen),
      refund: label(quote.sen),
      refundSen: quote.sen,
      sentence: quote.sentence,
      rule: quote.rule,
    };
  }
  const money = await seatMoney(getDb(), registration.id);
  if (!money) return null;
  const back = money.how === "card" ? money.refundedSen : money.owedBackSen;
  return {
    how: money.how,
    paid: label(money.paidSen),
    refund: label(back),
    refundSen: back,
    sentence: null,
    rule: null,
  };
}
