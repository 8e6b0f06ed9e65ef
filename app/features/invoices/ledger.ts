import { fromSen } from "./invoice-model";
import type { InvoiceStatus } from "./invoice-model";

/**
 * An invoice's money as its ledger adds it up, in sen: what it asks (total), what credit notes
 * took off it, what came in and what went back. Pure, so the status, the back office's figures,
 * the reconciliation and the property test share one arithmetic
 * (docs/decisions/0050-invoice-ledger.md).
 */
export interface LedgerFigures {
  totalSen: number;
  creditedSen: number;
  collectedSen: number;
  refundedSen: number;
}

/** What the buyer still owes; negative when we owe them (a credit not refunded yet). */
export function owedSen(f: LedgerFigures): number {
  return f.totalSen - f.creditedSen - (f.collectedSen - f.refundedSen);
}

/**
 * The invoice's status from its ledger. A void invoice stays void (it keeps its number); one
 * whose credit notes cover its total is credited; one with nothing left owed is paid; else
 * unpaid, a part payment included (what is still owed stays owed).
 */
export function ledgerStatus(f: LedgerFigures, voided: boolean): InvoiceStatus {
  if (voided) return "void";
  if (f.totalSen > 0 && f.creditedSen >= f.totalSen) return "credited";
  return owedSen(f) <= 0 ? "paid" : "unpaid";
}

export interface LedgerBreak {
  /** A short name a test or a script can match. */
  code:
    "refunded-beyond-collected" | "credited-beyond-total" | "refund-without-credit" | "overpaid";
  /** What is off, in sen (always positive). */
  sen: number;
  message: string;
}

const rm = (sen: number) => `RM ${fromSen(sen)}`;

/**
 * Where the ledger breaks its invariant. At rest an invoice satisfies
 * collected − refunded = total − credited − owed, with 0 ≤ owed: nothing is refunded beyond
 * what came in, nothing credited beyond the total, every sen refunded is covered by a credit
 * note, and nobody paid more than the invoice asks after its credits. Each break is something
 * a person must look at (a refund to make, a credit note to issue, money to give back).
 */
export function ledgerBreaks(f: LedgerFigures): LedgerBreak[] {
  const breaks: LedgerBreak[] = [];
  if (f.refundedSen > f.collectedSen)
    breaks.push({
      code: "refunded-beyond-collected",
      sen: f.refundedSen - f.collectedSen,
      message: `${rm(f.refundedSen - f.collectedSen)} more was refunded than was collected`,
    });
  if (f.creditedSen > f.totalSen)
    breaks.push({
      code: "credited-beyond-total",
      sen: f.creditedSen - f.totalSen,
      message: `${rm(f.creditedSen - f.totalSen)} more was credited than was invoiced`,
    });
  if (f.refundedSen > f.creditedSen)
    breaks.push({
      code: "refund-without-credit",
      sen: f.refundedSen - f.creditedSen,
      message: `${rm(f.refundedSen - f.creditedSen)} was refunded without a credit note`,
    });
  const owed = owedSen(f);
  if (owed < 0)
    breaks.push({
      code: "overpaid",
      sen: -owed,
      message: `${rm(-owed)} is owed back to the buyer (paid beyond the invoice after its credits)`,
    });
  return breaks;
}
