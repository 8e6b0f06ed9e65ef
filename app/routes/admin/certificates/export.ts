import type { Route } from "./+types/export";
import { certificatesExport } from "#app/features/certificates/admin/certificates-csv.server";
import { csvExport } from "#app/features/backoffice/export/csv-export.server";

/** The certificate list's current filter as CSV (admins only: holders and their e-mail). */
export const loader = ({ request }: Route.LoaderArgs) =>
  csvExport(request, "admin", certificatesExport);
