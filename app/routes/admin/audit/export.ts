import type { Route } from "./+types/export";
import { auditExport } from "#app/features/audit/audit-log.server";
import { csvExport } from "#app/features/backoffice/export/csv-export.server";

/** The audit log's current filter as CSV (admins only, like the log). */
export const loader = ({ request }: Route.LoaderArgs) =>
  csvExport(request, "admin", (params) => auditExport(params));
