import { data } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/spam";
import { adminMeta } from "#app/features/backoffice/admin-meta";
import { requireRoleMutation } from "#app/features/team/auth.server";
import { loadAdminList } from "#app/features/backoffice/list/list-loader.server";
import { parseLeadFilter } from "#app/features/leads/admin/filters";
import { SPAM_FOLDER, SpamFolder } from "#app/features/leads/admin/spam-folder";
import { listLeads, spamReasons } from "#app/features/leads/admin/leads.server";
import { releaseSpamLead } from "#app/features/leads/admin/lead-changes.server";
import { readFormData } from "#app/lib/form-data.server";
import { redirectWithToast } from "#app/lib/toast.server";

export const meta: Route.MetaFunction = () => adminMeta("Spam · Leads · Back office");

export function loader({ request }: Route.LoaderArgs) {
  return loadAdminList(request, parseLeadFilter, async (filter) => {
    const result = await listLeads(filter, { spam: true });
    return { ...result, reasons: await spamReasons(result.rows) };
  });
}

export async function action({ request }: Route.ActionArgs) {
  const actor = await requireRoleMutation(request, "admin");
  const formData = await readFormData(request);
  const id = z.uuid().safeParse(formData.get("id"));
  if (formData.get("intent") !== "not-spam" || !id.success) {
    throw data({ error: "Unknown action" }, { status: 400 });
  }
  const released = await releaseSpamLead(actor, id.data);
  if (!released) {
    return redirectWithToast(SPAM_FOLDER, {
      type: "error",
      title: "Nothing changed",
      description: "This item is no longer in the Spam folder.",
    });
  }
  return redirectWithToast(`/admin/leads/${id.data}`, {
    type: "success",
    title: "Moved to the inbox",
    description: "Its held mails are on their way.",
  });
}

export default function Spam({ loaderData }: Route.ComponentProps) {
  return <SpamFolder {...loaderData} />;
}
