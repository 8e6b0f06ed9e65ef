import type { Route } from "./+types/export";
import { csvExport } from "#app/features/backoffice/export/csv-export.server";
import { coursesExport } from "#app/features/registrations/admin/registrations-csv.server";

/** The registrations overview (`?when=upcoming|past`) as CSV: courses and their counts. */
export const loader = ({ request }: Route.LoaderArgs) => csvExport(request, "admin", coursesExport);
