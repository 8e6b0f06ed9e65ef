import { data } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/course";
import { adminMeta } from "#app/features/backoffice/admin-meta";
import { hasForbiddenCharacters } from "#common/text-safety";
import { requireRole } from "#app/features/team/auth.server";
import { doorAttendees, doorCourse } from "#app/features/tickets/admin/check-in-list.server";
import { CheckInDoor } from "#app/features/tickets/admin/check-in-door";

export const meta: Route.MetaFunction = ({ data }) =>
  adminMeta(`Check-in · ${data?.course.title ?? "Course"}`);

const NOT_FOUND = { error: "No such course" };

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireRole(request, "door");
  const id = z.uuid().safeParse(params.courseId);
  const course = id.success ? await doorCourse(id.data) : null;
  if (!course) throw data(NOT_FOUND, { status: 404 });
  // A search is a few words; anything longer or with control characters matches nobody.
  const raw = new URL(request.url).searchParams.get("q") ?? "";
  const q = raw.length <= 200 && !hasForbiddenCharacters(raw) ? raw : "";
  return { course, q, attendees: await doorAttendees(course, q) };
}

export default function CheckInCourse({ loaderData }: Route.ComponentProps) {
  return <CheckInDoor {...loaderData} />;
}
