import { ArrowLeft, Building2, CheckCircle2, User } from "lucide-react";
import { useEffect, useMemo, useRef, useState } from "react";
import { SpamFields } from "#app/components/spam-fields";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "#app/components/ui/dialog";
import { TextField, EmailField } from "#app/components/ui/form-fields";
import { PrivacyNote } from "#app/components/ui/privacy-note";
import { StatusButton } from "#app/components/ui/status-button";
import { quizQuestions, type QuizPath } from "#app/content/quiz-questions";
import { isActionResult, type ActionResult } from "#app/lib/action-result";
import { cn } from "#app/lib/cn";
import { schemaCheck, type FormValues } from "#app/lib/form";
import { useForm } from "#app/lib/use-form";
import { showToast } from "#app/lib/use-toast";
import { MarketingOptIn } from "#app/features/leads/lead-form";
import { LEAD_LIMITS, leadSchema } from "./lead.schema";
import { QUIZ_FAILURE_TOAST } from "./messages";

export const QUIZ_ADVANCE_DELAY_MS = 300;
export const QUIZ_AUTO_CLOSE_MS = 4000;

type Stage =
  { kind: "path" } | { kind: "question"; index: number } | { kind: "lead" } | { kind: "done" };

/**
 * The AI Readiness quiz. Controlled by the page (open flag); every opening
 * starts afresh because the page mounts a new QuizFlow each time.
 */
export function QuizDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <Dialog open={open} onOpenChange={(next) => (busy ? undefined : onOpenChange(next))}>
      <DialogContent
        closeDisabled={busy}
        closeLabel="Close quiz"
        className="max-w-xl"
        onEscapeKeyDown={(event) => busy && event.preventDefault()}
        onInteractOutside={(event) => busy && event.preventDefault()}
      >
        {open && <QuizFlow onBusyChange={setBusy} onFinished={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function QuizFlow({
  onBusyChange,
  onFinished,
}: {
  onBusyChange: (busy: boolean) => void;
  onFinished: () => void;
}) {
  const [stage, setStage] = useState<Stage>({ kind: "path" });
  const [path, setPath] = useState<QuizPath>("individual");
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
        <DialogHeader>
          <DialogTitle>AI Readiness Assessment</DialogTitle>
          <DialogDescription className="text-base">
            Are you taking this quiz as an individual or on behalf of an organization?
          </DialogDescription>
        </DialogHeader>
        <div className="mt-6 grid gap-3 sm:grid-cols-2">
          {(
            [
              ["individual", "Individual", "For your own skills and career", User],
              ["organization", "Organization", "For your team or company", Building2],
            ] as const
          ).map(([value, label, hint, Icon]) => (
            <button
              key={value}
              type="button"
              onClick={() => {
                setPath(value);
                setAnswers({});
                setStage({ kind: "question", index: 0 });
              }}
              className="flex flex-col items-start gap-2 rounded-xl border-2 p-5 text-left transition-colors hover:border-primary hover:bg-primary/5"
            >
              <Icon aria-hidden="true" className="size-6 text-primary" />
              <span className="font-semibold">{label}</span>
              <span className="text-sm text-muted-foreground">{hint}</span>
            </button>
          ))}
        </div>
      </>
    );
  }

  if (stage.kind === "question") {
    const question = questions[stage.index]!;
    const step = stage.index + 1;
    const chosen = answers[String(step)];
    return (
      <>
        <DialogHeader>
          <DialogTitle>AI Readiness Assessment</DialogTitle>
          <DialogDescription>
            Step {step} of {questions.length}
          </DialogDescription>
        </DialogHeader>
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
                    "rounded-xl border-2 px-4 py-3 text-left text-sm font-medium transition-colors",
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
        <DialogHeader>
          <DialogTitle>Get your AI readiness result</DialogTitle>
          <DialogDescription>
            Tell us where to send your personalised result and recommendations.
          </DialogDescription>
        </DialogHeader>
        <form {...form} className="relative mt-6" aria-busy={busy}>
          <fieldset disabled={busy}>
            <TextField
              label="Name"
              {...field("name")}
              autoComplete="name"
              maxLength={LEAD_LIMITS.name}
            />
            <EmailField label="Email" {...field("email")} maxLength={LEAD_LIMITS.email} />
            <TextField
              label={path === "organization" ? "Organization" : "Organization (optional)"}
              {...field("organization")}
              autoComplete="organization"
              maxLength={LEAD_LIMITS.organization}
            />
            <TextField
              label="Job role"
              {...field("jobRole")}
              autoComplete="organization-title"
              maxLength={LEAD_LIMITS.jobRole}
            />
            <MarketingOptIn className="pb-0" />
            <SpamFields />
            <StatusButton
              type="submit"
              size="lg"
              pending={busy}
              pendingLabel="Submitting..."
              className="mt-6 w-full"
            >
              Get My Results
            </StatusButton>
            <PrivacyNote use="to send your result" className="mt-3 text-center" />
          </fieldset>
        </form>
      </>
    );
  }

  return (
    <div className="py-6 text-center" role="status">
      <CheckCircle2 aria-hidden="true" className="mx-auto size-14 text-success" />
      <DialogTitle className="mt-4">Thank you!</DialogTitle>
      <DialogDescription className="mt-2 text-base">
        Your AI Readiness result will be emailed to you shortly.
      </DialogDescription>
    </div>
  );
}
