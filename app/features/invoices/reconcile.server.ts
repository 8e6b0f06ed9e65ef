import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  ne,
  or,
  sql,
  type AnyColumn,
  type SQL,
} from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { AdminUser } from "#server/auth/sessions";
import { recordAudit } from "#server/audit";
import type { Db, Tx } from "#server/db/client";
import { firstRow, lockRow } from "#server/db/rows";
import { invoiceLedger, invoices, moneyAlerts } from "#server/db/schema";
import { conflict, notFound, ok, type Outcome } from "#common/outcome";
import { toSen } from "./invoice-model";
import { ledgerBreaks, type LedgerFigures } from "./ledger";
import { ledgerFigures } from "./ledger.server";
import {
  breakKey,
  emptyMonth,
  monthRange,
  type AttentionItem,
  type MonthFigures,
  type MonthKey,
  type WithSst,
} from "./month-end";
import type { LedgerIntent } from "./stripe-balance";

/**
 * The month-end's reading of the ledger (docs/decisions/0051-month-end.md): the figures per
 * Malaysian month, what needs attention and its "Mark resolved", the ledger's Stripe rows for
 * the Stripe export, and who attended unpaid. The Invoices page, the dashboard and
 * `npm run reconcile` all read them here, so they cannot disagree.
 */

/** "2026-11": the Malaysian month of an instant column (UTC+8 all year, no zone data needed). */
const monthOf = (column: AnyColumn) =>
  sql<string>`to_char((${column} at time zone 'UTC') + interval '8 hours', 'YYYY-MM')`;

/** A numeric sum as text (exact), 0 when there are no rows. */
const sumText = (expr: SQL | AnyColumn) => sql<string>`coalesce(sum(${expr}), 0)::text`;

/** Each invoice's ledger, summed per kind (voided rows left out). */
export function ledgerSums(db: Db | Tx) {
  const sumOf = (kind: (typeof invoiceLedger.$inferSelect)["kind"]) =>
    sql<string>`coalesce(sum(${invoiceLedger.amount}) filter (where ${invoiceLedger.kind} = ${kind}), 0)`;
  return db
    .select({
      invoiceId: invoiceLedger.invoiceId,
      // Money carried from a replaced invoice counts where it now stands (as ledgerFigures).
      collected:
        sql<string>`${sumOf("payment")} + ${sumOf("carried_in")} - ${sumOf("carried_out")}`.as(
          "collected",
        ),
      refunded: sumOf("refund").as("refunded"),
      credited: sumOf("credit").as("credited"),
    })
    .from(invoiceLedger)
    .where(isNull(invoiceLedger.voidedAt))
    .groupBy(invoiceLedger.invoiceId)
    .as("sums");
}

export type LedgerSums = ReturnType<typeof ledgerSums>;

/** What an invoice still asks (SQL), as owedSen computes it: negative when we owe the buyer. */
export function owedSql(sums: LedgerSums): SQL<string> {
  return sql<string>`(${invoices.total} - coalesce(${sums.credited}, 0) - (coalesce(${sums.collected}, 0) - coalesce(${sums.refunded}, 0)))`;
}

/** The SST inside an amount of an invoice, pro rata to the invoice's own tax. */
const sstOf = (amount: SQL | AnyColumn) =>
  sql`round(${amount} * ${invoices.tax} / nullif(${invoices.total}, 0), 2)`;

const withSst = (sen: string, sst: string): WithSst => ({ sen: toSen(sen), sstSen: toSen(sst) });

/**
 * The report's figures for each of `months` (in the order given): invoiced and still open by
 * the month of issue, collected, refunded and credited by the month of the ledger's row.
 */
export async function monthFigures(
  db: Db | Tx,
  months: readonly MonthKey[],
): Promise<MonthFigures[]> {
  if (months.length === 0) return [];
  const sorted = [...months].sort();
  const from = monthRange(sorted[0]!).from;
  const to = monthRange(sorted[sorted.length - 1]!).to;
  const sums = ledgerSums(db);
  const open = sql`greatest(${owedSql(sums)}, 0)`;
  const creditNote = alias(invoices, "credit_note");
  const [issued, moved] = await Promise.all([
    db
      .select({
        month: monthOf(invoices.issuedAt),
        n: count(),
        total: sumText(invoices.total),
        tax: sumText(invoices.tax),
        open: sumText(open),
        openTax: sumText(sstOf(open)),
      })
      .from(invoices)
      .leftJoin(sums, eq(sums.invoiceId, invoices.id))
      .where(
        and(
          eq(invoices.kind, "invoice"),
          ne(invoices.status, "void"),
          gte(invoices.issuedAt, from),
          lt(invoices.issuedAt, to),
        ),
      )
      .groupBy(sql`1`),
    db
      .select({
        month: monthOf(invoiceLedger.occurredAt),
        kind: invoiceLedger.kind,
        sen: sumText(invoiceLedger.amount),
        // A credit note states its own SST; a payment or refund carries its invoice's share.
        sst: sumText(
          sql`case when ${creditNote.id} is not null then -${creditNote.tax} else ${sstOf(invoiceLedger.amount)} end`,
        ),
      })
      .from(invoiceLedger)
      .innerJoin(invoices, eq(invoices.id, invoiceLedger.invoiceId))
      .leftJoin(
        creditNote,
        and(
          eq(invoiceLedger.kind, "credit"),
          eq(creditNote.kind, "credit_note"),
          eq(creditNote.number, invoiceLedger.reference),
        ),
      )
      .where(
        and(
          isNull(invoiceLedger.voidedAt),
          gte(invoiceLedger.occurredAt, from),
          lt(invoiceLedger.occurredAt, to),
        ),
      )
      .groupBy(sql`1`, invoiceLedger.kind),
  ]);
  const column = { payment: "collected", refund: "refunded", credit: "credited" } as const;
  return months.map((month) => {
    const figures = emptyMonth(month);
    const row = issued.find((r) => r.month === month);
    if (row) {
      figures.invoices = Number(row.n);
      figures.invoiced = withSst(row.total, row.tax);
      figures.open = withSst(row.open, row.openTax);
    }
    // Money carried between a replaced invoice and its replacement is no cash movement.
    for (const m of moved.filter((r) => r.month === month))
      if (m.kind === "payment" || m.kind === "refund" || m.kind === "credit")
        figures[column[m.kind]] = withSst(m.sen, m.sst);
    return figures;
  });
}

const figuresOf = (row: {
  total: string;
  collected: string;
  refunded: string;
  credited: string;
}): LedgerFigures => ({
  totalSen: toSen(row.total),
  collectedSen: toSen(row.collected),
  refundedSen: toSen(row.refunded),
  creditedSen: toSen(row.credited),
});

/**
 * Everything that needs a person: each open money alert, and each break of an invoice's
 * ledger not already raised as an alert nor marked resolved. Alerts newest first, then breaks
 * by invoice number.
 */
export async function attentionItems(db: Db | Tx): Promise<AttentionItem[]> {
  const sums = ledgerSums(db);
  const ledgers = await db
    .select({
      id: invoices.id,
      number: invoices.number,
      total: invoices.total,
      collected: sql<string>`${sums.collected}::text`,
      refunded: sql<string>`${sums.refunded}::text`,
      credited: sql<string>`${sums.credited}::text`,
    })
    .from(invoices)
    .innerJoin(sums, eq(sums.invoiceId, invoices.id))
    .where(eq(invoices.kind, "invoice"))
    .orderBy(asc(invoices.number));
  const breaks: AttentionItem[] = ledgers.flatMap((row) =>
    ledgerBreaks(figuresOf(row)).map((problem) => ({
      key: breakKey(row.id, problem),
      kind: "break" as const,
      summary: `Invoice ${row.number}: ${problem.message}.`,
      sen: problem.sen,
      invoice: { id: row.id, number: row.number },
      raisedAt: null,
    })),
  );
  const keys = breaks.map((item) => item.key);
  const alerts = await db
    .select({
      key: moneyAlerts.key,
      summary: moneyAlerts.summary,
      sen: moneyAlerts.differenceSen,
      invoiceId: moneyAlerts.invoiceId,
      number: invoices.number,
      createdAt: moneyAlerts.createdAt,
      resolvedAt: moneyAlerts.resolvedAt,
    })
    .from(moneyAlerts)
    .leftJoin(invoices, eq(invoices.id, moneyAlerts.invoiceId))
    .where(
      or(
        isNull(moneyAlerts.resolvedAt),
        keys.length > 0 ? inArray(moneyAlerts.key, keys) : undefined,
      ),
    )
    .orderBy(desc(moneyAlerts.createdAt), asc(moneyAlerts.key));
  const known = new Set(alerts.map((alert) => alert.key));
  return [
    ...alerts
      .filter((alert) => alert.resolvedAt === null)
      .map((alert): AttentionItem => ({
        key: alert.key,
        kind: "alert",
        summary: alert.summary,
        sen: alert.sen === null ? null : Math.abs(alert.sen),
        invoice:
          alert.invoiceId && alert.number ? { id: alert.invoiceId, number: alert.number } : null,
        raisedAt: alert.createdAt.toISOString(),
      })),
    ...breaks.filter((item) => !known.has(item.key)),
  ];
}

/** The invoices among what needs attention (for the list's `attention` filter). */
export function attentionInvoiceIds(items: readonly AttentionItem[]): string[] {
  return [...new Set(items.flatMap((item) => (item.invoice ? [item.invoice.id] : [])))];
}

const BREAK_KEY =
  /^ledger:([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}):([a-z-]+):(\d{1,12})$/;

/**
 * A person has looked at it: the alert is marked resolved (when and by whom), or, for a break
 * found by the report, a resolved alert is stored under the break's key, so the same break is
 * not listed again until its amount changes. In one transaction with its audit entry.
 */
export async function resolveAttention(
  db: Db,
  actor: AdminUser,
  key: string,
  now = new Date(),
): Promise<Outcome<string, "not-found" | "conflict">> {
  return db.transaction(async (tx) => {
    const alert = await lockRow(tx, moneyAlerts, eq(moneyAlerts.key, key));
    let summary: string;
    let invoiceId: string | null;
    if (alert) {
      if (alert.resolvedAt)
        return conflict(`This was already marked resolved by ${alert.resolvedBy ?? "someone"}.`);
      await tx
        .update(moneyAlerts)
        .set({ resolvedAt: now, resolvedBy: actor.email })
        .where(eq(moneyAlerts.id, alert.id));
      summary = alert.summary;
      invoiceId = alert.invoiceId;
    } else {
      const match = BREAK_KEY.exec(key);
      const invoice = match ? await firstRow(tx, invoices, eq(invoices.id, match[1]!)) : null;
      const figures = invoice ? await ledgerFigures(tx, invoice) : null;
      const problem = figures
        ? ledgerBreaks(figures).find((b) => b.code === match![2] && String(b.sen) === match![3])
        : undefined;
      if (!invoice || !figures || !problem)
        return notFound("That no longer needs attention: the page was out of date.");
      summary = `Invoice ${invoice.number}: ${problem.message}.`;
      invoiceId = invoice.id;
      await tx.insert(moneyAlerts).values({
        key,
        summary,
        differenceSen: problem.sen,
        invoiceId,
        details: { code: problem.code, ...figures, foundBy: "reconciliation" },
        resolvedAt: now,
        resolvedBy: actor.email,
      });
    }
    await recordAudit(tx, actor, {
      action: "money.resolve",
      targetType: invoiceId ? "invoice" : "money_alert",
      targetId: invoiceId ?? alert?.id ?? null,
      summary: `Marked resolved: ${summary}`,
      details: { key },
    });
    return ok("Marked resolved.");
  });
}

/**
 * The ledger's Stripe rows summed per payment intent: the intents of `intents`, and any other
 * with a row dated from `from` to `to` (what the export should hold too).
 */
export async function ledgerStripeIntents(
  db: Db | Tx,
  intents: readonly string[],
  window: { from: Date; to: Date } | null,
): Promise<LedgerIntent[]> {
  const isStripe = and(
    eq(invoiceLedger.method, "stripe"),
    isNotNull(invoiceLedger.reference),
    isNull(invoiceLedger.voidedAt),
  );
  const inWindow = window
    ? and(gte(invoiceLedger.occurredAt, window.from), lte(invoiceLedger.occurredAt, window.to))
    : undefined;
  const wanted = [...new Set(intents)];
  const scope = or(
    wanted.length > 0 ? inArray(invoiceLedger.reference, wanted) : undefined,
    inWindow,
  );
  if (!scope) return [];
  const rows = await db
    .select({
      intent: sql<string>`${invoiceLedger.reference}`,
      collected: sumText(sql`${invoiceLedger.amount} * (${invoiceLedger.kind} = 'payment')::int`),
      refunded: sumText(sql`${invoiceLedger.amount} * (${invoiceLedger.kind} = 'refund')::int`),
      numbers: sql<string>`string_agg(distinct ${invoices.number}, ' ')`,
    })
    .from(invoiceLedger)
    .innerJoin(invoices, eq(invoices.id, invoiceLedger.invoiceId))
    .where(and(isStripe, inArray(invoiceLedger.kind, ["payment", "refund"]), scope))
    .groupBy(invoiceLedger.reference);
  return rows.map((row) => ({
    intent: row.intent,
    collectedSen: toSen(row.collected),
    refundedSen: toSen(row.refunded),
    invoiceNumbers: row.numbers.split(" ").filter(Boolean),
  }));
}
