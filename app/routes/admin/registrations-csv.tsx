import type { Route } from "./+types/registrations-csv";
import { csvExport } from "../../features/backoffice/export/csv-export.server";
import { attendeesExport } from "../../features/backoffice/registrations/registrations.server";

/** The course's registrations as CSV (UTF-8 with BOM, formula cells neutralised). */
export const loader = ({ request, params }: Route.LoaderArgs) =>
  csvExport(request, "admin", () => attendeesExport(params.courseId));
