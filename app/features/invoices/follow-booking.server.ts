import { and, eq, isNotNull, isNull } from "drizzle-orm";
import { lockRow } from "#server/db/rows";
import type { Tx } from "#server/db/client";
import { invoices, registrationGroups, registrations } from "#server/db/schema";
import { formatDateTime } from "#common/dates";
import { enqueueInvoiceMail } from "./invoice-mail.server";
import { fromSen, type PricedLine } from "./invoice-model";
import { creditLeftSen, issueCreditNote, settleAndCheck } from "./invoice-payments.server";
import {
  groupCharge,
  insertGroupInvoice,
  insertNumbered,
  invoiceOfSource,
  type Invoice,
} from "./issue-invoice.server";
import { addLedgerEntry, ledgerFigures } from "./ledger.server";
import { seatPrice } from "./seat-price.server";

/**
 * An invoice follows its booking: a change that alters what it says (an attendee cancelled,
 * added or swapped, a name corrected, the course moved, a price corrected) credits the invoice
 * in full and issues a new one for what stands, never an edited invoice. Money already paid is
 * carried to the new invoice, so what is still owed stays owed, and what was overpaid shows
 * as owed back (docs/decisions/0050-invoice-ledger.md).
 */

/** What an invoice prints that a booking change can alter: buyer and lines. */
function printed(invoice: {
  buyerName: string;
  buyerCompany: string | null;
  lines: readonly PricedLine[];
}): string {
  return JSON.stringify([
    invoice.buyerName,
    invoice.buyerCompany,
    invoice.lines.map((l) => [l.description, l.quantity, l.unitPrice, l.taxRate, l.tax]),
  ]);
}

export interface Replaced {
  replaced: Invoice;
  by: Invoice | null;
}

/**
 * Credits `current` in full (what is left to credit) and carries the money it holds to the
 * invoice `issue` makes (none: the booking has nothing left to invoice, and what was paid is
 * owed back). Both documents are mailed to the buyer.
 */
async function replaceInvoice(
  tx: Tx,
  current: Invoice,
  issue: (() => Promise<Invoice>) | null,
  why: string,
  now: Date,
): Promise<Replaced> {
  const figures = await ledgerFigures(tx, current);
  const held = figures.collectedSen - figures.refundedSen;
  const carry = issue !== null && held > 0;
  if (carry)
    await addLedgerEntry(tx, current.id, {
      kind: "carried_out",
      amountSen: held,
      source: `carried-out:${current.id}`,
      reference: current.number,
      occurredAt: now,
    });
  const left = await creditLeftSen(tx, current);
  if (left > 0) {
    const note = await issueCreditNote(
      tx,
      current.id,
      {
        amount: fromSen(left),
        reason: `The booking changed (${why}) on ${formatDateTime(now)}; a new invoice replaces this one`,
      },
      now,
      false,
    );
    if (note.ok) await enqueueInvoiceMail(tx, note.value);
  }
  await settleAndCheck(tx, current.id, now);
  const fresh = issue ? await issue() : null;
  if (fresh && carry)
    await addLedgerEntry(tx, fresh.id, {
      kind: "carried_in",
      amountSen: held,
      source: `carried-in:${current.id}`,
      method: current.paymentMethod,
      reference: `Paid on ${current.number}`,
      occurredAt: now,
    });
  const settled = fresh ? await settleAndCheck(tx, fresh.id, now) : null;
  if (settled) await enqueueInvoiceMail(tx, settled.invoice);
  return { replaced: current, by: settled?.invoice ?? fresh };
}

/** Whether an invoice still stands for its booking (not void, not credited away). */
const standing = (invoice: Invoice | null): invoice is Invoice =>
  invoice !== null && invoice.status !== "void" && invoice.status !== "credited";

/**
 * The HRDC booking's invoice after a change: replaced when what it would say now differs
 * (at the SST rate it was issued with: a new rate never changes an issued invoice).
 */
export async function followGroupInvoice(
  tx: Tx,
  groupId: string,
  why: string,
  now = new Date(),
): Promise<Replaced | null> {
  const group = await lockRow(tx, registrationGroups, eq(registrationGroups.id, groupId));
  // An erased booking mails nobody; its tax documents stay as issued.
  if (!group || group.erasedAt !== null) return null;
  const current = await invoiceOfSource(tx, { groupId });
  if (!standing(current)) return null;
  const rate = current.lines[0]?.taxRate ?? 0;
  const charge = await groupCharge(tx, group, rate);
  const wouldSay = charge && {
    buyerName: group.hrName,
    buyerCompany: group.companyName,
    lines: charge.totals.lines,
  };
  if (wouldSay && printed(wouldSay) === printed(current)) return null;
  return replaceInvoice(
    tx,
    current,
    charge ? () => insertGroupInvoice(tx, group, charge, now) : null,
    why,
    now,
  );
}

/**
 * A self-paid seat's invoice after a change of what it prints (the name, the course's dates,
 * the price): replaced for a firm seat. A cancelled one is voided or credited by the
 * cancellation itself.
 */
export async function followRegistrationInvoice(
  tx: Tx,
  registrationId: string,
  why: string,
  now = new Date(),
): Promise<Replaced | null> {
  const row = await lockRow(tx, registrations, eq(registrations.id, registrationId));
  if (!row || row.groupId)
    return row?.groupId ? followGroupInvoice(tx, row.groupId, why, now) : null;
  if (row.status !== "registered" && row.status !== "confirmed") return null;
  if (row.erasedAt !== null) return null;
  const current = await invoiceOfSource(tx, { registrationId });
  if (!standing(current)) return null;
  const price = await seatPrice(tx, row, current.lines[0]?.taxRate ?? 0);
  const wouldSay = { buyerName: row.name, buyerCompany: row.org, lines: price.lines };
  if (printed(wouldSay) === printed(current)) return null;
  const { id: _id, number: _n, year: _y, sequence: _s, createdAt: _c, ...copied } = current;
  return replaceInvoice(
    tx,
    current,
    () =>
      insertNumbered(tx, {
        ...copied,
        issuedAt: now,
        status: "unpaid",
        buyerName: row.name,
        buyerCompany: row.org,
        lines: price.lines,
        subtotal: price.subtotal,
        tax: price.tax,
        total: price.total,
        paymentMethod: null,
        paymentReference: null,
        paidAt: null,
        voidedAt: null,
      }),
    why,
    now,
  );
}

/** Every booking of a course after the course changed (its dates are on each invoice line). */
export async function followCourseInvoices(
  tx: Tx,
  courseId: string,
  why: string,
  now = new Date(),
): Promise<number> {
  const groups = await tx
    .select({ id: registrationGroups.id })
    .from(registrationGroups)
    .where(eq(registrationGroups.masterclassId, courseId));
  const seats = await tx
    .select({ id: registrations.id })
    .from(registrations)
    .innerJoin(invoices, eq(invoices.registrationId, registrations.id))
    .where(
      and(
        eq(registrations.productId, courseId),
        isNull(registrations.groupId),
        isNotNull(invoices.id),
      ),
    );
  let replaced = 0;
  for (const group of groups) if (await followGroupInvoice(tx, group.id, why, now)) replaced++;
  for (const seat of new Set(seats.map((s) => s.id)))
    if (await followRegistrationInvoice(tx, seat, why, now)) replaced++;
  return replaced;
}
