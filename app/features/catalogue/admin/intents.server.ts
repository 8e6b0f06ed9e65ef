import { data } from "react-router";
import { z } from "zod";
import type { AdminUser } from "#server/auth/sessions";
import { getDb } from "#server/runtime";
import { redirectWithToast } from "#app/lib/toast.server";
import { told } from "#common/outcome";
import {
  deleteMasterclass,
  duplicateMasterclass,
  setMasterclassStatus,
} from "./masterclasses.server";

/** The one-click changes of a course, from its list row or its edit page. */
export const masterclassIntentSchema = z.object({
  intent: z.enum(["publish", "unpublish", "archive", "duplicate", "delete"]),
  id: z.uuid(),
});

const STATUS_OF = { publish: "published", unpublish: "draft", archive: "archived" } as const;
const TOAST_OF = {
  publish: "Masterclass published",
  unpublish: "Masterclass unpublished",
  archive: "Masterclass archived",
} as const;

/**
 * Runs one intent and answers with a redirect and its toast: to the copy
 * after a duplicate, to the list after a delete, else to `back`. A refusal
 * (a course with registrations cannot be deleted) comes back as a toast;
 * an unknown course is a 404.
 */
export async function runMasterclassIntent(
  actor: AdminUser,
  formData: FormData,
  back: string,
): Promise<Response> {
  const parsed = masterclassIntentSchema.safeParse({
    intent: formData.get("intent"),
    id: formData.get("id"),
  });
  if (!parsed.success) throw data("This request could not be read.", { status: 400 });
  const { intent, id } = parsed.data;
  const db = getDb();
  if (intent === "duplicate") {
    const copy = await duplicateMasterclass(db, actor, id);
    if (!copy.ok) throw data("Masterclass not found", { status: 404 });
    return redirectWithToast(`/admin/masterclasses/${copy.value.id}`, {
      type: "success",
      title: "Masterclass duplicated",
      description: "The copy is a draft: set its date, then publish it.",
    });
  }
  if (intent === "delete") {
    const deleted = await deleteMasterclass(db, actor, id);
    if (deleted.ok) {
      return redirectWithToast("/admin/masterclasses", {
        type: "success",
        title: "Masterclass deleted",
        description: deleted.value.title,
      });
    }
    if (deleted.reason === "not-found") throw data("Masterclass not found", { status: 404 });
    return redirectWithToast(back, {
      type: "error",
      title: "Masterclass not deleted",
      description: told(deleted),
    });
  }
  const updated = await setMasterclassStatus(db, actor, id, STATUS_OF[intent]);
  if (!updated.ok) throw data("Masterclass not found", { status: 404 });
  return redirectWithToast(back, {
    type: "success",
    title: TOAST_OF[intent],
    description: updated.value.title,
  });
}
