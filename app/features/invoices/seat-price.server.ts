import { eq } from "drizzle-orm";
import type { Db, Tx } from "#server/db/client";
import { masterclasses, type registrations } from "#server/db/schema";
import { formatDateRange } from "#common/dates";
import { invoiceSettings } from "./invoice-settings.server";
import { priceLines, toSen, type Totals } from "./invoice-model";

type Registration = typeof registrations.$inferSelect;
export type CourseDates = { date: Date; endDate: Date | null };

/** The course's dates, for the line's label and the due date (none for a book or a gone course). */
export async function courseDatesOf(
  db: Tx | Db,
  courseId: string | null,
): Promise<CourseDates | null> {
  if (!courseId) return null;
  const [course] = await db
    .select({ date: masterclasses.date, endDate: masterclasses.endDate })
    .from(masterclasses)
    .where(eq(masterclasses.id, courseId))
    .limit(1);
  return course ?? null;
}

export function courseLabel(title: string, course: CourseDates | null): string {
  return course ? `${title} (${formatDateRange(course.date, course.endDate)})` : title;
}

export interface SeatPrice extends Totals {
  course: CourseDates | null;
  /** The total in sen: what Checkout asks, the invoice totals and the receipt says was paid. */
  totalSen: number;
}

/**
 * What one self-paid seat or book order costs now: its line (the price stored on the
 * registration when it was made, never a form's), the SST at today's rate and the total, in
 * sen. The one price: Checkout asks Stripe for `totalSen` and the invoice prints these lines,
 * so what the bank collects is what the paper says (docs/decisions/0050-invoice-ledger.md).
 * An invoice already issued keeps its own figures; this prices only what is not invoiced yet.
 */
export async function seatPrice(
  db: Tx | Db,
  row: Registration,
  /** An issued invoice's own rate, when it is priced again after a change. */
  sstRate = invoiceSettings().sstRate,
): Promise<SeatPrice> {
  const book = row.productType === "book";
  const course = book ? null : await courseDatesOf(db, row.productId);
  const description = book
    ? `Book: ${row.productTitle}`
    : `Training fee: ${courseLabel(row.productTitle, course)}`;
  const totals = priceLines(
    [{ description, quantity: 1, unitPrice: row.productPrice ?? "0.00" }],
    sstRate,
  );
  return { ...totals, course, totalSen: toSen(totals.total) };
}
