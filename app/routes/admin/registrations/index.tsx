import type { Route } from "./+types/index";
import { adminMeta } from "#app/features/backoffice/admin-meta";
import { requireRole } from "#app/features/team/auth.server";
import { courseWhen, listCourses } from "#app/features/registrations/admin/registrations.server";
import { CourseList } from "#app/features/registrations/admin/course-list";

export const meta: Route.MetaFunction = () => adminMeta("Registrations · Back office");

export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, "admin");
  const when = courseWhen(new URL(request.url).searchParams);
  return { when, courses: await listCourses(when) } as const;
}

export default function RegistrationsIndex({ loaderData }: Route.ComponentProps) {
  return <CourseList {...loaderData} />;
}
