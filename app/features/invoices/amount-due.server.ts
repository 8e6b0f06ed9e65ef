import type { Db, Tx } from "#server/db/client";
import type { registrations } from "#server/db/schema";
import { invoiceOfSource } from "./issue-invoice.server";
import { owedSen } from "./ledger";
import { ledgerFigures } from "./ledger.server";
import { seatPrice } from "./seat-price.server";

type Registration = typeof registrations.$inferSelect;

export interface AmountDue {
  /** What to collect, in sen, tax included. */
  totalSen: number;
  /** How the payment page names it: the product, with the SST it includes. */
  label: string;
}

/**
 * What a self-paid seat or book order is to be paid online: what its invoice still owes when
 * one was issued (its own figures: a later price or SST rate never changes it), else the one
 * price of seatPrice.
 */
export async function amountDue(db: Tx | Db, row: Registration): Promise<AmountDue> {
  const invoice = await invoiceOfSource(db, { registrationId: row.id });
  if (invoice && invoice.status === "unpaid") {
    const owed = owedSen(await ledgerFigures(db, invoice));
    return { totalSen: owed, label: `${row.productTitle} (invoice ${invoice.number})` };
  }
  const price = await seatPrice(db, row);
  const rate = price.lines[0]?.taxRate ?? 0;
  const tax = rate > 0 ? ` (incl. SST ${rate}%: RM ${price.tax})` : "";
  return { totalSen: price.totalSen, label: `${row.productTitle}${tax}` };
}
