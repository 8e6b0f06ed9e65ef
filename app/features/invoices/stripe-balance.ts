import { parseCsvObjects } from "#app/lib/csv-parse";
import { fromSen } from "./invoice-model";

/**
 * Stripe's balance-transactions export against the ledger's Stripe rows (pure). The export is
 * read by its headers, as the Dashboard writes them ("id, Type, Source, Amount, Fee, Net,
 * Currency, Created (UTC) …", amounts in ringgit) or as the reports API does
 * ("balance_transaction_id, reporting_category, gross, source_id, payment_intent_id …").
 * Charges and refunds are summed per payment intent (the ledger's reference of a Stripe row);
 * an export without a payment intent column is matched by its source.
 */

export interface StripeTransaction {
  id: string;
  kind: "charge" | "refund" | "other";
  /** What Stripe records of the money, in sen: positive for a charge, negative for a refund. */
  amountSen: number;
  currency: string;
  created: Date | null;
  /** The payment intent, or the source when the export has none. */
  intent: string;
  /** The CSV line the row came from (1 is the header). */
  line: number;
}

export interface StripeExport {
  transactions: StripeTransaction[];
  /** Rows that could not be read, each with why. */
  problems: string[];
}

const CHARGE_TYPES = new Set(["charge", "payment"]);
const REFUND_TYPES = new Set(["refund", "payment_refund"]);

/** "Created (UTC)" → "created"; "Payment Intent ID" → "payment_intent_id". */
function headerKey(header: string): string {
  return header
    .trim()
    .toLowerCase()
    .replace(/\s*\((utc|metadata)\)\s*$/, "")
    .replace(/[\s-]+/g, "_");
}

const pick = (row: Record<string, string>, ...names: string[]) => {
  for (const name of names) {
    const value = row[name]?.trim();
    if (value) return value;
  }
  return "";
};

/** "1,500.00", "-12.5", "1500" (ringgit) → sen; null when it is not an amount. */
export function amountToSen(text: string): number | null {
  const plain = text.replace(/,/g, "").trim();
  if (!/^-?\d+(\.\d{1,2})?$/.test(plain)) return null;
  const negative = plain.startsWith("-");
  const [whole = "0", fraction = ""] = plain.replace(/^-/, "").split(".");
  const sen = Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
  return negative ? -sen : sen;
}

/** "2026-11-27 09:30" (UTC, as the Dashboard writes it), an ISO instant or Unix seconds. */
function parseCreated(text: string): Date | null {
  if (!text) return null;
  if (/^\d{9,11}$/.test(text)) return new Date(Number(text) * 1000);
  const plain = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(:\d{2})?)$/.exec(text);
  const date = plain
    ? new Date(`${plain[1]}T${plain[2]}${plain[3] ? "" : ":00"}Z`)
    : new Date(text);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Reads the export; throws a CsvParseError when the CSV itself is broken. */
export function parseStripeExport(text: string): StripeExport {
  const { headers, rows } = parseCsvObjects(text, headerKey);
  const problems: string[] = [];
  const has = (...names: string[]) => names.some((name) => headers.includes(name));
  if (!has("amount", "gross") || !has("type", "reporting_category"))
    return {
      transactions: [],
      problems: [
        "This is not a balance-transactions export: it has no Amount (or gross) and Type (or reporting_category) columns.",
      ],
    };
  const transactions: StripeTransaction[] = [];
  rows.forEach((row, index) => {
    const line = index + 2;
    const type = pick(row, "type", "reporting_category").toLowerCase();
    const kind = CHARGE_TYPES.has(type) ? "charge" : REFUND_TYPES.has(type) ? "refund" : "other";
    if (kind === "other") return;
    const amountSen = amountToSen(pick(row, "amount", "gross"));
    const intent = pick(row, "payment_intent_id", "payment_intent", "source", "source_id");
    if (amountSen === null) {
      problems.push(`Line ${line}: the amount "${pick(row, "amount", "gross")}" is not a number.`);
      return;
    }
    if (!intent) {
      problems.push(`Line ${line}: a ${kind} without a payment intent or source.`);
      return;
    }
    transactions.push({
      id: pick(row, "id", "balance_transaction_id"),
      kind,
      amountSen,
      currency: pick(row, "currency").toLowerCase() || "myr",
      created: parseCreated(pick(row, "created", "created_utc")),
      intent,
      line,
    });
  });
  return { transactions, problems };
}

/** The first and last instants of the export's charges and refunds, or null when it has none. */
export function exportWindow(transactions: readonly StripeTransaction[]): {
  from: Date;
  to: Date;
} | null {
  const times = transactions.flatMap((t) => (t.created ? [t.created.getTime()] : []));
  if (times.length === 0) return null;
  return { from: new Date(Math.min(...times)), to: new Date(Math.max(...times)) };
}

/** The ledger's Stripe rows of one payment intent, summed, in sen. */
export interface LedgerIntent {
  intent: string;
  collectedSen: number;
  refundedSen: number;
  invoiceNumbers: string[];
}

export interface StripeDifference {
  intent: string;
  stripe: { chargedSen: number; refundedSen: number };
  ledger: { collectedSen: number; refundedSen: number };
  invoiceNumbers: string[];
  message: string;
}

const rm = (sen: number) => `RM ${fromSen(sen)}`;

/**
 * Every payment intent where the export and the ledger disagree: charged against collected,
 * refunded against refunded. A charge or refund in another currency than ringgit is a
 * difference of its own (the site only sells in MYR).
 */
export function compareWithLedger(
  transactions: readonly StripeTransaction[],
  ledger: readonly LedgerIntent[],
): StripeDifference[] {
  const stripe = new Map<string, { chargedSen: number; refundedSen: number; foreign: string[] }>();
  for (const t of transactions) {
    const sums = stripe.get(t.intent) ?? { chargedSen: 0, refundedSen: 0, foreign: [] };
    if (t.currency !== "myr") sums.foreign.push(`${t.id || `line ${t.line}`} (${t.currency})`);
    else if (t.kind === "charge") sums.chargedSen += t.amountSen;
    else sums.refundedSen += Math.abs(t.amountSen);
    stripe.set(t.intent, sums);
  }
  const byIntent = new Map(ledger.map((row) => [row.intent, row]));
  const intents = [...new Set([...stripe.keys(), ...byIntent.keys()])].sort();
  const differences: StripeDifference[] = [];
  for (const intent of intents) {
    const s = stripe.get(intent) ?? { chargedSen: 0, refundedSen: 0, foreign: [] };
    const l = byIntent.get(intent) ?? {
      intent,
      collectedSen: 0,
      refundedSen: 0,
      invoiceNumbers: [],
    };
    const parts: string[] = [];
    if (!byIntent.has(intent)) parts.push("not in the ledger");
    else if (!stripe.has(intent)) parts.push("not in the Stripe export");
    if (s.chargedSen !== l.collectedSen)
      parts.push(`Stripe charged ${rm(s.chargedSen)}, the ledger collected ${rm(l.collectedSen)}`);
    if (s.refundedSen !== l.refundedSen)
      parts.push(`Stripe refunded ${rm(s.refundedSen)}, the ledger refunded ${rm(l.refundedSen)}`);
    if (s.foreign.length > 0) parts.push(`not in ringgit: ${s.foreign.join(", ")}`);
    const amountsDiffer =
      s.chargedSen !== l.collectedSen || s.refundedSen !== l.refundedSen || s.foreign.length > 0;
    if (!amountsDiffer) continue;
    differences.push({
      intent,
      stripe: { chargedSen: s.chargedSen, refundedSen: s.refundedSen },
      ledger: { collectedSen: l.collectedSen, refundedSen: l.refundedSen },
      invoiceNumbers: l.invoiceNumbers,
      message: parts.join("; "),
    });
  }
  return differences;
}
