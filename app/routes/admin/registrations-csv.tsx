import { data } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/registrations-csv";
import { requireRole } from "../../features/admin/auth.server";
import {
  findCourse,
  listAttendees,
} from "../../features/backoffice/registrations/registrations.server";
import { csvFileName, toCsv } from "../../lib/csv";

/** The course's registrations as CSV (UTF-8 with BOM, formula cells neutralised). */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireRole(request, "admin");
  const id = z.uuid().safeParse(params.courseId);
  const course = id.success ? await findCourse(id.data) : null;
  if (!course) throw data({ error: "No such course" }, { status: 404 });
  const attendees = await listAttendees(course.id);
  const body = toCsv(
    [
      "Reference",
      "Name",
      "E-mail",
      "Phone",
      "Organisation",
      "Job role",
      "Payment mode",
      "Status",
      "Group company",
      "Group reference",
      "Registered at",
      "Offer expires at",
      "Cancelled at",
      "Attended at",
      "Certificate",
      "Certificate status",
    ],
    attendees.map((a) => [
      a.reference,
      a.name,
      a.email,
      a.phone,
      a.org,
      a.role,
      a.payment,
      a.status,
      a.company,
      a.groupReference,
      a.createdAt,
      a.offerExpiresAt,
      a.cancelledAt,
      a.attendedAt,
      a.certificateId,
      a.certificateStatus,
    ]),
  );
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${csvFileName(`registrations-${course.slug}`)}"`,
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex, nofollow",
    },
  });
}
