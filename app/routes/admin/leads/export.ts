import type { Route } from "./+types/export";
import { leadsExport } from "#app/features/leads/admin/leads-csv.server";
import { csvExport } from "#app/features/backoffice/export/csv-export.server";

/** The inbox's (or the Spam folder's) current filter as CSV, streamed by keyset. */
export const loader = ({ request }: Route.LoaderArgs) => csvExport(request, "admin", leadsExport);
