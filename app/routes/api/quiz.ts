import { z } from "zod";
import type { Route } from "./+types/quiz";
import { isCompleteAnswerSet } from "#app/features/quiz/scoring";
import { leadSchema } from "#app/features/quiz/lead.schema";
import { QUIZ_FAILURE_TOAST } from "#app/features/quiz/messages";
import { submitQuiz } from "#app/features/quiz/submit-quiz.server";
import { allowLeadSubmission, spamVerdict } from "#app/features/spam/form-guard.server";
import { logError } from "#app/features/errors/log.server";
import { failed, invalid, type ActionResult, type ActionSuccess } from "#app/lib/action-result";
import { fieldErrorsOf, formValues } from "#app/lib/form";
import { exceedsJsonDepth } from "#common/json-depth";
import { readFormData } from "#app/lib/form-data.server";
import { tooManySubmissionsMessage } from "#app/lib/rate-limit-message";

/** The one action result shape, as JSON: the dialog stays on the page and reads it through fetch. */
export type QuizActionData = ActionSuccess | ActionResult;

const envelope = z.object({
  path: z.enum(["individual", "organization"]),
  answers: z
    .string()
    .max(2000)
    .transform((value, ctx) => {
      try {
        // Parsed only when flat enough: nothing we accept nests deeper (app/lib/json-depth.ts).
        if (exceedsJsonDepth(value)) throw new Error("nested too deep");
        const parsed: unknown = JSON.parse(value);
        return z.record(z.string().max(3), z.string().max(64)).parse(parsed);
      } catch {
        ctx.addIssue({ code: "custom", message: "The quiz answers are incomplete" });
        return z.NEVER;
      }
    }),
});

/** The quiz dialog posts here (answers as JSON, lead fields as form fields). */
export async function action({ request, context }: Route.ActionArgs) {
  const formData = await readFormData(request);
  const values = formValues(formData);
  const parsedEnvelope = envelope.safeParse(values);
  if (
    !parsedEnvelope.success ||
    !isCompleteAnswerSet(parsedEnvelope.data.path, parsedEnvelope.data.answers)
  ) {
    return invalid({ form: "The quiz answers are incomplete" }, values);
  }
  const { path, answers } = parsedEnvelope.data;
  const lead = leadSchema(path).safeParse(values);
  if (!lead.success) {
    return invalid(fieldErrorsOf(lead.error), values);
  }
  // Suspected spam is stored and flagged, never dropped; the answer is the same either way.
  const spamReason = spamVerdict(formData, { requireToken: false });
  try {
    const limit = await allowLeadSubmission("quiz", context.clientAddress);
    if (!limit.allowed) {
      return failed(tooManySubmissionsMessage(limit.retryAfterSeconds), values, {
        status: 429,
        headers: { "Retry-After": String(limit.retryAfterSeconds) },
      });
    }
    // A duplicate (double click, retry) is the submission already stored: the same success.
    await submitQuiz(path, answers, lead.data, context.clientAddress, spamReason);
    return { status: "success" } satisfies ActionSuccess;
  } catch (error) {
    logError(error, "Quiz submission could not be stored");
    return failed(QUIZ_FAILURE_TOAST, values);
  }
}
