import { ArrowLeft, Building2, CheckCircle2, Loader2, User } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { toast } from "#app/lib/notify";
import { SpamFields } from "#app/components/spam-fields";
import { Button } from "#app/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "#app/components/ui/dialog";
import { Field, Input } from "#app/components/ui/field";
import { quizQuestions, type QuizPath } from "#app/content/quiz-questions";
import { cn } from "#app/lib/cn";
import { fieldErrorsOf, type FieldErrors } from "#app/lib/form";
import type { QuizActionData } from "#app/routes/api/quiz";
import { LEAD_LIMITS, leadSchema, type LeadField } from "./lead.schema";
import { QUIZ_FAILURE_TOAST, QUIZ_SUCCESS_TOAST } from "./messages";

export const QUIZ_ADVANCE_DELAY_MS = 300;
export const QUIZ_AUTO_CLOSE_MS = 4000;
export { QUIZ_FAILURE_TOAST, QUIZ_SUCCESS_TOAST } from "./messages";

type Stage =
  { kind: "path" } | { kind: "question"; index: number } | { kind: "lead" } | { kind: "done" };

const emptyLead: Record<LeadField, string> = { name: "", email: "", organization: "", jobRole: "" };

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
  const [lead, setLead] = useState(emptyLead);
  const [optIn, setOptIn] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);

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

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // A ref, not state: a double click lands before React re-renders.
    if (inFlight.current) return;
    const parsed = leadSchema(path).safeParse({ ...lead, marketingOptIn: optIn });
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error));
      return;
    }
    const formData = new FormData(event.currentTarget);
    formData.set("path", path);
    formData.set("answers", JSON.stringify(answers));
    inFlight.current = true;
    setBusy(true);
    try {
      // Plain fetch to the resource route: any failure (network, 5xx) stays
      // inside the dialog instead of reaching the page's error boundary.
      const response = await fetch("/api/quiz", { method: "POST", body: formData });
      const result = (await response.json().catch(() => null)) as QuizActionData | null;
      if (response.ok && result?.status === "success") {
        toast.success(QUIZ_SUCCESS_TOAST);
        setStage({ kind: "done" });
      } else if (result?.status === "invalid" && !result.fieldErrors.form) {
        setErrors(result.fieldErrors);
      } else {
        // A refusal for now (429) says so and when to try again; the answers stay.
        toast.error(
          result?.status === "error" && result.message ? result.message : QUIZ_FAILURE_TOAST,
        );
      }
    } catch {
      toast.error(QUIZ_FAILURE_TOAST);
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }

  function edit(field: LeadField, value: string) {
    setLead((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors(({ [field]: _cleared, ...rest }) => rest);
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
        <form onSubmit={(event) => void submit(event)} noValidate className="mt-6" aria-busy={busy}>
          <fieldset disabled={busy}>
            <Field label="Name" error={errors.name}>
              {(control) => (
                <Input
                  {...control}
                  name="name"
                  autoComplete="name"
                  maxLength={LEAD_LIMITS.name}
                  value={lead.name}
                  onChange={(e) => edit("name", e.target.value)}
                />
              )}
            </Field>
            <Field label="Email" error={errors.email}>
              {(control) => (
                <Input
                  {...control}
                  name="email"
                  type="email"
                  autoComplete="email"
                  maxLength={LEAD_LIMITS.email}
                  value={lead.email}
                  onChange={(e) => edit("email", e.target.value)}
                />
              )}
            </Field>
            <Field
              label={path === "organization" ? "Organization" : "Organization (optional)"}
              error={errors.organization}
            >
              {(control) => (
                <Input
                  {...control}
                  name="organization"
                  autoComplete="organization"
                  maxLength={LEAD_LIMITS.organization}
                  value={lead.organization}
                  onChange={(e) => edit("organization", e.target.value)}
                />
              )}
            </Field>
            <Field label="Job role" error={errors.jobRole}>
              {(control) => (
                <Input
                  {...control}
                  name="jobRole"
                  autoComplete="organization-title"
                  maxLength={LEAD_LIMITS.jobRole}
                  value={lead.jobRole}
                  onChange={(e) => edit("jobRole", e.target.value)}
                />
              )}
            </Field>
            <label className="flex items-start gap-3 text-sm text-muted-foreground">
              <input
                type="checkbox"
                name="marketingOptIn"
                checked={optIn}
                onChange={(e) => setOptIn(e.target.checked)}
                className="mt-0.5 size-4 accent-primary"
              />
              <span>
                Yes, send me occasional e-mails about AIHQ programmes and events. You can
                unsubscribe at any time.
              </span>
            </label>
            <SpamFields />
            <Button type="submit" size="lg" className="mt-6 w-full">
              {busy && <Loader2 aria-hidden="true" className="animate-spin" />}
              {busy ? "Submitting..." : "Get My Results"}
            </Button>
            <p className="mt-3 text-center text-xs text-muted-foreground">
              We use your details to send your result. See our{" "}
              <Link to="/privacy-policy" className="text-primary underline">
                Privacy Policy
              </Link>
              .
            </p>
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
