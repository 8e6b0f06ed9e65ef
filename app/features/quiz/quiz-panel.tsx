import { ArrowLeft, X } from "lucide-react";
import { useId } from "react";
import { Link, useLocation, useSearchParams } from "react-router";
import { dialogClasses } from "#app/components/ui/dialog-styles";
import { quizQuestions, type QuizPath } from "#app/content/quiz-questions";
import { cn } from "#app/lib/cn";
import { answerWiring } from "#app/lib/form-wiring";
import { LeadFields, OPTION_CLASS, PathChoices, QUIZ_COPY, QuizDone } from "./quiz-parts";
import { quizHref } from "./quiz-href";
import { RETURN_TO_FIELD, withoutQuiz, type QuizStage } from "./quiz-url";

/** No answer of the page's form comes back: a refusal's fields are typed again. */
const NO_ANSWER = answerWiring(undefined);

/**
 * The quiz as the server renders it, for a page that has not hydrated (or a browser without
 * JavaScript): laid over the page like the dialog, but made of links and one plain form. The
 * path is chosen by a link (`?quiz=individual`); its questions and the lead's fields are one
 * form posted to /api/quiz, which answers with a redirect back here: `?quiz=done` with the
 * success toast, or the questions again with the answers kept and the refusal's toast.
 * Closing is a link to the page without the quiz. Its own module: the launcher loads it only
 * for a page that opens on the quiz, and the server at startup (lazyComponent).
 */
export default function QuizPanel({ stage }: { stage: QuizStage }) {
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const rest = withoutQuiz(searchParams).toString();
  const page = `${pathname}${rest ? `?${rest}` : ""}`;
  const titleId = useId();
  return (
    <div data-slot="quiz-panel">
      <div className={dialogClasses.overlay} />
      <section
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className={cn(dialogClasses.content, "max-w-xl")}
      >
        {stage === "done" ? (
          <QuizDone
            title={
              <h2 id={titleId} className={cn(dialogClasses.title, "mt-4")}>
                {QUIZ_COPY.doneTitle}
              </h2>
            }
            text={
              <p className={cn(dialogClasses.description, "mt-2 text-base")}>
                {QUIZ_COPY.doneText}
              </p>
            }
          />
        ) : stage === "open" ? (
          <ChoosePath page={page} titleId={titleId} />
        ) : (
          <QuizForm page={page} path={stage} titleId={titleId} answers={searchParams} />
        )}
        <Link to={page} preventScrollReset aria-label="Close quiz" className={dialogClasses.close}>
          <X aria-hidden="true" className="size-5" />
        </Link>
      </section>
    </div>
  );
}

function ChoosePath({ page, titleId }: { page: string; titleId: string }) {
  return (
    <>
      <header className={dialogClasses.header}>
        <h2 id={titleId} className={dialogClasses.title}>
          {QUIZ_COPY.title}
        </h2>
        <p className={cn(dialogClasses.description, "text-base")}>{QUIZ_COPY.pathQuestion}</p>
      </header>
      <PathChoices
        renderChoice={(choice, look) => (
          <Link to={quizHref(page, choice.path)} preventScrollReset {...look} />
        )}
      />
    </>
  );
}

/** Every question of the path as a group of radio buttons, then the lead's fields. */
function QuizForm({
  page,
  path,
  titleId,
  answers,
}: {
  page: string;
  path: QuizPath;
  titleId: string;
  /** A refused post's answers, kept in the URL (`answers.1=…`). */
  answers: URLSearchParams;
}) {
  const questions = quizQuestions[path];
  return (
    <>
      <header className={dialogClasses.header}>
        <h2 id={titleId} className={dialogClasses.title}>
          {QUIZ_COPY.title}
        </h2>
      </header>
      <form method="post" action="/api/quiz" className="relative">
        <input type="hidden" name="path" value={path} />
        <input type="hidden" name={RETURN_TO_FIELD} value={page} />
        {questions.map((question, index) => {
          const step = index + 1;
          return (
            <fieldset key={question.topic} className="mt-6">
              <legend className="text-lg font-semibold">
                <span className={cn(dialogClasses.description, "block font-normal")}>
                  Step {step} of {questions.length}
                </span>
                {question.question}
              </legend>
              <div className="mt-4 grid gap-2">
                {question.options.map((option) => (
                  <label
                    key={option.id}
                    className={cn(
                      OPTION_CLASS,
                      "flex cursor-pointer items-center gap-3 hover:border-primary/60 hover:bg-muted has-[:checked]:border-primary has-[:checked]:bg-primary/10",
                    )}
                  >
                    <input
                      type="radio"
                      name={`answers.${step}`}
                      value={option.id}
                      required
                      defaultChecked={answers.get(`answers.${step}`) === option.id}
                      className="size-4 shrink-0 accent-primary"
                    />
                    {option.label}
                  </label>
                ))}
              </div>
            </fieldset>
          );
        })}
        <h3 className={cn(dialogClasses.title, "mt-8")}>{QUIZ_COPY.leadTitle}</h3>
        <p className={cn(dialogClasses.description, "mt-2 mb-6")}>{QUIZ_COPY.leadDescription}</p>
        <LeadFields path={path} field={NO_ANSWER.field} required />
      </form>
      <Link
        to={quizHref(page, "open")}
        preventScrollReset
        className="mt-5 inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft aria-hidden="true" className="size-4" /> Back
      </Link>
    </>
  );
}
