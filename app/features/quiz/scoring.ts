import { MAX_POINTS_PER_QUESTION, quizQuestions, type QuizPath } from "#app/content/quiz-questions";

export type ReadinessBand = "getting_started" | "exploring" | "building_momentum" | "ready_to_lead";

export interface QuizResult {
  /** Percentage of the maximum points, 0–100, rounded. */
  score: number;
  band: ReadinessBand;
  bandLabel: string;
  bandSummary: string;
  dimensions: { topic: string; answer: string; points: number; max: number }[];
}

/**
 * Lower bounds of each of the four bands, highest first
 * (docs/decisions/0005-quiz-content-and-scoring.md).
 */
const BANDS: {
  min: number;
  band: ReadinessBand;
  label: string;
  summary: Record<QuizPath, string>;
}[] = [
  {
    min: 85,
    band: "ready_to_lead",
    label: "Ready to lead",
    summary: {
      individual:
        "You already work with AI confidently. The next step is to deepen your expertise and help others adopt it.",
      organization:
        "AI is part of how your organisation works. Focus on scaling what works, governance and measurable returns.",
    },
  },
  {
    min: 60,
    band: "building_momentum",
    label: "Building momentum",
    summary: {
      individual:
        "You use AI regularly and see results. Structured practice will turn good habits into real expertise.",
      organization:
        "Your organisation has real momentum. Training the wider workforce and setting clear policies will multiply the gains.",
    },
  },
  {
    min: 35,
    band: "exploring",
    label: "Exploring",
    summary: {
      individual:
        "You have started exploring AI. Hands-on practice with the right techniques will quickly build your confidence.",
      organization:
        "Your organisation is exploring AI. A clear plan, leadership backing and practical training will turn interest into results.",
    },
  },
  {
    min: 0,
    band: "getting_started",
    label: "Getting started",
    summary: {
      individual:
        "You are at the start of your AI journey. A practical introduction will give you quick wins in your daily work.",
      organization:
        "Your organisation is at the start of its AI journey. An awareness programme and a first pilot are the best next steps.",
    },
  },
];

/** A band's code as the team reads it ("building_momentum" → "Building momentum"); other text as it is. */
export function readinessBandLabel(code: string): string {
  return BANDS.find((b) => b.band === code)?.label ?? code;
}

export const QUESTION_COUNT: Record<QuizPath, number> = {
  individual: quizQuestions.individual.length,
  organization: quizQuestions.organization.length,
};

export class InvalidQuizAnswersError extends Error {}

/**
 * Scores a completed quiz. `answers` is keyed by step number ("1", "2", …)
 * with the chosen option's id, as the quiz submits them. Every question must
 * be answered with one of its options.
 */
export function scoreQuiz(path: QuizPath, answers: Record<string, string>): QuizResult {
  const questions = quizQuestions[path];
  const dimensions = questions.map((question, index) => {
    const chosen = answers[String(index + 1)];
    const option = question.options.find((candidate) => candidate.id === chosen);
    if (!option) throw new InvalidQuizAnswersError(`Step ${index + 1} has no valid answer`);
    return {
      topic: question.topic,
      answer: option.label,
      points: option.points,
      max: MAX_POINTS_PER_QUESTION,
    };
  });
  const points = dimensions.reduce((sum, dimension) => sum + dimension.points, 0);
  const score = Math.round((points / (questions.length * MAX_POINTS_PER_QUESTION)) * 100);
  const band = BANDS.find((candidate) => score >= candidate.min) ?? BANDS[BANDS.length - 1]!;
  return {
    score,
    band: band.band,
    bandLabel: band.label,
    bandSummary: band.summary[path],
    dimensions,
  };
}

/** Whether `answers` answers exactly the path's questions with valid options. */
export function isCompleteAnswerSet(path: QuizPath, answers: Record<string, string>): boolean {
  try {
    scoreQuiz(path, answers);
    return Object.keys(answers).length === QUESTION_COUNT[path];
  } catch {
    return false;
  }
}
