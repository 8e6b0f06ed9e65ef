import { data } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/quiz";
import { isCompleteAnswerSet } from "../../features/quiz/scoring";
import { leadSchema } from "../../features/quiz/lead.schema";
import { submitQuiz } from "../../features/quiz/submit-quiz.server";
import { allowLeadSubmission, spamVerdict } from "../../features/spam/form-guard.server";
import { logError } from "../../features/errors/log.server";
import { fieldErrorsOf, formValues } from "../../lib/form";
import { readFormData } from "../../lib/form-data.server";
import { tooManySubmissionsMessage } from "../../lib/rate-limit-message";

export type QuizActionData =
  | { status: "success" }
  | { status: "invalid"; fieldErrors: Record<string, string> }
  | { status: "error"; message?: string };

const envelope = z.object({
  path: z.enum(["individual", "organization"]),
  answers: z.string().max(2000).transform((value, ctx) => {
    try {
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
  if (!parsedEnvelope.success || !isCompleteAnswerSet(parsedEnvelope.data.path, parsedEnvelope.data.answers)) {
    return data<QuizActionData>({ status: "invalid", fieldErrors: { form: "The quiz answers are incomplete" } }, { status: 400 });
  }
  const { path, answers } = parsedEnvelope.data;
  const lead = leadSchema(path).safeParse(values);
  if (!lead.success) {
    return data<QuizActionData>({ status: "invalid", fieldErrors: fieldErrorsOf(lead.error) }, { status: 400 });
  }
  // Suspected spam is stored and flagged, never dropped; the answer is the same either way.
  const spamReason = spamVerdict(formData, { requireToken: false });
  try {
    const limit = await allowLeadSubmission("quiz", context.clientAddress);
    if (!limit.allowed) {
      return data<QuizActionData>(
        { status: "error", message: tooManySubmissionsMessage(limit.retryAfterSeconds) },
        { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } },
      );
    }
    // A duplicate (double click, retry) is the submission already stored: the same success.
    await submitQuiz(path, answers, lead.data, context.clientAddress, spamReason);
    return { status: "success" } satisfies QuizActionData;
  } catch (error) {
    logError(error, "Quiz submission could not be stored");
    return data<QuizActionData>({ status: "error" }, { status: 500 });
  }
}
