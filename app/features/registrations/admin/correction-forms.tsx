import { Form, useNavigation } from "react-router";
import { EmailField, TextField } from "#app/components/ui/form-fields";
import { StatusButton } from "#app/components/ui/status-button";
import { schemaCheck } from "#app/lib/form";
import { useForm } from "#app/lib/use-form";
import { correctRegistrationSchema, swapAttendeeSchema } from "./booking-changes.schema";
import type { Attendee } from "./attendees";
import { DISCLOSURE_BUTTON, useRowAnswer } from "./row-answer";

const checkCorrect = schemaCheck(correctRegistrationSchema);
const checkSwap = schemaCheck(swapAttendeeSchema);

function usePending(intent: string, id: string) {
  const data = useNavigation().formData;
  return data?.get("intent") === intent && data.get("registrationId") === id;
}

/** A misspelt name or e-mail, put right; the audit log keeps what it said. */
export function CorrectForm({ a }: { a: Attendee }) {
  const answer = useRowAnswer("correct", "registrationId", a.id);
  const { form, field } = useForm({ result: answer, check: checkCorrect });
  const pending = usePending("correct", a.id);
  const name = field("name");
  const email = field("email");
  return (
    <details open={answer ? true : undefined}>
      <summary className={DISCLOSURE_BUTTON}>Correct…</summary>
      <Form {...form} method="post" className="mt-2 grid max-w-md gap-1 rounded-md border p-3">
        <input type="hidden" name="intent" value="correct" />
        <input type="hidden" name="registrationId" value={a.id} />
        <TextField
          label="Name"
          {...name}
          defaultValue={name.defaultValue ?? a.name}
          required
          autoComplete="off"
        />
        <EmailField
          label="E-mail"
          {...email}
          defaultValue={email.defaultValue ?? a.email}
          required
          autoComplete="off"
          description="A new e-mail address is sent the registration's mail again."
        />
        <div>
          <StatusButton type="submit" size="sm" pending={pending} pendingLabel="Saving…">
            Save correction
          </StatusButton>
        </div>
      </Form>
    </details>
  );
}

/** A colleague in this attendee's place (an HRDC group's): the seat goes to them. */
export function SwapForm({ a }: { a: Attendee }) {
  const answer = useRowAnswer("swap", "registrationId", a.id);
  const { form, field } = useForm({ result: answer, check: checkSwap });
  const pending = usePending("swap", a.id);
  return (
    <details open={answer ? true : undefined}>
      <summary className={DISCLOSURE_BUTTON}>Swap…</summary>
      <Form {...form} method="post" className="mt-2 grid max-w-md gap-1 rounded-md border p-3">
        <input type="hidden" name="intent" value="swap" />
        <input type="hidden" name="registrationId" value={a.id} />
        <p className="text-sm">
          Send a colleague of {a.company ?? "the company"} in place of {a.name}. {a.name}’s
          registration is cancelled; the place (and any payment) goes to the colleague, who is
          e-mailed.
        </p>
        <TextField label="Colleague's name" {...field("name")} required autoComplete="off" />
        <EmailField label="Colleague's e-mail" {...field("email")} required autoComplete="off" />
        <TextField label="Job role" {...field("role")} required autoComplete="off" />
        <div>
          <StatusButton type="submit" size="sm" pending={pending} pendingLabel="Swapping…">
            Swap {a.name} for this colleague
          </StatusButton>
        </div>
      </Form>
    </details>
  );
}
