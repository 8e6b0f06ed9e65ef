import { ArrowLeft } from "lucide-react";
import { useEffect, useMemo, useRef, useState } from "react";
import { DialogHeading, FormDialog } from "#app/components/forms/form-dialog";
import { DialogDescription, DialogTitle } from "#app/components/ui/dialog";
import { quizQuestions, type QuizPath } from "#app/content/quiz-questions";
import { isActionResult, type ActionResult } from "#app/lib/action-result";
import { cn } from "#app/lib/cn";
import { schemaCheck, type FormValues } from "#app/lib/form";
import { useForm } from "#app/lib/use-form";
import { showToast } from "#app/lib/use-toast";
import { leadSchema } from "./lead.schema";
import { QUIZ_FAILURE_TOAST } from "./messages";
import { LeadFields, OPTION_CLASS, PathChoices, QUIZ_COPY, QuizDone } from "./quiz-parts";

export const QUIZ_ADVANCE_DELAY_MS = 300;
export const QUIZ_AUTO_CLOSE_MS = 4000;

type Stage =
  { kind: "path" } | { kind: "question"; index: number } | { kind: "lead" } | { kind: "done" };

/**
 * The AI Readiness quiz. Controlled by the page (open flag); every opening
 * starts afresh because the page mounts a new QuizFlow each time, at the
 * path's first question when the URL names one (`?quiz=individual`).
 */
export function QuizDialog({
  open,
  path,
  onOpenChange,
}: {
  open: boolean;
  path?: QuizPath | undefined;
  onOpenChange: (open: boolean) => void;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <FormDialog
      open={open}
      busy={busy}
      onClose={() => onOpenChange(false)}
      closeLabel="Close quiz"
      className="max-w-xl"
    >
      {open && (
        <QuizFlow
          initialPath={path}
          onBusyChange={setBusy}
          onFinished={() => onOpenChange(false)}
        />
      )}
    </FormDialog>
  );
}

function QuizFlow({
  initialPath,
  onBusyChange,
  onFinished,
}: {
  initialPath: QuizPath | undefined;
  onBusyChange: (busy: boolean) => void;
  onFinished: () => void;
}) {
  const [stage, setStage] = useState<Stage>(
    initialPath ? { kind: "question", index: 0 } : { kind: "path" },
  );
  const [path, setPath] = useState<QuizPath>(initialPath ?? "individual");
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [pending, setPending] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<ActionResult<FormValues, object>>();
  const inFlight = useRef(false);
  const check = useMemo(() => schemaCheck(leadSchema(path)), [path]);
  const { form, field } = useForm({
    result,
    check,
    clearOnEdit: true,
    send: (formData) => void send(formData),
  });

  useEffect(() => onBusyChange(busy), [busy, onBusyChange]);

  useEffect(() => {
    if (stage.kind !== "done") return;
    const timer = window.setTimeout(onFinished, QUIZ_AUTO_CLOSE_MS);
    return () => window.clearTimeout(timer);
  }, [stage.kind, onFinished]);

  const questions = quizQuestions[path];

  function choose(index: number, optionId: string) {
    if (pending) return;
    setAnswers((current) => ({ ...current, [String(index + 1)]: optionId }));
    setPending(optionId);
    window.setTimeout(() => {
      setPending(null);
      setStage(
        index + 1 < questions.length ? { kind: "question", index: index + 1 } : { kind: "lead" },
      );
    }, QUIZ_ADVANCE_DELAY_MS);
  }

  async function send(formData: FormData) {
    // A ref, not state: a double click lands before React re-renders.
    if (inFlight.current) return;
    formData.set("path", path);
    formData.set("answers", JSON.stringify(answers));
    inFlight.current = true;
    setBusy(true);
    try {
      // Plain fetch to the resource route: any failure (network, 5xx) stays
      // inside the dialog instead of reaching the page's error boundary.
      const response = await fetch("/api/quiz", { method: "POST", body: formData });
      const answer: unknown = await response.json().catch(() => null);
      if (!isActionResult(answer)) throw new Error(`Not an answer of ours (${response.status})`);
      // Its toast, its messages at the fields; a refusal for now (429) says when to try again.
      setResult(answer);
      if (answer.status === "success") setStage({ kind: "done" });
    } catch {
      // The post never reached the action (the network, a proxy's error page): the answers stay.
      showToast({ type: "error", title: QUIZ_FAILURE_TOAST });
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }

  if (stage.kind === "path") {
    return (
      <>
        <DialogHeading
          title={QUIZ_COPY.title}
          description={QUIZ_COPY.pathQuestion}
          descriptionClassName="text-base"
        />
        <PathChoices
          renderChoice={(choice, look) => (
            <button
              type="button"
              onClick={() => {
                setPath(choice.path);
                setAnswers({});
                setStage({ kind: "question", index: 0 });
              }}
              {...look}
            />
          )}
        />
      </>
    );
  }

  if (stage.kind === "question") {
    const question = questions[stage.index]!;
    const step = stage.index + 1;
    const chosen = answers[String(step)];
    return (
      <>
        <DialogHeading
          title={QUIZ_COPY.title}
          description={`Step ${step} of ${questions.length}`}
        />
        <div
          role="progressbar"
          aria-label="Quiz progress"
          aria-valuemin={0}
          aria-valuemax={questions.length}
          aria-valuenow={step}
          className="mt-4 h-2 overflow-hidden rounded-full bg-muted"
        >
          <div
            className="h-full rounded-full bg-primary transition-all"
            style={{ width: `${(step / questions.length) * 100}%` }}
          />
        </div>
        <fieldset className="mt-6">
          <legend className="text-lg font-semibold">{question.question}</legend>
          <div className="mt-4 grid gap-2">
            {question.options.map((option) => {
              const selected = (pending ?? chosen) === option.id;
              return (
                <button
                  key={option.id}
                  type="button"
                  aria-pressed={selected}
                  onClick={() => choose(stage.index, option.id)}
                  className={cn(
                    OPTION_CLASS,
                    selected
                      ? "border-primary bg-primary/10"
                      : "hover:border-primary/60 hover:bg-muted",
                  )}
                >
                  {option.label}
                </button>
              );
            })}
          </div>
        </fieldset>
        <button
          type="button"
          onClick={() =>
            setStage(
              stage.index === 0 ? { kind: "path" } : { kind: "question", index: stage.index - 1 },
            )
          }
          className="mt-5 inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
        >
          <ArrowLeft aria-hidden="true" className="size-4" /> Back
        </button>
      </>
    );
  }

  if (stage.kind === "lead") {
    return (
      <>
        <DialogHeading title={QUIZ_COPY.leadTitle} description={QUIZ_COPY.leadDescription} />
        <form {...form} className="relative mt-6" aria-busy={busy}>
          <fieldset disabled={busy}>
            <LeadFields path={path} field={field} busy={busy} />
          </fieldset>
        </form>
      </>
    );
  }

  return (
    <QuizDone
      title={<DialogTitle className="mt-4">{QUIZ_COPY.doneTitle}</DialogTitle>}
      text={<DialogDescription className="mt-2 text-base">{QUIZ_COPY.doneText}</DialogDescription>}
    />
  );
}
