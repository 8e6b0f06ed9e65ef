import type { Route } from "./+types/leads-export";
import { leadsExport } from "../../features/backoffice/leads/leads.server";
import { csvExport } from "../../features/backoffice/export/csv-export.server";

/** The inbox's (or the Spam folder's) current filter as CSV, streamed by keyset (issue 14 §8). */
export const loader = ({ request }: Route.LoaderArgs) => csvExport(request, "admin", leadsExport);
