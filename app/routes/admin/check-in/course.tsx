import type { Route } from "./+types/course";
import { foundByIdOr404 } from "#app/features/backoffice/found-by-id";
import { adminMeta } from "#app/features/backoffice/admin-meta";
import { hasForbiddenCharacters } from "#common/text-safety";
import { requireRole } from "#app/features/team/auth.server";
import {
  doorAttendees,
  doorCourse,
  doorScopeOf,
} from "#app/features/tickets/admin/check-in-list.server";
import { CheckInDoor } from "#app/features/tickets/admin/check-in-door";

export const meta: Route.MetaFunction = ({ data }) =>
  adminMeta(`Check-in · ${data?.course.title ?? "Course"}`);

const NOT_FOUND = { error: "No such course" };

export async function loader({ request, params }: Route.LoaderArgs) {
  const scope = doorScopeOf(await requireRole(request, "door"));
  const course = await foundByIdOr404(params.courseId, (id) => doorCourse(id, scope), NOT_FOUND);
  // A search is a few words; anything longer or with control characters matches nobody.
  const raw = new URL(request.url).searchParams.get("q") ?? "";
  const q = raw.length <= 200 && !hasForbiddenCharacters(raw) ? raw : "";
  return { course, q, scope, attendees: await doorAttendees(course, q, scope) };
}

export default function CheckInCourse({ loaderData }: Route.ComponentProps) {
  return <CheckInDoor {...loaderData} />;
}
