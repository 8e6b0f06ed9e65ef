import { data } from "react-router";
import { z } from "zod";
import { requireRoleMutation } from "../../admin/auth.server";
import { readFormData } from "../../../lib/form-data.server";
import { redirectWithToast } from "../../../lib/toast.server";
import { retryFailed } from "./mail.server";

/** The retry actions of the outbox list and a message page: one failed mail, or all of them. */
export async function retryAction(request: Request, back: string) {
  const actor = await requireRoleMutation(request, "admin");
  const form = await readFormData(request);
  const intent = form.get("intent");
  if (intent === "retry-all") {
    const n = await retryFailed(actor);
    return redirectWithToast(back, {
      type: n > 0 ? "success" : "info",
      title: n > 0 ? `${n} failed mail${n === 1 ? "" : "s"} queued again` : "No failed mails",
    });
  }
  if (intent === "retry") {
    const id = z.uuid().safeParse(form.get("id"));
    if (!id.success) return data({ error: "Unknown mail" }, { status: 400 });
    const n = await retryFailed(actor, id.data);
    if (n === 0) return data({ error: "This mail is not failed any more." }, { status: 409 });
    return redirectWithToast(back, { type: "success", title: "Mail queued again" });
  }
  return data({ error: "Unknown action" }, { status: 400 });
}
