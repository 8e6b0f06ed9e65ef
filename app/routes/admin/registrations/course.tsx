import { data } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/course";
import { pageTitle } from "#common/business";
import { adminHeaders, requireRole, requireRoleMutation } from "#app/features/team/auth.server";
import { todayInMalaysia } from "#app/features/certificates/admin/certificates.schema";
import {
  findCourse,
  listAttendees,
  moveTargets,
} from "#app/features/registrations/admin/registrations.server";
import { applyCourseAction } from "#app/features/registrations/admin/course-actions.server";
import { CourseRegistrationsPage } from "#app/features/registrations/admin/course-registrations-page";
import { courseDays } from "#app/features/registrations/admin/attendance";
import { readFormData } from "#app/lib/form-data.server";

export const meta: Route.MetaFunction = ({ data }) => [
  { title: pageTitle(`${data?.course.title ?? "Course"} · Registrations`) },
  { name: "robots", content: "noindex, nofollow" },
];

export const headers: Route.HeadersFunction = () => adminHeaders;

const uuid = z.uuid();

async function courseOf(params: { courseId?: string }) {
  const id = uuid.safeParse(params.courseId);
  const course = id.success ? await findCourse(id.data) : null;
  if (!course) throw data({ error: "No such course" }, { status: 404 });
  return course;
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireRole(request, "admin");
  const course = await courseOf(params);
  const now = new Date();
  const [attendees, targets] = await Promise.all([
    listAttendees(course.id),
    moveTargets(course.id),
  ]);
  return {
    course: {
      id: course.id,
      title: course.title,
      date: course.date,
      endDate: course.endDate,
      classSize: course.classSize,
      started: course.date.getTime() <= now.getTime(),
      // One day, or each day of a multi-day course (attendance is marked per day).
      days: courseDays(course.date, course.endDate),
      today: todayInMalaysia(now),
    },
    attendees,
    targets,
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const actor = await requireRoleMutation(request, "admin");
  const course = await courseOf(params);
  return applyCourseAction(actor, course.id, await readFormData(request));
}

export default function CourseRegistrations({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <CourseRegistrationsPage
      {...loaderData}
      error={actionData?.status === "error" ? actionData.message : null}
    />
  );
}
