import type { Route } from "./+types/export";
import { masterclassesExport } from "#app/features/catalogue/admin/masterclasses-csv.server";
import { csvExport } from "#app/features/backoffice/export/csv-export.server";

/** CSV of a masterclass view and its search: catalogue content, so editors may export it too. */
export const loader = ({ request }: Route.LoaderArgs) =>
  csvExport(request, "editor", (params) => masterclassesExport(params));
