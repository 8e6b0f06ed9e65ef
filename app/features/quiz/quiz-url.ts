import type { QuizPath } from "#app/content/quiz-questions";

/**
 * Where the quiz is, read from the page's URL (`?quiz=`): `open` asks individual or
 * organization, a path shows its questions, `done` thanks the visitor. The launcher opens the
 * dialog on the first two once the page has hydrated; before that, and without JavaScript, the
 * server renders each as the page's own overlay (quiz-panel.tsx), whose links and form move
 * between them (docs/decisions/0032-controls-work-before-javascript.md).
 */
export type QuizStage = "open" | QuizPath | "done";

export const QUIZ_PARAM = "quiz";
/** A refused plain post comes back with its answers kept: `answers.1=…` as the form posts them. */
export const ANSWER_FIELD = /^answers\.(\d{1,2})$/;
/** The field of the page's form that names the page to come back to. */
export const RETURN_TO_FIELD = "returnTo";

export function quizStage(params: URLSearchParams): QuizStage | null {
  const value = params.get(QUIZ_PARAM);
  return value === "open" || value === "individual" || value === "organization" || value === "done"
    ? value
    : null;
}

/** The page's other search parameters: the quiz's own (stage, kept answers) left out. */
export function withoutQuiz(params: URLSearchParams): URLSearchParams {
  const rest = new URLSearchParams(params);
  for (const key of [...rest.keys()]) {
    if (key === QUIZ_PARAM || ANSWER_FIELD.test(key)) rest.delete(key);
  }
  return rest;
}
