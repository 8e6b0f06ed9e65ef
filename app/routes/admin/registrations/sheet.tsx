import type { Route } from "./+types/sheet";
import { pageTitle } from "#common/business";
import { adminHeaders, requireRole } from "#app/features/team/auth.server";
import { courseOr404, listAttendees } from "#app/features/registrations/admin/registrations.server";
import { courseDays } from "#app/features/registrations/admin/attendance";
import { AttendanceSheet } from "#app/features/registrations/admin/attendance-sheet";

export const meta: Route.MetaFunction = ({ data }) => [
  { title: pageTitle(`Attendance: ${data?.course.title ?? "Course"}`) },
  { name: "robots", content: "noindex, nofollow" },
];

export const headers: Route.HeadersFunction = () => adminHeaders;

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireRole(request, "admin");
  const course = await courseOr404(params.courseId);
  const attendees = (await listAttendees(course.id))
    .filter((a) => a.status === "registered" || a.status === "confirmed")
    .sort((a, b) => a.name.localeCompare(b.name, "en"))
    .map((a) => ({ id: a.id, name: a.name, organisation: a.company ?? a.org ?? "" }));
  return {
    course: {
      id: course.id,
      title: course.title,
      date: course.date,
      endDate: course.endDate,
      // A multi-day course is signed for each day: certificates need presence on every one.
      days: courseDays(course.date, course.endDate),
    },
    attendees,
  };
}

export default function Sheet({ loaderData }: Route.ComponentProps) {
  return <AttendanceSheet {...loaderData} />;
}
