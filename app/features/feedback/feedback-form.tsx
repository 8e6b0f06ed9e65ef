import { CircleCheck } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { CheckboxField, TextareaField } from "#app/components/ui/form-fields";
import { FormAlert } from "#app/components/ui/form-alert";
import { StatusButton } from "#app/components/ui/status-button";
import type { FormAnswer } from "#app/lib/form-wiring";
import { schemaCheck } from "#app/lib/form";
import { lazyModule } from "#app/lib/lazy";
import { cn } from "#app/lib/cn";
import { useForm } from "#app/lib/use-form";
import { formatDate } from "#common/dates";
import { CONSENT_LABEL, RATING_WORDS, RATINGS, TAKEAWAY_MAX } from "./feedback-limits";
import { RatingStars } from "./rating-stars";

// The schema (and zod) load when the attendee starts on the form, not with the page.
const validation = lazyModule(() =>
  import("./feedback.schema").then((module) => schemaCheck(module.feedbackSchema)),
);

export interface GivenAnswer {
  rating: number;
  takeaway: string | null;
  consent: boolean;
  createdAt: Date | string;
}

/** The answer already given: shown instead of the form, on every later visit. */
export function FeedbackThanks({ answer }: { answer: GivenAnswer }) {
  return (
    <div className="rounded-2xl border bg-card p-6 shadow-sm sm:p-8">
      <h2 className="flex items-center gap-2 text-xl font-semibold text-success">
        <CircleCheck aria-hidden="true" /> Thank you — we have your feedback
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">Sent on {formatDate(answer.createdAt)}.</p>
      <dl className="mt-6 space-y-4">
        <div>
          <dt className="text-sm text-muted-foreground">Your rating</dt>
          <dd className="mt-1 flex items-center gap-2 font-semibold">
            <RatingStars rating={answer.rating} className="[&_svg]:size-5" />
            {RATING_WORDS[answer.rating as 1] ?? answer.rating}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-muted-foreground">What you took away</dt>
          <dd className="mt-1 whitespace-pre-line">{answer.takeaway ?? "—"}</dd>
        </div>
        <div>
          <dt className="text-sm text-muted-foreground">Quoting you on our website</dt>
          <dd className="mt-1">{answer.consent ? "Allowed" : "Not allowed"}</dd>
        </div>
      </dl>
    </div>
  );
}

/** Five choices as one radio group: works without JavaScript, keyboard arrows included. */
function RatingChoice({ defaultValue, error }: { defaultValue?: string; error?: string }) {
  return (
    <fieldset aria-describedby={error ? "rating-error" : undefined}>
      <legend className="text-sm font-medium">
        How would you rate the course? <span className="text-destructive">*</span>
      </legend>
      <div className="mt-2 grid grid-cols-5 gap-1.5 sm:gap-2">
        {RATINGS.map((n) => (
          <label
            key={n}
            className={cn(
              "flex min-w-0 cursor-pointer flex-col items-center gap-1 rounded-xl border bg-background px-0.5 py-3 text-center text-[11px] leading-tight font-medium transition-colors sm:text-xs",
              "hover:border-primary/60 has-[:checked]:border-primary has-[:checked]:bg-primary/10 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring",
              error && "border-destructive",
            )}
          >
            <input
              type="radio"
              name="rating"
              value={String(n)}
              defaultChecked={defaultValue === String(n)}
              aria-invalid={error ? true : undefined}
              className="sr-only"
            />
            <span className="text-lg font-bold">{n}</span>
            <span className="text-muted-foreground">{RATING_WORDS[n]}</span>
          </label>
        ))}
      </div>
      {error && (
        <p id="rating-error" className="mt-1.5 text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}

export function FeedbackForm({ result }: { result: FormAnswer }) {
  const pending = useNavigation().state === "submitting";
  const { form, errors, values, field } = useForm({ result, check: validation, clearOnEdit: true });
  const refused = result?.status === "error" ? result.message : null;
  return (
    <Form
      {...form}
      method="post"
      className="space-y-5 rounded-2xl border bg-card p-5 shadow-sm sm:p-8"
    >
      <RatingChoice defaultValue={values.rating} error={errors.rating} />
      <TextareaField
        {...field("takeaway")}
        label="What did you take away? (optional)"
        description={`Up to ${TAKEAWAY_MAX} characters.`}
        maxLength={TAKEAWAY_MAX}
        rows={5}
      />
      <CheckboxField
        name="consent"
        label={CONSENT_LABEL}
        description="Only if you write something above. You can ask us to remove it at any time."
        defaultChecked={values.consent === "on"}
        error={errors.consent}
      />
      {refused && <FormAlert message={refused} />}
      <StatusButton
        type="submit"
        pending={pending}
        pendingLabel="Sending…"
        className="w-full sm:w-auto"
      >
        Send feedback
      </StatusButton>
    </Form>
  );
}
