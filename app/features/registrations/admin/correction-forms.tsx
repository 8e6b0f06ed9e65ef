import { EmailField, TextField } from "#app/components/ui/form-fields";
import { schemaCheck } from "#app/lib/form";
import { correctRegistrationSchema, swapAttendeeSchema } from "./booking-changes.schema";
import type { Attendee } from "./attendees";
import { RowDisclosureForm, useRowForm } from "./row-form";

const checkCorrect = schemaCheck(correctRegistrationSchema);
const checkSwap = schemaCheck(swapAttendeeSchema);

/** A misspelt name or e-mail, put right; the audit log keeps what it said. */
export function CorrectForm({ a }: { a: Attendee }) {
  const row = useRowForm("correct", "registrationId", a.id, checkCorrect);
  // Each field starts from what the registration says now, unless an answer gave it back.
  const current = (name: "name" | "email") => {
    const bound = row.field(name);
    return { ...bound, defaultValue: bound.defaultValue ?? a[name] };
  };
  return (
    <RowDisclosureForm row={row} summary="Correct…" submit="Save correction" pendingLabel="Saving…">
      <TextField label="Name" {...current("name")} required autoComplete="off" />
      <EmailField
        label="E-mail"
        {...current("email")}
        required
        autoComplete="off"
        description="A new e-mail address is sent the registration's mail again."
      />
    </RowDisclosureForm>
  );
}

/** A colleague in this attendee's place (an HRDC group's): the seat goes to them. */
export function SwapForm({ a }: { a: Attendee }) {
  const row = useRowForm("swap", "registrationId", a.id, checkSwap);
  const { field } = row;
  return (
    <RowDisclosureForm
      row={row}
      summary="Swap…"
      submit={`Swap ${a.name} for this colleague`}
      pendingLabel="Swapping…"
    >
      <p className="text-sm">
        Send a colleague of {a.company ?? "the company"} in place of {a.name}. {a.name}’s
        registration is cancelled; the place (and any payment) goes to the colleague, who is
        e-mailed.
      </p>
      <TextField label="Colleague's name" {...field("name")} required autoComplete="off" />
      <EmailField label="Colleague's e-mail" {...field("email")} required autoComplete="off" />
      <TextField label="Job role" {...field("role")} required autoComplete="off" />
    </RowDisclosureForm>
  );
}
