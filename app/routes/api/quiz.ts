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
import { redirectWithToast } from "#app/lib/toast.server";
import { QUIZ_COPY } from "#app/features/quiz/quiz-parts";
import { quizHref } from "#app/features/quiz/quiz-href";
import { ANSWER_FIELD, RETURN_TO_FIELD } from "#app/features/quiz/quiz-url";

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

/**
 * The quiz posts here: the dialog with `fetch` (answers as JSON, lead fields as form fields),
 * answered with the result as JSON; the page's own form (quiz-panel.tsx: before hydration,
 * without JavaScript) as a plain post with `answers.N` fields and the page to go back to,
 * answered with a redirect there (post/redirect/get).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const formData = await readFormData(request);
  const values = formValues(formData);
  const page = returnPage(values[RETURN_TO_FIELD]);
  const answers = answersOf(values);
  const answer = await answerQuiz(formData, answers ? { ...values, answers } : values, context);
  if (page === null) return answer;
  return redirectToPage(page, "status" in answer ? answer : answer.data, values);
}

async function answerQuiz(
  formData: FormData,
  values: FormValues,
  context: Route.ActionArgs["context"],
) {
  const parsedEnvelope = envelope.safeParse(values);
  if (
    !parsedEnvelope.success ||
    !isCompleteAnswerSet(parsedEnvelope.data.path, parsedEnvelope.data.answers)
  ) {
    // Not a field the visitor can fix: the original site's failure toast.
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

/** The dialog's JSON, or the page form's `answers.1`, `answers.2` … gathered into it. */
function answersOf(values: FormValues): string | undefined {
  if (values.answers !== undefined) return values.answers;
  const fields = Object.entries(values).flatMap(([key, option]) => {
    const step = ANSWER_FIELD.exec(key)?.[1];
    return step === undefined ? [] : [[step, option] as const];
  });
  return fields.length > 0 ? JSON.stringify(Object.fromEntries(fields)) : undefined;
}

/** A path (and query) of this site to go back to, or null: never another origin. */
function returnPage(value: string | undefined): string | null {
  if (!value?.startsWith("/") || value.startsWith("//") || value.includes("\\")) return null;
  if (value.length > 2000) return null;
  const url = new URL(value, "http://page.invalid");
  return url.origin === "http://page.invalid" ? `${url.pathname}${url.search}` : null;
}

/**
 * The page form's answer: back to the page with the quiz's thanks, or with its questions, the
 * answers kept (option ids, in the URL) and the refusal as the toast. The lead's fields are
 * typed again: personal data is not put in a URL.
 */
function redirectToPage(page: string, result: QuizActionData, values: FormValues) {
  if (result.status === "success") {
    return redirectWithToast(quizHref(page, "done"), result.toast ?? QUIZ_DONE_TOAST);
  }
  const path = values.path === "organization" ? "organization" : "individual";
  const answers = Object.fromEntries(
    Object.entries(values).flatMap(([key, option]) => {
      const step = ANSWER_FIELD.exec(key)?.[1];
      return step === undefined ? [] : [[step, option.slice(0, 64)] as const];
    }),
  );
  const message =
    result.status === "invalid"
      ? (Object.values(result.fieldErrors)[0] ?? QUIZ_FAILURE_TOAST)
      : result.message;
  return redirectWithToast(
    quizHref(page, values.path === undefined ? "open" : path, answers),
    result.toast ?? refusalToast(message, QUIZ_COPY.leadTitle),
  );
}

const QUIZ_DONE_TOAST = { type: "success", title: QUIZ_SUCCESS_TOAST } as const;
