import { and, eq, inArray, isNull, ne, or, sql } from "drizzle-orm";
import { countRows, lockRow } from "#server/db/rows";
import type { Db, Tx } from "#server/db/client";
import { invoices, registrations } from "#server/db/schema";
import { conflict, notFound, ok, refused, type Outcome } from "#common/outcome";
import { fromSen, priceLines, toSen } from "./invoice-model";
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
}

export interface InvoiceChange {
  invoice: Invoice;
  /** False when it already stood so (a retried webhook): nothing to mail again. */
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

async function setPaid(tx: Tx, invoice: Invoice, payment: PaymentFacts): Promise<Invoice> {
  const [paid] = await tx
    .update(invoices)
    .set({
      status: "paid",
      paymentMethod: payment.method,
      paymentReference: payment.reference ?? null,
      paidAt: payment.paidAt,
    })
    .where(eq(invoices.id, invoice.id))
    .returning();
  return paid!;
}

/**
 * A registration was paid (the team's record, or the online payment's webhook, after the seat
 * is confirmed): its invoice, issued now if it has none, becomes paid with the method. A
 * group's invoice is paid once none of its seats waits for payment any more. Idempotent.
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
    // Issued now for a seat already confirmed: born paid, and its receipt is still to send.
    if (issued.value.status === "paid") return ok({ invoice: issued.value, changed: true });
    invoice = issued.value;
  }
  if (invoice.status === "paid") return ok({ invoice, changed: false });
  if (invoice.status !== "unpaid")
    return conflict(`Invoice ${invoice.number} is ${invoice.status}: it cannot be paid.`);
  if (row.groupId) {
    const waiting = await countRows(
      tx,
      registrations,
      and(
        eq(registrations.groupId, row.groupId),
        eq(registrations.status, "registered"),
        isNull(registrations.confirmBy),
      ),
    );
    if (waiting > 0) return ok({ invoice, changed: false });
  }
  return ok({ invoice: await setPaid(tx, invoice, payment), changed: true });
}

/** A payment undone: its invoice is owed again (a group's as soon as one seat is unpaid). */
export async function markInvoiceUnpaid(tx: Tx, registrationId: string): Promise<Invoice | null> {
  const found = await invoiceOfRegistration(tx, registrationId);
  if (!found?.invoice || found.invoice.status !== "paid") return found?.invoice ?? null;
  const [unpaid] = await tx
    .update(invoices)
    .set({ status: "unpaid", paymentMethod: null, paymentReference: null, paidAt: null })
    .where(eq(invoices.id, found.invoice.id))
    .returning();
  return unpaid!;
}

/**
 * A registration cancelled before it was paid: its own invoice is void. It keeps its number
 * (no gaps); a paid one stays as it is, to be settled with a credit note.
 */
export async function voidInvoiceOf(
  tx: Tx,
  registrationId: string,
  now = new Date(),
): Promise<Invoice | null> {
  const [voided] = await tx
    .update(invoices)
    .set({ status: "void", voidedAt: now })
    .where(
      and(
        eq(invoices.registrationId, registrationId),
        eq(invoices.kind, "invoice"),
        isNull(invoices.groupId),
        eq(invoices.status, "unpaid"),
      ),
    )
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
  if (amountSen === left)
    await tx.update(invoices).set({ status: "credited" }).where(eq(invoices.id, invoice.id));
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
    );
  for (const row of rows) {
    const invoice = issued.find((i) =>
      row.groupId ? i.groupId === row.groupId : i.registrationId === row.id && !i.groupId,
    );
    if (invoice) found.set(row.id, invoice.number);
  }
  return found;
}
