import type { Route } from "./+types/certificates-export";
import { certificatesExport } from "../../features/backoffice/certificates/certificates.server";
import { csvExport } from "../../features/backoffice/export/csv-export.server";

/** The certificate list's current filter as CSV (admins only: holders and their e-mail). */
export const loader = ({ request }: Route.LoaderArgs) =>
  csvExport(request, "admin", certificatesExport);
