import type { Route } from "./+types/export";
import { csvExport } from "#app/features/backoffice/export/csv-export.server";
import { teamContext, teamExport } from "#app/features/team/team.server";

/** CSV of the team: names and e-mail addresses of colleagues, so admins only. */
export const loader = ({ request }: Route.LoaderArgs) =>
  csvExport(request, "admin", () => teamExport(teamContext().db));
