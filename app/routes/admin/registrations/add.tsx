import type { Route } from "./+types/add";
import { adminMeta } from "#app/features/backoffice/admin-meta";
import { requireRole, requireRoleMutation } from "#app/features/team/auth.server";
import {
  courseHead,
  courseOr404,
  listAttendees,
} from "#app/features/registrations/admin/registrations.server";
import { manualBookingAction } from "#app/features/registrations/admin/manual-booking-action.server";
import { ManualBookingPage } from "#app/features/registrations/admin/manual-booking-page";
import { registrationClosed } from "#app/features/registrations/register.server";
import { readFormData } from "#app/lib/form-data.server";

export const meta: Route.MetaFunction = ({ data }) =>
  adminMeta(`Add a registration · ${data?.course.title ?? "Course"}`);

/** A key for each form this page renders: a double submit stores one booking. */
const freshKey = () => crypto.randomUUID().replaceAll("-", "");

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireRole(request, "admin");
  const course = await courseOr404(params.courseId);
  const attendees = await listAttendees(course.id);
  const held = attendees.filter((a) =>
    ["registered", "confirmed", "offered"].includes(a.status),
  ).length;
  return {
    course: {
      ...courseHead(course),
      isHrdc: course.isHrdc,
      isNtw: course.isNtw,
      free: Math.max(0, course.classSize - held),
      closed: registrationClosed(course, new Date()),
    },
    keys: { walkIn: freshKey(), group: freshKey() },
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const actor = await requireRoleMutation(request, "admin");
  const course = await courseOr404(params.courseId);
  return manualBookingAction(actor, course, await readFormData(request));
}

export default function AddRegistration({ loaderData, actionData }: Route.ComponentProps) {
  return <ManualBookingPage {...loaderData} actionData={actionData} />;
}
