import { data } from "react-router";
import type { Route } from "./+types/invoice";
import { checkInvoiceLink } from "#app/features/invoices/invoice-links.server";
import {
  findInvoice,
  invoicePdfResponse,
  parseInvoiceFile,
} from "#app/features/invoices/invoice-lookup.server";

/**
 * An invoice's PDF through the signed link of its mail (or of the PDF's own verification
 * line). A link signed for another number, forged or expired answers 404 and says nothing.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const file = parseInvoiceFile(params.file);
  if (!file || file.format !== "pdf") throw data(null, { status: 404 });
  const url = new URL(request.url);
  const check = checkInvoiceLink(
    file.number,
    url.searchParams.get("expires"),
    url.searchParams.get("sig"),
  );
  if (check !== "valid") throw data(null, { status: 404 });
  const invoice = await findInvoice(file.number);
  if (!invoice) throw data(null, { status: 404 });
  return invoicePdfResponse(invoice, {
    "Cache-Control": "private, no-store",
    "X-Robots-Tag": "noindex",
  });
}
