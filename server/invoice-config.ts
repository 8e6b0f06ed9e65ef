import { z } from "zod";
import { business } from "#common/business";
import type { InvoiceSeller } from "#common/invoice-parts";
import { envValue, wholeNumber } from "./env-fields";

/** A free-text invoice setting: trimmed, bounded, absent when blank. */
function invoiceText(max: number) {
  return envValue(z.string().trim().max(max, `must be at most ${max} characters`).optional());
}

/** The invoice settings of the environment (docs/decisions/0040-invoices.md). */
export const invoiceEnv = {
  // The seller on invoices (docs/decisions/0040-invoices.md); defaults from common/business.ts.
  INVOICE_LEGAL_NAME: invoiceText(200),
  INVOICE_SSM_NUMBER: invoiceText(40),
  INVOICE_SST_NUMBER: invoiceText(40),
  INVOICE_TIN: invoiceText(40),
  // Lines separated by "|" or new lines (an .env value is one line).
  INVOICE_ADDRESS: invoiceText(600),
  INVOICE_EMAIL: envValue(z.email({ message: "must be an e-mail address" }).optional()),
  INVOICE_PHONE: invoiceText(40),
  INVOICE_BANK_DETAILS: invoiceText(600),
  INVOICE_MSIC_CODE: envValue(
    z
      .string()
      .regex(/^\d{5}$/, "must be a five-digit MSIC code, e.g. 85494")
      .default("85494"),
  ),
  INVOICE_BUSINESS_ACTIVITY: invoiceText(300),
  INVOICE_STATE_CODE: envValue(
    z
      .string()
      .regex(/^\d{2}$/, "must be a two-digit MyInvois state code, e.g. 14 (Kuala Lumpur)")
      .default("14"),
  ),
  SST_RATE: envValue(
    z.coerce
      .number({ message: "must be a percentage from 0 to 100, e.g. 8" })
      .min(0, "must be a percentage from 0 to 100, e.g. 8")
      .max(100, "must be a percentage from 0 to 100, e.g. 8")
      .default(0),
  ),
  INVOICE_DUE_DAYS: wholeNumber(0, 365, 14),
};

export type InvoiceSettings = Readonly<
  InvoiceSeller & {
    bankDetails: string | undefined;
    /** SST in percent; 0 means not SST-registered: no tax line at all. */
    sstRate: number;
    dueDays: number;
  }
>;

type InvoiceEnv = z.infer<z.ZodObject<typeof invoiceEnv>>;

/** The seller as printed on invoices and sent to MyInvois, defaults from common/business.ts. */
export function invoiceSettingsOf(e: InvoiceEnv): InvoiceSettings {
  return Object.freeze({
    legalName: e.INVOICE_LEGAL_NAME ?? business.legalName,
    ssmNumber: e.INVOICE_SSM_NUMBER,
    sstNumber: e.INVOICE_SST_NUMBER,
    tin: e.INVOICE_TIN,
    addressLines: Object.freeze(
      e.INVOICE_ADDRESS
        ? e.INVOICE_ADDRESS.split(/\s*[|\n]\s*/).filter((line) => line !== "")
        : [...(business.offices[0]?.lines ?? []), business.offices[0]?.country ?? "Malaysia"],
    ),
    email: e.INVOICE_EMAIL ?? business.email,
    phone: e.INVOICE_PHONE ?? business.phone,
    bankDetails: e.INVOICE_BANK_DETAILS,
    msicCode: e.INVOICE_MSIC_CODE,
    businessActivity: e.INVOICE_BUSINESS_ACTIVITY ?? "Training and education services",
    stateCode: e.INVOICE_STATE_CODE,
    sstRate: e.SST_RATE,
    dueDays: e.INVOICE_DUE_DAYS,
  });
}
