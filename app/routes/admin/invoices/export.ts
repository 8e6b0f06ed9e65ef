import type { Route } from "./+types/export";
import { csvExport } from "#app/features/backoffice/export/csv-export.server";
import { invoicesExport } from "#app/features/invoices/admin/invoices-export.server";

/** The Invoices list's current filter (`?month=&status=&q=…`) as CSV, buyers included: admins only. */
export const loader = ({ request }: Route.LoaderArgs) =>
  csvExport(request, "admin", invoicesExport);
