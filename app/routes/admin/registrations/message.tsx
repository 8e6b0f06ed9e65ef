import type { Route } from "./+types/message";
import { adminMeta } from "#app/features/backoffice/admin-meta";
import { requireRole, requireRoleMutation } from "#app/features/team/auth.server";
import { courseOr404 } from "#app/features/registrations/admin/registrations.server";
import {
  audienceCounts,
  previewCourseMessage,
  sendCourseMessage,
} from "#app/features/registrations/admin/course-message.server";
import { courseMessageSchema } from "#app/features/registrations/admin/course-message.schema";
import { CourseMessagePage } from "#app/features/registrations/admin/course-message-page";
import { invalid } from "#app/lib/action-result";
import { formValues, parseForm } from "#app/lib/form";
import { readFormData } from "#app/lib/form-data.server";
import { redirectWithToast } from "#app/lib/toast.server";

export const meta: Route.MetaFunction = ({ data }) =>
  adminMeta(`${data?.course.title ?? "Course"} · Message everyone`);

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireRole(request, "admin");
  const course = await courseOr404(params.courseId);
  return {
    course: { id: course.id, title: course.title, date: course.date, endDate: course.endDate },
    counts: await audienceCounts(course.id),
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const actor = await requireRoleMutation(request, "admin");
  const course = await courseOr404(params.courseId);
  const formData = await readFormData(request);
  const values = formValues(formData);
  const parsed = parseForm(courseMessageSchema, formData);
  if (!parsed.success) return invalid(parsed.fieldErrors, values);
  const { step, ...draft } = parsed.data;
  if (step === "preview") {
    const preview = await previewCourseMessage(course, draft);
    return { status: "preview" as const, ...preview, values };
  }
  const sent = await sendCourseMessage(actor, course, draft);
  if (sent === 0) {
    return invalid({ audience: "Nobody is on that list now: choose another audience." }, values);
  }
  return redirectWithToast(`/admin/registrations/${course.id}`, {
    type: "success",
    title: "Message sent",
    description: `Queued for ${sent} ${sent === 1 ? "person" : "people"}; it is in each registration's history.`,
  });
}

export default function CourseMessage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <CourseMessagePage course={loaderData.course} counts={loaderData.counts} answer={actionData} />
  );
}
