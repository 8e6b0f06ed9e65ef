import { data } from "react-router";
import type { AdminUser } from "#server/auth/sessions";
import { invalid } from "#app/lib/action-result";
import { formValues } from "#app/lib/form";
import { redirectWithToast } from "#app/lib/toast.server";
import { isLeadStatus, LEAD_STATUS_LABELS, NOTE_MAX } from "./filters";
import { addLeadNote, changeLeadStatus, releaseSpamLead } from "./lead-changes.server";

function noteOf(formData: FormData): string | null | "too-long" {
  const raw = formData.get("note");
  const note = typeof raw === "string" ? raw.trim() : "";
  if (note.length > NOTE_MAX) return "too-long";
  return note || null;
}

/**
 * What the team did on a lead's page: change its status (with a note), add a
 * note, or take it out of the Spam folder; answered with a toast on the page,
 * or refused at the form's fields with its values kept.
 */
export async function applyLeadAction(actor: AdminUser, id: string, formData: FormData) {
  const values = formValues(formData);
  const intent = formData.get("intent");
  const here = `/admin/leads/${id}`;
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
    const result = await changeLeadStatus(actor, { id, from, to, note });
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
    if (!(await addLeadNote(actor, { id, note })))
      throw data({ error: "No such lead" }, { status: 404 });
    return redirectWithToast(here, { type: "success", title: "Note added" });
  }

  if (intent === "not-spam") {
    const released = await releaseSpamLead(actor, id);
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
