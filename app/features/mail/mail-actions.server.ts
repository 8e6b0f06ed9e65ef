import { z } from "zod";
import { requireRoleMutation } from "#app/features/team/auth.server";
import { failed } from "#app/lib/action-result";
import { formValues } from "#app/lib/form";
import { readFormData } from "#app/lib/form-data.server";
import { redirectWithToast } from "#app/lib/toast.server";
import { retryFailed } from "./mail.server";

/**
 * The retry actions of the outbox list and a message page: one failed mail,
 * or all of them. Success redirects with a toast; a refusal is an
 * ActionResult the page shows above its list (there are no fields to mark).
 */
export async function retryAction(request: Request, back: string) {
  const actor = await requireRoleMutation(request, "admin");
  const form = await readFormData(request);
  const values = formValues(form);
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
    if (!id.success) return failed("Unknown mail", values, { status: 400 });
    const n = await retryFailed(actor, id.data);
    if (n === 0) return failed("This mail is not failed any more.", values, { status: 409 });
    return redirectWithToast(back, { type: "success", title: "Mail queued again" });
  }
  return failed("Unknown action", values, { status: 400 });
}
