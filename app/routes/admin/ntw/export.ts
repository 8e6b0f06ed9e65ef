import type { Route } from "./+types/export";
import { ntwExport } from "#app/features/ntw/admin/ntw.server";
import { csvExport } from "#app/features/backoffice/export/csv-export.server";

/** CSV of the NTW program list's search: catalogue content, so editors may export it too. */
export const loader = ({ request }: Route.LoaderArgs) =>
  csvExport(request, "editor", (params) => ntwExport(params));
