import { data } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/detail";
import { pageTitle } from "#common/business";
import { adminHeaders, requireRole, requireRoleMutation } from "#app/features/team/auth.server";
import { getLeadDetail } from "#app/features/leads/admin/lead-detail.server";
import { applyLeadAction } from "#app/features/leads/admin/lead-actions.server";
import { LeadPage } from "#app/features/leads/admin/lead-page";
import { readFormData } from "#app/lib/form-data.server";

export const meta: Route.MetaFunction = () => [
  { title: pageTitle("Lead · Back office") },
  { name: "robots", content: "noindex, nofollow" },
];

export const headers: Route.HeadersFunction = () => adminHeaders;

const idSchema = z.uuid();

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireRole(request, "admin");
  const id = idSchema.safeParse(params.id);
  const detail = id.success ? await getLeadDetail(id.data) : null;
  if (!detail) throw data({ error: "No such lead" }, { status: 404 });
  return detail;
}

export async function action({ request, params }: Route.ActionArgs) {
  const actor = await requireRoleMutation(request, "admin");
  const id = idSchema.safeParse(params.id);
  if (!id.success) throw data({ error: "No such lead" }, { status: 404 });
  return applyLeadAction(actor, id.data, await readFormData(request));
}

export default function LeadDetail({ loaderData, actionData }: Route.ComponentProps) {
  return <LeadPage detail={loaderData} actionData={actionData} />;
}
