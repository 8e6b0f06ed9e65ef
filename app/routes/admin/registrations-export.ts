import type { Route } from "./+types/registrations-export";
import { csvExport } from "../../features/backoffice/export/csv-export.server";
import { coursesExport } from "../../features/backoffice/registrations/registrations.server";

/** The registrations overview (`?when=upcoming|past`) as CSV: courses and their counts. */
export const loader = ({ request }: Route.LoaderArgs) => csvExport(request, "admin", coursesExport);
