import { QUIZ_PARAM, withoutQuiz, type QuizStage } from "./quiz-url";

// Apart from quiz-url.ts, which the launcher (in every page's first load) imports: only the
// page's own quiz and the action build these links.

/** `page` (a path with its query) at `stage` of the quiz, with `answers` chosen already. */
export function quizHref(
  page: string,
  stage: QuizStage,
  answers: Record<string, string> = {},
): string {
  const url = new URL(page, "http://page.invalid");
  const params = withoutQuiz(url.searchParams);
  params.set(QUIZ_PARAM, stage);
  for (const [step, option] of Object.entries(answers)) params.set(`answers.${step}`, option);
  return `${url.pathname}?${params.toString()}`;
}
