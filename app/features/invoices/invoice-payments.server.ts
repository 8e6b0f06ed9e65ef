import { and, desc, eq, inArray, ne, or, sql } from "drizzle-orm";
import { lockRow } from "#server/db/rows";
import type { Db, Tx } from "#server/db/client";
import { invoices, registrations } from "#server/db/schema";
import { conflict, notFound, ok, refused, type Outcome } from "#common/outcome";
import { fromSen, priceLines, toSen } from "./invoice-model";
import { ledgerBreaks, owedSen } from "./ledger";
import {
  addLedgerEntry,
  ledgerFigures,
  settleInvoice,
  voidLedgerEntry,
  type Settled,
} from "./ledger.server";
import { raiseMoneyAlert } from "./money-alert.server";
import {
  insertNumbered,
  invoiceOfSource,
  issueInvoice,
  type Invoice,
  type IssueRefusal,
} from "./issue-invoice.server";

// What happens to an invoice after it is issued: paid, unpaid again, void, credited.

export interface PaymentFacts {
  /** `bank_transfer`, `card`, `hrdc` … or the online provider's word (`stripe`); null: not recorded. */
  method: string | null;
  reference?: string | null;
  paidAt: Date;
  /** What came in, in sen; `owed`: whatever the invoice still asks (the team's "paid"). */
  amountSen: number | "owed";
  /** What the ledger row records, so recording it again adds nothing (`payment:<row id>`). */
  source: string;
  /** Told by an outside system (Stripe): a break of the ledger alerts the team. */
  outside?: boolean;
}

export interface InvoiceChange {
  invoice: Invoice;
  /** True when this payment made it paid: its receipt is to be mailed (once). */
  changed: boolean;
}

/** The invoice a registration's payment settles: its own, or its HRDC group's. */
async function invoiceOfRegistration(tx: Tx, registrationId: string) {
  const [row] = await tx
    .select({ id: registrations.id, groupId: registrations.groupId })
    .from(registrations)
    .where(eq(registrations.id, registrationId))
    .limit(1);
  if (!row) return null;
  return {
    row,
    invoice: await invoiceOfSource(tx, row.groupId ? { groupId: row.groupId } : { registrationId }),
  };
}

/**
 * Settles an invoice from its ledger and raises an alert for each way it breaks the ledger's
 * invariant (mailed once per problem and amount): nothing off is ever left unsaid.
 */
export async function settleAndCheck(
  tx: Tx,
  invoiceId: string,
  now: Date,
  /**
   * Alert (and mail) on a break: for outside events (Stripe's). What the team does by hand is
   * not mailed back to them; its breaks show on the Invoices page until settled.
   */
  options: { alert: boolean; registration?: { id: string; reference: string } | null } = {
    alert: false,
  },
): Promise<Settled | null> {
  const settled = await settleInvoice(tx, invoiceId, now);
  if (!settled || !options.alert) return settled;
  const registration = options.registration ?? null;
  for (const problem of ledgerBreaks(settled.figures)) {
    await raiseMoneyAlert(tx, {
      key: `ledger:${invoiceId}:${problem.code}:${problem.sen}`,
      summary: `Invoice ${settled.invoice.number}: ${problem.message}.`,
      differenceSen: problem.sen,
      invoice: settled.invoice,
      registration,
      details: { code: problem.code, ...settled.figures },
    });
  }
  return settled;
}

/**
 * A registration was paid (the team's record, or the online payment's webhook, after the seat
 * is confirmed): the payment is a row of its invoice's ledger (its own, or its group's: a
 * group's payment counts towards the one invoice, never shared out), the invoice issued now if
 * it has none. The invoice is paid once its ledger leaves nothing owed; a part payment leaves
 * the rest owed. Idempotent per payment (`source`).
 */
export async function markInvoicePaid(
  tx: Tx,
  registrationId: string,
  payment: PaymentFacts,
): Promise<Outcome<InvoiceChange, IssueRefusal | "conflict">> {
  const found = await invoiceOfRegistration(tx, registrationId);
  if (!found) return notFound("No such registration.");
  const { row } = found;
  let invoice = found.invoice;
  if (!invoice) {
    const issued = await issueInvoice(
      tx,
      row.groupId ? { groupId: row.groupId } : { registrationId },
      payment.paidAt,
    );
    if (!issued.ok) return issued;
    invoice = issued.value;
  }
  if (invoice.status === "void")
    return conflict(`Invoice ${invoice.number} is void: it cannot be paid.`);
  const before = invoice.status;
  const figures = await ledgerFigures(tx, invoice);
  const amountSen = payment.amountSen === "owed" ? owedSen(figures) : payment.amountSen;
  await addLedgerEntry(tx, invoice.id, {
    kind: "payment",
    amountSen,
    source: payment.source,
    method: payment.method,
    reference: payment.reference ?? null,
    occurredAt: payment.paidAt,
  });
  const settled = await settleAndCheck(tx, invoice.id, payment.paidAt, {
    alert: payment.outside ?? false,
  });
  const after = settled?.invoice ?? invoice;
  // Issued for a seat already paid, it is born paid: its receipt is still to send.
  const bornPaid = found.invoice === null && after.status === "paid";
  return ok({
    invoice: after,
    changed: after.status === "paid" && (before !== "paid" || bornPaid),
  });
}

/** A payment undone: its ledger row no longer counts, and its invoice is owed again. */
export async function markInvoiceUnpaid(
  tx: Tx,
  paymentRowId: string,
  now: Date,
): Promise<Invoice | null> {
  const invoiceId = await voidLedgerEntry(tx, `payment:${paymentRowId}`, now);
  if (!invoiceId) return null;
  return (await settleAndCheck(tx, invoiceId, now))?.invoice ?? null;
}

/**
 * A registration cancelled before anything was paid: its own invoice is void. It keeps its
 * number (no gaps); one with money on its ledger stays, to be settled with a credit note.
 */
export async function voidInvoiceOf(
  tx: Tx,
  registrationId: string,
  now = new Date(),
): Promise<Invoice | null> {
  const invoice = await invoiceOfSource(tx, { registrationId });
  if (!invoice || invoice.status !== "unpaid") return null;
  const figures = await ledgerFigures(tx, invoice);
  if (figures.collectedSen > 0 || figures.creditedSen > 0) return null;
  const [voided] = await tx
    .update(invoices)
    .set({ status: "void", voidedAt: now })
    .where(and(eq(invoices.id, invoice.id), eq(invoices.status, "unpaid")))
    .returning();
  return voided ?? null;
}

/** What of an invoice is not credited yet, in sen: its total less its credit notes. */
export async function creditLeftSen(tx: Tx | Db, invoice: Invoice): Promise<number> {
  const [credited] = await tx
    .select({ sen: sql<string>`coalesce(sum(-${invoices.total}), 0)::text` })
    .from(invoices)
    .where(and(eq(invoices.creditedInvoiceId, invoice.id), ne(invoices.status, "void")));
  return toSen(invoice.total) - toSen(credited?.sen ?? "0");
}

/**
 * A credit note against an invoice (a refund, a price corrected): its own series, the amount
 * (tax included, split at the invoice's rate) as a negative total, the reason. Credit notes
 * may not exceed what the invoice still holds; once they cover it all it is `credited`.
 */
export async function issueCreditNote(
  tx: Tx,
  invoiceId: string,
  credit: { amount: string | number; reason: string },
  now = new Date(),
  /** False when the caller adds more to the ledger (a refund) and settles once after it. */
  settle = true,
): Promise<Outcome<Invoice, "not-found" | "conflict" | "invalid">> {
  const invoice = await lockRow(tx, invoices, eq(invoices.id, invoiceId));
  if (!invoice || invoice.kind !== "invoice") return notFound("No such invoice.");
  if (invoice.status === "void" || invoice.status === "credited")
    return conflict(`Invoice ${invoice.number} is ${invoice.status}: nothing left to credit.`);
  const reason = credit.reason.trim();
  const amountSen =
    typeof credit.amount === "number" ? Math.round(credit.amount * 100) : toSen(credit.amount);
  if (!reason || reason.length > 500)
    return refused("invalid", "Give the reason for the credit note (up to 500 characters).");
  if (!Number.isInteger(amountSen) || amountSen <= 0)
    return refused("invalid", "The amount to credit must be more than zero.");
  const left = await creditLeftSen(tx, invoice);
  if (amountSen > left)
    return refused(
      "invalid",
      `At most ${fromSen(left)} of invoice ${invoice.number} is left to credit.`,
    );
  const rate = invoice.lines[0]?.taxRate ?? 0;
  // The amount is what the buyer gets back: the net part is found from the invoice's rate.
  const netSen = Math.round((amountSen * 100) / (100 + rate));
  const totals = priceLines(
    [
      {
        description: `Credit against invoice ${invoice.number}: ${reason}`,
        quantity: 1,
        unitPrice: fromSen(-netSen),
      },
    ],
    rate,
  );
  // Rounding the tax per line may miss the amount by a sen: the tax takes the difference.
  const taxSen = -amountSen + netSen;
  totals.lines[0]!.tax = fromSen(taxSen);
  const note = await insertNumbered(tx, {
    kind: "credit_note",
    issuedAt: now,
    status: "paid",
    buyerName: invoice.buyerName,
    buyerEmail: invoice.buyerEmail,
    buyerPhone: invoice.buyerPhone,
    buyerCompany: invoice.buyerCompany,
    buyerSsm: invoice.buyerSsm,
    buyerAddress: invoice.buyerAddress,
    buyerTin: invoice.buyerTin,
    lines: totals.lines,
    subtotal: fromSen(-netSen),
    tax: fromSen(taxSen),
    total: fromSen(-amountSen),
    registrationId: invoice.registrationId,
    groupId: invoice.groupId,
    creditedInvoiceId: invoice.id,
    reason,
  });
  await addLedgerEntry(tx, invoice.id, {
    kind: "credit",
    amountSen,
    source: `credit-note:${note.id}`,
    reference: note.number,
    occurredAt: now,
  });
  if (settle) await settleAndCheck(tx, invoice.id, now);
  return ok(note);
}

/** The number of each registration's invoice (its own, or its group's), for the payment column. */
export async function invoiceNumbersOf(
  db: Tx | Db,
  rows: readonly { id: string; groupId: string | null }[],
): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  const groupIds = [...new Set(rows.flatMap((row) => (row.groupId ? [row.groupId] : [])))];
  if (rows.length === 0) return found;
  // Newest first: an invoice replaced after the booking changed gives way to its replacement.
  const issued = await db
    .select({
      number: invoices.number,
      registrationId: invoices.registrationId,
      groupId: invoices.groupId,
    })
    .from(invoices)
    .where(
      and(
        eq(invoices.kind, "invoice"),
        or(
          inArray(
            invoices.registrationId,
            rows.map((row) => row.id),
          ),
          groupIds.length > 0 ? inArray(invoices.groupId, groupIds) : undefined,
        ),
      ),
    )
    .orderBy(desc(invoices.issuedAt), desc(invoices.sequence));
  for (const row of rows) {
    const invoice = issued.find((i) =>
      row.groupId ? i.groupId === row.groupId : i.registrationId === row.id && !i.groupId,
    );
    if (invoice) found.set(row.id, invoice.number);
  }
  return found;
}
