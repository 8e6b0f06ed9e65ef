import { parseConfig, type InvoiceSettings } from "#server/config";
import { getConfig, isBooted } from "#server/runtime";

/** The seller's details of the running server, or the defaults outside one (scripts, unit tests). */
export function invoiceSettings(): InvoiceSettings {
  return isBooted() ? getConfig().invoice : parseConfig({}).invoice;
}
