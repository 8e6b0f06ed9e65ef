import { data } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/group";
import { foundByIdOr404 } from "#app/features/backoffice/found-by-id";
import { adminMeta } from "#app/features/backoffice/admin-meta";
import { calendarDateKey } from "#common/dates";
import { requireRole, requireRoleMutation } from "#app/features/team/auth.server";
import { HrdcGroupPage } from "#app/features/registrations/hrdc/hrdc-group-page";
import {
  getHrdcGroup,
  recordHrdcStage,
  undoHrdcStage,
} from "#app/features/registrations/hrdc/hrdc-pipeline.server";
import { stageChangeSchema } from "#app/features/registrations/hrdc/hrdc-stage.schema";
import { invalid, refusedWith } from "#app/lib/action-result";
import { told } from "#common/outcome";
import { formValues, parseForm } from "#app/lib/form";
import { readFormData } from "#app/lib/form-data.server";
import { redirectWithToast } from "#app/lib/toast.server";

export const meta: Route.MetaFunction = ({ data: loaded }) =>
  adminMeta(`${loaded?.group.companyName ?? "HRDC booking"} · HRDC pipeline`);

const idSchema = z.uuid();
const NOT_FOUND = { error: "No such HRDC booking" };

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireRole(request, "admin");
  const group = await foundByIdOr404(params.groupId, getHrdcGroup, NOT_FOUND);
  return { group, today: calendarDateKey(new Date()) };
}

export async function action({ request, params }: Route.ActionArgs) {
  const actor = await requireRoleMutation(request, "admin");
  const id = idSchema.safeParse(params.groupId);
  if (!id.success) throw data(NOT_FOUND, { status: 404 });
  const formData = await readFormData(request);
  const values = formValues(formData);
  const parsed = parseForm(stageChangeSchema, formData);
  if (!parsed.success) return invalid(parsed.fieldErrors, values);
  const form = parsed.data;
  const outcome =
    form.intent === "record"
      ? await recordHrdcStage(actor, {
          groupId: id.data,
          stage: form.stage,
          reachedOn: form.reachedOn,
          reference: form.reference,
        })
      : await undoHrdcStage(actor, { groupId: id.data, stage: form.stage, reason: form.reason });
  if (!outcome.ok) {
    // Refused on the server (a stale page, a date out of order): at the field, values kept.
    if (outcome.reason === "not-found") return refusedWith(outcome, values);
    return invalid({ [outcome.reason]: told(outcome) }, values);
  }
  return redirectWithToast(`/admin/hrdc/${id.data}`, { type: "success", title: outcome.value });
}

export default function HrdcGroup({ loaderData, actionData }: Route.ComponentProps) {
  return <HrdcGroupPage {...loaderData} actionData={actionData} />;
}
