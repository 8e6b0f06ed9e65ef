import content from "./quiz-questions.json";

/**
 * The AI Readiness quiz: our wording for the original quiz's topics
 * (docs/decisions/0005-quiz-content-and-scoring.md).
 * Every option scores 0–3; a higher score means readier.
 */
export type QuizPath = "individual" | "organization";

export interface QuizOption {
  id: string;
  label: string;
  points: 0 | 1 | 2 | 3;
}

export interface QuizQuestion {
  /** The dimension the question measures, as the result e-mail names it. */
  topic: string;
  question: string;
  options: QuizOption[];
}

export const MAX_POINTS_PER_QUESTION = 3;

const POINTS = [0, 1, 2, 3] as const;

/** The wording lives in `quiz-questions.json` (copy, not code); this checks the scores it gives. */
function scored(questions: typeof content.individual): QuizQuestion[] {
  return questions.map(({ options, ...question }) => ({
    ...question,
    options: options.map((option) => {
      const points = POINTS.find((value) => value === option.points);
      if (points === undefined) throw new Error(`Quiz option ${option.id} scores ${option.points}`);
      return { ...option, points };
    }),
  }));
}

export const quizQuestions: Record<QuizPath, QuizQuestion[]> = {
  individual: scored(content.individual),
  organization: scored(content.organization),
};
