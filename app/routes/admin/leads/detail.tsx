import { data } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/detail";
import { foundByIdOr404 } from "#app/features/backoffice/found-by-id";
import { adminMeta } from "#app/features/backoffice/admin-meta";
import { requireRole, requireRoleMutation } from "#app/features/team/auth.server";
import { getLeadDetail } from "#app/features/leads/admin/lead-detail.server";
import {
  addLeadNote,
  changeLeadStatus,
  releaseSpamLead,
} from "#app/features/leads/admin/lead-changes.server";
import { isLeadStatus, LEAD_STATUS_LABELS, NOTE_MAX } from "#app/features/leads/admin/filters";
import { LeadPage } from "#app/features/leads/admin/lead-page";
import { invalid } from "#app/lib/action-result";
import { formValues } from "#app/lib/form";
import { readFormData } from "#app/lib/form-data.server";
import { redirectWithToast } from "#app/lib/toast.server";

export const meta: Route.MetaFunction = () => adminMeta("Lead · Back office");

const idSchema = z.uuid();

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireRole(request, "admin");
  return foundByIdOr404(params.id, getLeadDetail, { error: "No such lead" });
}

function noteOf(formData: FormData): string | null | "too-long" {
  const raw = formData.get("note");
  const note = typeof raw === "string" ? raw.trim() : "";
  if (note.length > NOTE_MAX) return "too-long";
  return note || null;
}

export async function action({ request, params }: Route.ActionArgs) {
  const actor = await requireRoleMutation(request, "admin");
  const id = idSchema.safeParse(params.id);
  if (!id.success) throw data({ error: "No such lead" }, { status: 404 });
  const formData = await readFormData(request);
  const values = formValues(formData);
  const intent = formData.get("intent");
  const here = `/admin/leads/${id.data}`;
  const note = noteOf(formData);
  if (note === "too-long") {
    return invalid({ note: `Notes can be at most ${NOTE_MAX} characters.` }, values);
  }

  if (intent === "status") {
    const from = formData.get("from");
    const to = formData.get("to");
    if (!isLeadStatus(from) || !isLeadStatus(to)) {
      return invalid({ to: "Choose the new status." }, values);
    }
    const result = await changeLeadStatus(actor, { id: id.data, from, to, note });
    if (result === "not-found") throw data({ error: "No such lead" }, { status: 404 });
    if (result === "not-allowed") {
      return invalid(
        {
          to: `A ${LEAD_STATUS_LABELS[from].toLowerCase()} lead cannot become ${LEAD_STATUS_LABELS[to].toLowerCase()}.`,
        },
        values,
      );
    }
    if (result === "stale") {
      return redirectWithToast(here, {
        type: "error",
        title: "Someone changed this lead meanwhile",
        description: "Check its status and try again.",
      });
    }
    return redirectWithToast(here, {
      type: "success",
      title: `Marked as ${LEAD_STATUS_LABELS[to].toLowerCase()}`,
    });
  }

  if (intent === "note") {
    if (!note) return invalid({ note: "Write a note first." }, values);
    if (!(await addLeadNote(actor, { id: id.data, note })))
      throw data({ error: "No such lead" }, { status: 404 });
    return redirectWithToast(here, { type: "success", title: "Note added" });
  }

  if (intent === "not-spam") {
    const released = await releaseSpamLead(actor, id.data);
    return redirectWithToast(
      here,
      released
        ? {
            type: "success",
            title: "Moved to the inbox",
            description: "Its held mails are on their way.",
          }
        : {
            type: "error",
            title: "Nothing changed",
            description: "This lead is not in the Spam folder.",
          },
    );
  }

  throw data({ error: "Unknown action" }, { status: 400 });
}

export default function LeadDetail({ loaderData, actionData }: Route.ComponentProps) {
  return <LeadPage detail={loaderData} actionData={actionData} />;
}
