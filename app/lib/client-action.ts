import { isActionResult, refusal, type ActionRefusal } from "./action-result";
import { formValues } from "./form";

/** What the form says when its post failed on the way: its toast, whose description is also the sentence the form shows. */
export type PostFault = { title: string; description: string };

/**
 * The browser's half of a form's action (a route's `clientAction`). A post
 * that fails on the way (the network, a proxy's 5xx page, a server that
 * throws) would otherwise replace the page with the error boundary and lose
 * the form; here it is answered like one of the action's own refusals, with
 * the values sent, so the form or dialog stays open and says `fault`. The
 * action's own answers pass through, and a redirect (a success) still goes
 * through.
 */
export async function keepFormOnFault<Answer>(
  { request, serverAction }: { request: Request; serverAction: () => Promise<Answer> },
  fault: PostFault,
): Promise<Answer | ActionRefusal> {
  // Read before the server call, which sends (and so uses up) the request's body.
  const sent = formValues(await request.clone().formData());
  try {
    const answer = await serverAction();
    if (isActionResult(answer)) return answer;
  } catch (error) {
    if (error instanceof Response) throw error;
  }
  return refusal(fault.description, sent, { type: "error", ...fault });
}
