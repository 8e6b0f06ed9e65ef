import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { lockRow } from "#server/db/rows";
import type { Db, Tx } from "#server/db/client";
import { invoiceLedger, invoices } from "#server/db/schema";
import { fromSen, toSen } from "./invoice-model";
import { ledgerStatus, type LedgerFigures } from "./ledger";
import type { Invoice } from "./issue-invoice.server";

export type LedgerKind = (typeof invoiceLedger.$inferSelect)["kind"];

export interface LedgerEntryInput {
  kind: LedgerKind;
  amountSen: number;
  /** What the row records (`payment:<id>`, `stripe-refund:<payment>:<total>`, `credit-note:<id>`). */
  source: string;
  method?: string | null;
  reference?: string | null;
  occurredAt: Date;
}

/** The ledger's sums of an invoice, in sen (voided payments left out). */
export async function ledgerFigures(db: Tx | Db, invoice: Invoice): Promise<LedgerFigures> {
  const rows = await db
    .select({
      kind: invoiceLedger.kind,
      sen: sql<string>`coalesce(sum(${invoiceLedger.amount}), 0)::text`,
    })
    .from(invoiceLedger)
    .where(and(eq(invoiceLedger.invoiceId, invoice.id), isNull(invoiceLedger.voidedAt)))
    .groupBy(invoiceLedger.kind);
  const sum = (kind: LedgerKind) => toSen(rows.find((row) => row.kind === kind)?.sen ?? "0");
  return {
    totalSen: toSen(invoice.total),
    creditedSen: sum("credit"),
    // Money carried from a replaced invoice counts where it now stands, once.
    collectedSen: sum("payment") + sum("carried_in") - sum("carried_out"),
    refundedSen: sum("refund"),
  };
}

/** Adds a row to an invoice's ledger; the same source again adds nothing. Returns whether it was new. */
export async function addLedgerEntry(
  tx: Tx,
  invoiceId: string,
  entry: LedgerEntryInput,
): Promise<boolean> {
  if (!Number.isInteger(entry.amountSen) || entry.amountSen <= 0) return false;
  const [fresh] = await tx
    .insert(invoiceLedger)
    .values({
      invoiceId,
      kind: entry.kind,
      amount: fromSen(entry.amountSen),
      source: entry.source,
      method: entry.method ?? null,
      reference: entry.reference ?? null,
      occurredAt: entry.occurredAt,
    })
    .onConflictDoNothing({ target: invoiceLedger.source })
    .returning({ id: invoiceLedger.id });
  return fresh !== undefined;
}

/** A payment undone: its row stays, voided, and no longer counts. Returns the invoice it was on. */
export async function voidLedgerEntry(tx: Tx, source: string, now: Date): Promise<string | null> {
  const [voided] = await tx
    .update(invoiceLedger)
    .set({ voidedAt: now })
    .where(and(eq(invoiceLedger.source, source), isNull(invoiceLedger.voidedAt)))
    .returning({ invoiceId: invoiceLedger.invoiceId });
  return voided?.invoiceId ?? null;
}

export interface Settled {
  invoice: Invoice;
  figures: LedgerFigures;
  /** The status before: a change to `paid` is when the receipt goes out. */
  before: Invoice["status"];
}

/**
 * Derives an invoice's status from its ledger and writes it, with the day it became paid and
 * the method and reference of its latest payment (what the receipt prints). Locks the invoice,
 * so two changes settle one after the other.
 */
export async function settleInvoice(tx: Tx, invoiceId: string, now: Date): Promise<Settled | null> {
  const invoice = await lockRow(tx, invoices, eq(invoices.id, invoiceId));
  if (!invoice || invoice.kind !== "invoice") return null;
  const figures = await ledgerFigures(tx, invoice);
  const status = ledgerStatus(figures, invoice.status === "void");
  const [latest] = await tx
    .select()
    .from(invoiceLedger)
    .where(
      and(
        eq(invoiceLedger.invoiceId, invoice.id),
        eq(invoiceLedger.kind, "payment"),
        isNull(invoiceLedger.voidedAt),
      ),
    )
    .orderBy(desc(invoiceLedger.occurredAt), desc(invoiceLedger.createdAt))
    .limit(1);
  const paid = status === "paid" || (status === "credited" && latest !== undefined);
  const [updated] = await tx
    .update(invoices)
    .set({
      status,
      paymentMethod: paid ? (latest?.method ?? invoice.paymentMethod) : null,
      paymentReference: paid ? (latest?.reference ?? invoice.paymentReference) : null,
      paidAt: paid ? (invoice.paidAt ?? latest?.occurredAt ?? now) : null,
    })
    .where(eq(invoices.id, invoice.id))
    .returning();
  return { invoice: updated!, figures, before: invoice.status };
}
