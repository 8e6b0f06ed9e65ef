/**
 * The parts of an invoice that the stored row, the PDF and the MyInvois (UBL) export share,
 * so the three cannot drift apart (docs/decisions/0040-invoices.md).
 */

/** One line as printed and sent to MyInvois: amounts in MYR as "1500.00". */
export interface InvoiceLine {
  description: string;
  quantity: number;
  unitPrice: string;
  /** SST in percent at issue (0 when not SST-registered). */
  taxRate: number;
  /** quantity × unit price, before tax. */
  amount: string;
  tax: string;
}

/** AIHQ as the seller on its invoices. */
export interface InvoiceSeller {
  legalName: string;
  /** Unset: not printed, and "NA" in the MyInvois export (which LHDN then refuses). */
  ssmNumber: string | undefined;
  sstNumber: string | undefined;
  tin: string | undefined;
  addressLines: readonly string[];
  email: string;
  phone: string;
  msicCode: string;
  businessActivity: string;
  /** The MyInvois state code of the seller's address ("14": W.P. Kuala Lumpur). */
  stateCode: string;
}
