import { data } from "react-router";
import { z } from "zod";
import { requireRoleMutation } from "#app/features/team/auth.server";
import { readFormData } from "#app/lib/form-data.server";
import { redirectWithToast } from "#app/lib/toast.server";
import { answerHeadline, type CheckInAnswer } from "../check-in-result";
import { checkIn } from "./check-in.server";
import { doorCourse, doorScopeOf } from "./check-in-list.server";
import { checkInSchema } from "./check-in.schema";

const STATUS: Record<CheckInAnswer["status"], number> = {
  "checked-in": 200,
  already: 200,
  unknown: 404,
  revoked: 409,
  "other-course": 409,
  "not-today": 409,
  "no-seat": 409,
};

const NO_STORE = { "Cache-Control": "private, no-store" } as const;

function wantsJson(request: Request): boolean {
  return (request.headers.get("accept") ?? "").includes("application/json");
}

/**
 * The check-in endpoint: JSON for the page's fetch (and its offline queue's
 * replays), a redirect with a toast for a plain form post. Bad input is a 400
 * with the field's message; refusals are 404/409 with what to tell the door.
 */
export async function checkInEndpoint(request: Request, courseIdParam: string | undefined) {
  const actor = await requireRoleMutation(request, "door");
  const courseId = z.uuid().safeParse(courseIdParam);
  const noSuchCourse = () => data({ error: "No such course" }, { status: 404, headers: NO_STORE });
  if (!courseId.success) throw noSuchCourse();
  // Door staff: today's courses only, refused before any ticket is looked up.
  const scope = doorScopeOf(actor);
  if (scope === "door" && !(await doorCourse(courseId.data, scope))) throw noSuchCourse();
  const form = await readFormData(request);
  const fields = Object.fromEntries(
    [...form.entries()].filter(([, v]) => typeof v === "string" && v !== ""),
  );
  const parsed = checkInSchema.safeParse(fields);
  const back = (q: string | undefined) =>
    `/admin/check-in/${courseId.data}${q ? `?${new URLSearchParams({ q })}` : ""}`;
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? "This check-in could not be read.";
    if (!wantsJson(request)) {
      return redirectWithToast(back(undefined), { type: "error", title: message });
    }
    return Response.json({ status: "invalid", message }, { status: 400, headers: NO_STORE });
  }
  const { token, registrationId, q } = parsed.data;
  const answer = await checkIn(
    actor,
    token
      ? { courseId: courseId.data, token }
      : { courseId: courseId.data, registrationId: registrationId! },
  );
  if (!wantsJson(request)) {
    const good = answer.status === "checked-in" || answer.status === "already";
    return redirectWithToast(back(q), {
      type: good ? "success" : "error",
      title: answerHeadline(answer),
      ...(good ? { description: `${answer.person.name} · ${answer.person.payment}` } : {}),
    });
  }
  return Response.json(answer, { status: STATUS[answer.status], headers: NO_STORE });
}
