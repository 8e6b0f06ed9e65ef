import { calendarDateKey, MONTH_NAMES } from "#common/dates";
import type { LedgerBreak } from "./ledger";

/**
 * The month-end's words and shapes (browser-safe): the Malaysian month a figure falls in,
 * the report's row, and what "needs attention" lists (docs/decisions/0051-month-end.md).
 */

/** "2026-11": a Malaysian calendar month. */
export type MonthKey = `${number}-${number}`;

const MONTH_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** The month of a "YYYY-MM" parameter, or null for anything else. */
export function parseMonth(value: string | null | undefined): MonthKey | null {
  const match = MONTH_PATTERN.exec(value ?? "");
  if (!match || Number(match[1]) < 2000) return null;
  return value as MonthKey;
}

/** The Malaysian month an instant falls in. */
export function monthOfInstant(at: Date): MonthKey {
  return calendarDateKey(at).slice(0, 7) as MonthKey;
}

/** The month `n` months after `month` (n may be negative). */
export function addMonths(month: MonthKey, n: number): MonthKey {
  const [y, m] = month.split("-").map(Number) as [number, number];
  const index = y * 12 + (m - 1) + n;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}` as MonthKey;
}

/**
 * Where a Malaysian month starts and the next begins, as instants. Malaysia keeps UTC+8 all
 * year (docs/decisions/0014-malaysia-time.md), so the offset is fixed.
 */
export function monthRange(month: MonthKey): { from: Date; to: Date } {
  return {
    from: new Date(`${month}-01T00:00:00+08:00`),
    to: new Date(`${addMonths(month, 1)}-01T00:00:00+08:00`),
  };
}

/** The `count` months up to and including `last`, newest first. */
export function monthsUpTo(last: MonthKey, count: number): MonthKey[] {
  return Array.from({ length: count }, (_, i) => addMonths(last, -i));
}

/** "November 2026". */
export function monthLabel(month: MonthKey): string {
  const [y, m] = month.split("-").map(Number) as [number, number];
  return `${MONTH_NAMES[m - 1]} ${y}`;
}

/** An amount and the SST within it, in sen. */
export interface WithSst {
  sen: number;
  sstSen: number;
}

/**
 * One month of the reconciliation, in sen with the SST inside each amount: the invoices issued
 * (void ones left out), the ledger's payments, refunds and credit notes dated in the month, and
 * what of the month's invoices is still owed today.
 */
export interface MonthFigures {
  month: MonthKey;
  invoiced: WithSst;
  collected: WithSst;
  refunded: WithSst;
  credited: WithSst;
  open: WithSst;
  /** Invoices issued in the month (void ones left out). */
  invoices: number;
}

export const EMPTY_AMOUNT: WithSst = { sen: 0, sstSen: 0 };

export function emptyMonth(month: MonthKey): MonthFigures {
  return {
    month,
    invoiced: EMPTY_AMOUNT,
    collected: EMPTY_AMOUNT,
    refunded: EMPTY_AMOUNT,
    credited: EMPTY_AMOUNT,
    open: EMPTY_AMOUNT,
    invoices: 0,
  };
}

/** The report's columns, in order, with their headings. */
export const MONTH_COLUMNS = [
  ["invoiced", "Invoiced"],
  ["collected", "Collected"],
  ["refunded", "Refunded"],
  ["credited", "Credited"],
  ["open", "Open (still owed)"],
] as const satisfies readonly (readonly [keyof MonthFigures, string])[];

/**
 * The key an invoice's ledger break is known by: the same key the webhook's alert takes, so a
 * break mailed to the team and one found here are one problem, and one resolved stays resolved
 * until its amount changes.
 */
export function breakKey(invoiceId: string, problem: Pick<LedgerBreak, "code" | "sen">): string {
  return `ledger:${invoiceId}:${problem.code}:${problem.sen}`;
}

/** Something about money a person must look at: an open alert, or a ledger that breaks. */
export interface AttentionItem {
  /** The money alert's key (unique): what "Mark resolved" posts. */
  key: string;
  kind: "break" | "alert";
  summary: string;
  /** What is off, in sen (positive), when known. */
  sen: number | null;
  invoice: { id: string; number: string } | null;
  /** When the alert was raised (ISO); null for a break found by the report. */
  raisedAt: string | null;
}

/** The URL of what needs attention on the Invoices page. */
export const ATTENTION_HREF = "/admin/invoices?attention=1";
