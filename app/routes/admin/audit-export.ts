import type { Route } from "./+types/audit-export";
import { auditExport } from "../../features/backoffice/audit-log/audit-log.server";
import { csvExport } from "../../features/backoffice/export/csv-export.server";

/** The audit log's current filter as CSV (admins only, like the log). */
export const loader = ({ request }: Route.LoaderArgs) =>
  csvExport(request, "admin", (params) => auditExport(params));
