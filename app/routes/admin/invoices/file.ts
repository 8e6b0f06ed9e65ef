import { data } from "react-router";
import type { Route } from "./+types/file";
import { adminHeaders, requireRole } from "#app/features/team/auth.server";
import {
  findInvoice,
  invoicePdfResponse,
  invoiceUbl,
  parseInvoiceFile,
} from "#app/features/invoices/invoice-lookup.server";

/** An invoice's PDF, or its MyInvois UBL JSON (admins only: buyers' details). */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireRole(request, "admin");
  const file = parseInvoiceFile(params.file);
  const invoice = file ? await findInvoice(file.number) : null;
  if (!file || !invoice) throw data({ error: "No such invoice" }, { status: 404 });
  if (file.format === "pdf") return invoicePdfResponse(invoice, adminHeaders);
  return new Response(JSON.stringify(await invoiceUbl(invoice), null, 2), {
    headers: {
      ...adminHeaders,
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="${invoice.number}.ubl.json"`,
    },
  });
}
