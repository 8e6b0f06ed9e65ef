import type { Route } from "./+types/export";
import { grantsExport } from "#app/features/grants/admin/grants.server";
import { csvExport } from "#app/features/backoffice/export/csv-export.server";

/** CSV of the grant list's search: catalogue content, so editors may export it too. */
export const loader = ({ request }: Route.LoaderArgs) =>
  csvExport(request, "editor", (params) => grantsExport(params));
