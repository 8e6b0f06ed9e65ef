import type { Route } from "./+types/index";
import { adminMeta } from "#app/features/backoffice/admin-meta";
import { requireAdmin } from "#app/features/team/auth.server";
import { dashboardFor } from "#app/features/dashboard/dashboard.server";
import { DashboardPage } from "#app/features/dashboard/dashboard-page";

export const meta: Route.MetaFunction = () => adminMeta("Dashboard · Back office");

/** Both roles; an editor's dashboard holds content counts only (no leads, people or mail). */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireAdmin(request);
  return dashboardFor(user.role);
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  return <DashboardPage dashboard={loaderData} />;
}
