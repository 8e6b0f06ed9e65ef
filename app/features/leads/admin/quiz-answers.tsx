import { quizQuestions, type QuizPath } from "#app/content/quiz-questions";
import { formatField } from "./lead-fields";
import { TitledSection } from "#app/features/backoffice/shell/titled-section";

/** A quiz lead's answers, question by question, with the points each earned. */
export function QuizAnswers({ source }: { source: Record<string, unknown> }) {
  const path = source.path as QuizPath;
  const answers = (source.answers ?? {}) as Record<string, string>;
  const questions = quizQuestions[path] ?? [];
  return (
    <TitledSection
      id="quiz-answers"
      title={`Quiz answers · score ${String(source.score)} · ${formatField(source.band, "label")}`}
      className="grid gap-3 rounded-lg border bg-background p-4"
    >
      <ol className="grid gap-2 text-sm">
        {questions.map((q, i) => {
          const chosen = answers[String(i + 1)];
          const option = q.options.find((o) => o.id === chosen);
          return (
            <li key={q.question}>
              <p className="font-medium">
                {i + 1}. {q.question}
              </p>
              <p className="text-muted-foreground">
                {option ? `${option.label} (${option.points} pts)` : (chosen ?? "—")}
              </p>
            </li>
          );
        })}
      </ol>
    </TitledSection>
  );
}
