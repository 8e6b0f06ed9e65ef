import { BackLink } from "#app/features/backoffice/shell/back-link";
import { Send } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { FieldError } from "#app/components/ui/field";
import { FormAlert } from "#app/components/ui/form-alert";
import { TextareaField, TextField } from "#app/components/ui/form-fields";
import { StatusButton } from "#app/components/ui/status-button";
import type { ActionResult } from "#app/lib/action-result";
import { fieldBinder } from "#app/lib/field-binding";
import { useForm } from "#app/lib/use-form";
import { formatDateRange } from "#common/dates";
import {
  AUDIENCE_LABELS,
  MESSAGE_AUDIENCES,
  MESSAGE_BODY_MAX,
  MESSAGE_SUBJECT_MAX,
  type MessageAudience,
} from "./course-message.schema";

export interface MessagePreview {
  status: "preview";
  html: string;
  subject: string;
  recipients: number;
  values: Record<string, string>;
}

export type CourseMessageAnswer = ActionResult | MessagePreview | undefined;

const people = (n: number) => `${n} ${n === 1 ? "person" : "people"}`;

/**
 * "Message everyone on a course": write (audience, subject, text), preview the
 * mail as it will arrive with the number it goes to, then send exactly what was
 * previewed (the send form carries the previewed values). Plain forms, so it
 * works without JavaScript.
 */
export function CourseMessagePage({
  course,
  counts,
  answer,
}: {
  course: { id: string; title: string; date: Date; endDate: Date | null };
  counts: Record<MessageAudience, number>;
  answer: CourseMessageAnswer;
}) {
  const preview = answer?.status === "preview" ? answer : null;
  const refusal = answer && answer.status !== "preview" ? answer : undefined;
  const { form, errors } = useForm({ result: refusal });
  const values = answer && "values" in answer ? answer.values : {};
  const bind = fieldBinder(values, errors);
  const step = useNavigation().formData?.get("step");
  const audience = (values.audience as MessageAudience | undefined) ?? "both";
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-6 sm:px-6">
      <div className="space-y-1">
        <BackLink to={`/admin/registrations/${course.id}`}>{course.title}</BackLink>
        <h1 className="text-2xl font-bold tracking-tight">Message everyone on the course</h1>
        <p className="text-muted-foreground">
          {course.title} · {formatDateRange(course.date, course.endDate)}
        </p>
      </div>
      {refusal?.status === "error" && <FormAlert message={refusal.message} />}
      <Form {...form} method="post" className="space-y-4 rounded-lg border bg-card p-4">
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium">Send to</legend>
          {MESSAGE_AUDIENCES.map((value) => (
            <label key={value} className="flex min-h-9 items-center gap-2 text-sm">
              <input
                type="radio"
                name="audience"
                value={value}
                defaultChecked={audience === value}
                className="size-4 accent-primary"
              />
              {AUDIENCE_LABELS[value]} ({people(counts[value])})
            </label>
          ))}
          <p className="text-sm text-muted-foreground">
            Not counted: bookings still waiting for their confirmation click, and the attendees of
            an HRDC booking its contact has not confirmed yet.
          </p>
          <FieldError id="audience-error" error={errors.audience} />
        </fieldset>
        <TextField label="Subject" {...bind("subject")} maxLength={MESSAGE_SUBJECT_MAX} required />
        <TextareaField
          label="Message"
          {...bind("body")}
          maxLength={MESSAGE_BODY_MAX}
          rows={8}
          required
          description="Plain text; a blank line starts a new paragraph. Each person is greeted by name."
        />
        <StatusButton
          type="submit"
          name="step"
          value="preview"
          variant={preview ? "outline" : "default"}
          pending={step === "preview"}
          pendingLabel="Preparing the preview…"
        >
          {preview ? "Preview again" : "Preview"}
        </StatusButton>
      </Form>
      {preview && <PreviewPanel preview={preview} sending={step === "send"} />}
    </div>
  );
}

function PreviewPanel({ preview, sending }: { preview: MessagePreview; sending: boolean }) {
  const { values } = preview;
  return (
    <section aria-labelledby="preview-title" className="space-y-3">
      <h2 id="preview-title" className="text-lg font-semibold">
        Preview: to {people(preview.recipients)}
      </h2>
      <p className="text-sm break-words">
        <span className="font-medium">Subject:</span> {preview.subject}
      </p>
      <iframe
        title="The message as it will arrive"
        srcDoc={preview.html}
        sandbox=""
        className="h-[28rem] w-full rounded-lg border bg-white"
      />
      {preview.recipients === 0 ? (
        <FormAlert message="Nobody is on that list: choose another audience." />
      ) : (
        <Form method="post">
          <input type="hidden" name="step" value="send" />
          <input type="hidden" name="audience" value={values.audience ?? ""} />
          <input type="hidden" name="subject" value={values.subject ?? ""} />
          <input type="hidden" name="body" value={values.body ?? ""} />
          <StatusButton type="submit" pending={sending} pendingLabel="Sending…">
            <Send aria-hidden="true" /> Send to {people(preview.recipients)}
          </StatusButton>
        </Form>
      )}
    </section>
  );
}
