import { z } from "zod";
import type { Route } from "./+types/quiz";
import { isCompleteAnswerSet } from "#app/features/quiz/scoring";
import { leadSchema } from "#app/features/quiz/lead.schema";
import { QUIZ_FAILURE_TOAST, QUIZ_SUCCESS_TOAST } from "#app/features/quiz/messages";
import { submitQuiz } from "#app/features/quiz/submit-quiz.server";
import { overSubmissionLimit, spamVerdict } from "#app/features/spam/form-guard.server";
import { logError } from "#app/features/errors/log.server";
import {
  failed,
  invalid,
  refusalToast,
  succeeded,
  type ActionResult,
} from "#app/lib/action-result";
import { fieldErrorsOf, formValues, type FormValues } from "#app/lib/form";
import { exceedsJsonDepth } from "#common/json-depth";
import { readFormData } from "#app/lib/form-data.server";

/** The one action result shape, as JSON: the dialog stays on the page and reads it through fetch. */
export type QuizActionData = ActionResult<FormValues, object>;

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
    // Not a field the visitor can fix: the spec's failure toast.
    return invalid({ form: "The quiz answers are incomplete" }, values, {
      toast: refusalToast(QUIZ_FAILURE_TOAST),
    });
  }
  const { path, answers } = parsedEnvelope.data;
  const lead = leadSchema(path).safeParse(values);
  if (!lead.success) {
    return invalid(fieldErrorsOf(lead.error), values);
  }
  // Suspected spam is stored and flagged, never dropped; the answer is the same either way.
  const spamReason = spamVerdict(formData, { requireToken: false });
  try {
    const limited = await overSubmissionLimit("quiz", context.clientAddress, values);
    if (limited) return limited;
    // A duplicate (double click, retry) is the submission already stored: the same success.
    await submitQuiz(path, answers, lead.data, context.clientAddress, spamReason);
    return succeeded({ type: "success", title: QUIZ_SUCCESS_TOAST });
  } catch (error) {
    logError(error, "Quiz submission could not be stored");
    return failed(QUIZ_FAILURE_TOAST, values, { toast: refusalToast(QUIZ_FAILURE_TOAST) });
  }
}
