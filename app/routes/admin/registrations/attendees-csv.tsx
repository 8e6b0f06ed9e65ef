import type { Route } from "./+types/attendees-csv";
import { csvExport } from "#app/features/backoffice/export/csv-export.server";
import { attendeesExport } from "#app/features/registrations/admin/registrations-csv.server";

/** The course's registrations as CSV (UTF-8 with BOM, formula cells neutralised). */
export const loader = ({ request, params }: Route.LoaderArgs) =>
  csvExport(request, "admin", () => attendeesExport(params.courseId));
