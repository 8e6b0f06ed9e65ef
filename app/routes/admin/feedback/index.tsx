import { data } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/index";
import { adminMeta } from "#app/features/backoffice/admin-meta";
import { requireAdmin, requireAdminMutation } from "#app/features/team/auth.server";
import {
  feedbackAnswers,
  feedbackSummaries,
  publishTestimonial,
  unpublishTestimonial,
} from "#app/features/feedback/admin/feedback-admin.server";
import { FeedbackList } from "#app/features/feedback/admin/feedback-list";
import { readFormData } from "#app/lib/form-data.server";
import { redirectWithToast } from "#app/lib/toast.server";

export const meta: Route.MetaFunction = () => adminMeta("Feedback · Back office");

const courseParam = (url: URL) => {
  const course = z.uuid().safeParse(url.searchParams.get("course"));
  return course.success ? course.data : null;
};

/** Testimonials are content: editors and admins alike, like the masterclasses they appear on. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const course = courseParam(new URL(request.url));
  const [courses, answers] = await Promise.all([feedbackSummaries(), feedbackAnswers(course)]);
  return { courses, course, answers };
}

export async function action({ request }: Route.ActionArgs) {
  const actor = await requireAdminMutation(request);
  const formData = await readFormData(request);
  const id = z.uuid().safeParse(formData.get("id"));
  const intent = formData.get("intent");
  if ((intent !== "publish" && intent !== "unpublish") || !id.success) {
    throw data({ error: "Unknown action" }, { status: 400 });
  }
  const change = intent === "publish" ? publishTestimonial : unpublishTestimonial;
  const outcome = await change(actor, id.data);
  const course = courseParam(new URL(request.url));
  const back = course ? `/admin/feedback?course=${course}` : "/admin/feedback";
  return redirectWithToast(
    back,
    outcome.ok
      ? { type: "success", title: outcome.value }
      : { type: "error", title: "Nothing changed", description: outcome.message },
  );
}

export default function Feedback({ loaderData }: Route.ComponentProps) {
  return <FeedbackList {...loaderData} />;
}
