import type { Route } from "./+types/index";
import { adminMeta } from "#app/features/backoffice/admin-meta";
import { requireRole } from "#app/features/team/auth.server";
import { HrdcPipelinePage } from "#app/features/registrations/hrdc/hrdc-pipeline-page";
import { hrdcPipeline } from "#app/features/registrations/hrdc/hrdc-list.server";
import { parseHrdcView } from "#app/features/registrations/hrdc/hrdc-stages";

export const meta: Route.MetaFunction = () => adminMeta("HRDC pipeline · Back office");

/** Employers' names and contacts: admins only. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, "admin");
  const view = parseHrdcView(new URL(request.url).searchParams.get("view"));
  return { view, ...(await hrdcPipeline(view)) };
}

export default function HrdcPipeline({ loaderData }: Route.ComponentProps) {
  return <HrdcPipelinePage {...loaderData} />;
}
