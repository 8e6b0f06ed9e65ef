import { useState } from "react";
import { Button } from "#app/components/ui/button";
import { DialogHeading, FormDialog } from "#app/components/forms/form-dialog";
import { NTW_FOLLOW_UP_TITLE } from "./messages";
import { NtwFollowUpActions } from "./ntw-follow-up";
import { NtwProgramSummary, type NtwFormProgram } from "./ntw-program-summary";
import { NtwRegistrationForm } from "./ntw-registration-form";

// The NTW page's dialogs and their Radix parts, loaded when one opens or is about to.

/** The NTW registration dialog for one program. */
export function NtwRegistrationDialog({
  onClose,
  ...form
}: {
  program: NtwFormProgram;
  formToken: string;
  onClose: () => void;
  onSuccess: () => void;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <FormDialog busy={busy} onClose={onClose} className="max-w-xl">
      <DialogHeading
        title="Register for National Training Week"
        description={<NtwProgramSummary program={form.program} />}
        block
      />
      <div className="mt-5">
        <NtwRegistrationForm {...form} onBusyChange={setBusy} />
      </div>
    </FormDialog>
  );
}

/** After a registration: the invitation to the paid masterclasses. */
export function NtwFollowUpDialog({ onClose }: { onClose: () => void }) {
  return (
    <FormDialog onClose={onClose} className="max-w-md">
      <DialogHeading
        title={NTW_FOLLOW_UP_TITLE}
        description="Our masterclasses go deeper than NTW sessions, with hands-on practice, templates and follow-up support. Organisations can claim them through HRDC."
      />
      <NtwFollowUpActions
        className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end"
        later={
          <Button type="button" variant="outline" onClick={onClose}>
            Maybe Later
          </Button>
        }
      />
    </FormDialog>
  );
}
