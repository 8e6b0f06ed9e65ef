import type { ActionResult } from "#app/lib/action-result";
import { formValues } from "#app/lib/form";
import type { RegistrationDone } from "./registration-messages";
import { REGISTRATION_FAILURE } from "./registration-messages";

type Answer = RegistrationDone | ActionResult;

function isAnswer(value: unknown): value is Answer {
  if (typeof value !== "object" || value === null || !("status" in value)) return false;
  return ["success", "invalid", "error"].includes(String(value.status));
}

/**
 * The browser's half of the registration action of a course or book page. A
 * post that fails on the way (the network, a 5xx from a proxy, a server that
 * throws) would otherwise replace the page with the error page and lose the
 * dialog; here it is answered like the action's own fault, so the dialog says
 * 'Registration Failed' and keeps every value. A redirect (a plain post's
 * success) still goes through.
 */
export async function registrationClientAction({
  request,
  serverAction,
}: {
  request: Request;
  serverAction: () => Promise<unknown>;
}): Promise<Answer> {
  // Read before the server call, which sends (and so uses up) the request's body.
  const sent = formValues(await request.clone().formData());
  try {
    const answer = await serverAction();
    if (isAnswer(answer)) return answer;
  } catch (error) {
    if (error instanceof Response) throw error;
  }
  return { status: "error", message: REGISTRATION_FAILURE.description, values: sent };
}
