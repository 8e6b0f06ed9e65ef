import type { Route } from "./+types/team-export";
import { csvExport } from "../../features/backoffice/export/csv-export.server";
import { teamContext, teamExport } from "../../features/backoffice/team/team.server";

/** CSV of the team: names and e-mail addresses of colleagues, so admins only. */
export const loader = ({ request }: Route.LoaderArgs) =>
  csvExport(request, "admin", () => teamExport(teamContext().db));
