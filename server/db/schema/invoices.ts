import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import type { InvoiceLine } from "#common/invoice-parts";
import { createdAt, day, instant, looseRef, money, uuidPk } from "./columns";
import { registrationGroups, registrations } from "./leads";

/** An invoice, or a credit note against one (its own number series). */
export const invoiceKind = pgEnum("invoice_kind", ["invoice", "credit_note"]);

/**
 * `void` keeps its number (no gaps: an invoice is never deleted); `credited` once credit
 * notes cover its whole total. A credit note is issued `paid` (it settles, it is not owed).
 */
export const invoiceStatus = pgEnum("invoice_status", ["unpaid", "paid", "void", "credited"]);

/**
 * Invoices and credit notes with what they said when issued: the buyer and lines are copied,
 * so a later change of the registration (or an erasure) never rewrites a tax document
 * (docs/decisions/0040-invoices.md).
 */
export const invoices = pgTable(
  "invoices",
  {
    id: uuidPk(),
    // AIHQ-INV-2026-000123 or AIHQ-CN-2026-000007.
    number: text("number").notNull().unique(),
    kind: invoiceKind("kind").notNull(),
    year: integer("year").notNull(),
    sequence: integer("sequence").notNull(),
    issuedAt: instant("issued_at").notNull(),
    dueOn: day("due_on"),
    status: invoiceStatus("status").notNull(),
    currency: text("currency").notNull().default("MYR"),
    buyerName: text("buyer_name").notNull(),
    buyerEmail: text("buyer_email").notNull(),
    buyerPhone: text("buyer_phone"),
    // An employer (HRDC group): its name and SSM number.
    buyerCompany: text("buyer_company"),
    buyerSsm: text("buyer_ssm"),
    buyerAddress: text("buyer_address"),
    buyerTin: text("buyer_tin"),
    lines: jsonb("lines").$type<InvoiceLine[]>().notNull(),
    subtotal: money("subtotal").notNull(),
    tax: money("tax").notNull(),
    total: money("total").notNull(),
    paymentMethod: text("payment_method"),
    paymentReference: text("payment_reference"),
    paidAt: instant("paid_at"),
    registrationId: looseRef("registration_id", () => registrations.id),
    groupId: looseRef("group_id", () => registrationGroups.id),
    // A credit note: the invoice it credits, and why.
    creditedInvoiceId: uuid("credited_invoice_id").references((): AnyPgColumn => invoices.id),
    reason: text("reason"),
    voidedAt: instant("voided_at"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("invoices_series_uidx").on(t.kind, t.year, t.sequence),
    // One standing invoice per source: issuing again finds it (idempotent). One replaced
    // because the booking changed is credited in full first, and steps aside.
    uniqueIndex("invoices_registration_uidx")
      .on(t.registrationId)
      .where(sql`${t.kind} = 'invoice' AND ${t.groupId} IS NULL AND ${t.status} <> 'credited'`),
    uniqueIndex("invoices_group_uidx")
      .on(t.groupId)
      .where(sql`${t.kind} = 'invoice' AND ${t.status} <> 'credited'`),
    index("invoices_issued_idx").on(t.issuedAt.desc()),
    index("invoices_credited_idx").on(t.creditedInvoiceId),
    check(
      "invoices_credit_note_check",
      sql`(${t.kind} = 'credit_note') = (${t.creditedInvoiceId} IS NOT NULL)`,
    ),
  ],
);

/**
 * The last number given per series ('INV', 'CN') and year: raised in the transaction that
 * stores the invoice, so a rolled-back issue gives its number back and none is skipped.
 */
export const invoiceCounters = pgTable(
  "invoice_counters",
  {
    series: text("series").notNull(),
    year: integer("year").notNull(),
    lastSequence: integer("last_sequence").notNull(),
  },
  (t) => [primaryKey({ columns: [t.series, t.year] })],
);

/**
 * What a ledger row moves: money in, money back, a credit note's amount, or money carried from
 * an invoice that was replaced (the booking changed) to the invoice that replaced it.
 */
export const ledgerEntryKind = pgEnum("ledger_entry_kind", [
  "payment",
  "refund",
  "credit",
  "carried_in",
  "carried_out",
]);

/**
 * Every movement of an invoice's money, one row each, always a positive amount: payments
 * (online and recorded by the team), refunds (ours and those made in Stripe's Dashboard) and
 * credit notes. The invoice's status is derived from these rows, never set by hand
 * (docs/decisions/0050-invoice-ledger.md). `source` names what the row records (a payment
 * row, a Stripe refund, a credit note), so recording the same thing twice is one row.
 */
export const invoiceLedger = pgTable(
  "invoice_ledger",
  {
    id: uuidPk(),
    invoiceId: uuid("invoice_id")
      .notNull()
      .references(() => invoices.id),
    kind: ledgerEntryKind("kind").notNull(),
    amount: money("amount").notNull(),
    source: text("source").notNull().unique(),
    method: text("method"),
    reference: text("reference"),
    occurredAt: instant("occurred_at").notNull(),
    // A payment undone by the team: it stays readable, and no longer counts.
    voidedAt: instant("voided_at"),
    createdAt: createdAt(),
  },
  (t) => [
    index("invoice_ledger_invoice_idx").on(t.invoiceId),
    check("invoice_ledger_amount_check", sql`${t.amount} > 0`),
  ],
);

/**
 * Something about money that a person must look at: an outside event that would break an
 * invoice's ledger (a Stripe refund beyond what is left to credit), a Checkout that paid
 * another amount or currency than asked, a session the site never created. Stored with the
 * event, mailed to the team once (`key` is unique), shown on the dashboard until resolved.
 */
export const moneyAlerts = pgTable(
  "money_alerts",
  {
    id: uuidPk(),
    key: text("key").notNull().unique(),
    summary: text("summary").notNull(),
    // What is off, in sen (positive: more went out or came in than the paper says).
    differenceSen: integer("difference_sen"),
    invoiceId: uuid("invoice_id").references(() => invoices.id),
    registrationId: looseRef("registration_id", () => registrations.id),
    details: jsonb("details").$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
    resolvedAt: instant("resolved_at"),
    resolvedBy: text("resolved_by"),
  },
  (t) => [
    index("money_alerts_open_idx")
      .on(t.createdAt)
      .where(sql`${t.resolvedAt} IS NULL`),
  ],
);
