import type { Route } from "./+types/ntw-export";
import { ntwExport } from "../../features/backoffice/catalogue/ntw.server";
import { csvExport } from "../../features/backoffice/export/csv-export.server";

/** CSV of the NTW program list's search: catalogue content, so editors may export it too. */
export const loader = ({ request }: Route.LoaderArgs) =>
  csvExport(request, "editor", (params) => ntwExport(params));
