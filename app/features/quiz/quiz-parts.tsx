import { Building2, CheckCircle2, User } from "lucide-react";
import { Fragment } from "react";
import type * as React from "react";
import { SpamFields } from "#app/components/spam-fields";
import { TextField, EmailField } from "#app/components/ui/form-fields";
import { PrivacyNote } from "#app/components/ui/privacy-note";
import { StatusButton } from "#app/components/ui/status-button";
import type { QuizPath } from "#app/content/quiz-questions";
import type { FieldWiring } from "#app/lib/form-wiring";
import { MarketingOptIn } from "#app/features/leads/lead-form";
import { LEAD_LIMITS } from "./lead.schema";

// What the quiz dialog (quiz-dialog.tsx) and the page's own quiz (quiz-panel.tsx, before
// hydration and without JavaScript) both show, so the two say and look the same.

/** The quiz's own words, as both of its forms show them. */
export const QUIZ_COPY = {
  title: "AI Readiness Assessment",
  pathQuestion: "Are you taking this quiz as an individual or on behalf of an organization?",
  leadTitle: "Get your AI readiness result",
  leadDescription: "Tell us where to send your personalised result and recommendations.",
  doneTitle: "Thank you!",
  doneText: "Your AI Readiness result will be emailed to you shortly.",
} as const;

const PATH_CHOICES = [
  { path: "individual", label: "Individual", hint: "For your own skills and career", Icon: User },
  {
    path: "organization",
    label: "Organization",
    hint: "For your team or company",
    Icon: Building2,
  },
] as const;

const PATH_CHOICE_CLASS =
  "flex flex-col items-start gap-2 rounded-xl border-2 p-5 text-left transition-colors hover:border-primary hover:bg-primary/5";

/** An answer's box; `selected` as the dialog marks the chosen one (the page's form by CSS). */
export const OPTION_CLASS =
  "rounded-xl border-2 px-4 py-3 text-left text-sm font-medium transition-colors";

type PathChoice = (typeof PATH_CHOICES)[number];

/** What a path's button (dialog) or link (page) looks like and holds. */
export interface PathChoiceLook {
  className: string;
  children: React.ReactNode;
}

/**
 * The two paths side by side. The dialog makes each a button and the page a link:
 * `renderChoice` makes it, from the path and what it looks like and holds.
 */
export function PathChoices({
  renderChoice,
}: {
  renderChoice: (choice: PathChoice, look: PathChoiceLook) => React.ReactNode;
}) {
  return (
    <div className="mt-6 grid gap-3 sm:grid-cols-2">
      {PATH_CHOICES.map((choice) => (
        <Fragment key={choice.path}>
          {renderChoice(choice, {
            className: PATH_CHOICE_CLASS,
            children: <PathChoiceContent choice={choice} />,
          })}
        </Fragment>
      ))}
    </div>
  );
}

function PathChoiceContent({ choice }: { choice: PathChoice }) {
  const { Icon } = choice;
  return (
    <>
      <Icon aria-hidden="true" className="size-6 text-primary" />
      <span className="font-semibold">{choice.label}</span>
      <span className="text-sm text-muted-foreground">{choice.hint}</span>
    </>
  );
}

/** The lead's fields, the opt-in and the submit button of the last step. */
export function LeadFields({
  path,
  field,
  busy = false,
  required = false,
}: {
  path: QuizPath;
  field: FieldWiring["field"];
  busy?: boolean;
  /** The browser's own check: the page's form has no script to check it before it is sent. */
  required?: boolean;
}) {
  // The name, the organisation and the role: text boxes, each with its autofill hint.
  const text = (
    name: "name" | "organization" | "jobRole",
    label: string,
    autoComplete: string,
    isRequired = required,
  ) => (
    <TextField
      label={label}
      {...field(name)}
      autoComplete={autoComplete}
      maxLength={LEAD_LIMITS[name]}
      required={isRequired}
    />
  );
  return (
    <>
      {text("name", "Name", "name")}
      <EmailField
        label="Email"
        {...field("email")}
        maxLength={LEAD_LIMITS.email}
        required={required}
      />
      {text(
        "organization",
        path === "organization" ? "Organization" : "Organization (optional)",
        "organization",
        required && path === "organization",
      )}
      {text("jobRole", "Job role", "organization-title")}
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
    </>
  );
}

/** The thanks at the end, under the title and description the dialog or the page gives it. */
export function QuizDone({ title, text }: { title: React.ReactNode; text: React.ReactNode }) {
  return (
    <div className="py-6 text-center" role="status">
      <CheckCircle2 aria-hidden="true" className="mx-auto size-14 text-success" />
      {title}
      {text}
    </div>
  );
}
