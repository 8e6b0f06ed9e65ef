import type { Route } from "./+types/masterclasses-export";
import { masterclassesExport } from "../../features/backoffice/masterclasses/masterclasses.server";
import { csvExport } from "../../features/backoffice/export/csv-export.server";

/** CSV of a masterclass view and its search: catalogue content, so editors may export it too. */
export const loader = ({ request }: Route.LoaderArgs) =>
  csvExport(request, "editor", (params) => masterclassesExport(params));
