import type { Route } from "./+types/sheet";
import { adminMeta } from "#app/features/backoffice/admin-meta";
import { adminHeaders, requireRole } from "#app/features/team/auth.server";
import {
  courseHead,
  courseOr404,
  listAttendees,
} from "#app/features/registrations/admin/registrations.server";
import { holdsSeat } from "#app/features/registrations/seat-statuses";
import { courseDays } from "#app/features/registrations/admin/attendance";
import { AttendanceSheet } from "#app/features/registrations/admin/attendance-sheet";

export const meta: Route.MetaFunction = ({ data }) =>
  adminMeta(`Attendance: ${data?.course.title ?? "Course"}`);

export const headers: Route.HeadersFunction = () => adminHeaders;

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireRole(request, "admin");
  const course = await courseOr404(params.courseId);
  const attendees = (await listAttendees(course.id))
    .filter((a) => holdsSeat(a.status))
    .sort((a, b) => a.name.localeCompare(b.name, "en"))
    .map((a) => ({ id: a.id, name: a.name, organisation: a.company ?? a.org ?? "" }));
  return {
    course: {
      ...courseHead(course),
      // A multi-day course is signed for each day: certificates need presence on every one.
      days: courseDays(course.date, course.endDate),
    },
    attendees,
  };
}

export default function Sheet({ loaderData }: Route.ComponentProps) {
  return <AttendanceSheet {...loaderData} />;
}
