import type { Route } from "./+types/index";
import { adminMeta } from "#app/features/backoffice/admin-meta";
import { requireRole } from "#app/features/team/auth.server";
import { doorCourses, doorScopeOf } from "#app/features/tickets/admin/check-in-list.server";
import { CheckInCourses } from "#app/features/tickets/admin/check-in-courses";

export const meta: Route.MetaFunction = () => adminMeta("Check-in · Back office");

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireRole(request, "door");
  return { courses: await doorCourses(doorScopeOf(user)) };
}

export default function CheckInIndex({ loaderData }: Route.ComponentProps) {
  return <CheckInCourses courses={loaderData.courses} />;
}
