import type { Route } from "./+types/grants-export";
import { grantsExport } from "../../features/backoffice/catalogue/grants.server";
import { csvExport } from "../../features/backoffice/export/csv-export.server";

/** CSV of the grant list's search: catalogue content, so editors may export it too. */
export const loader = ({ request }: Route.LoaderArgs) =>
  csvExport(request, "editor", (params) => grantsExport(params));
