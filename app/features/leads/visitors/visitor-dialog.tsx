import { Save } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { SpamFields } from "#app/components/spam-fields";
import { Button } from "#app/components/ui/button";
import { DialogHeading, FormDialog } from "#app/components/forms/form-dialog";
import { EmailField, TelField, TextField } from "#app/components/ui/form-fields";
import { PrivacyNote } from "#app/components/ui/privacy-note";
import { StatusButton } from "#app/components/ui/status-button";
import type { ActionResult } from "#app/lib/action-result";
import { schemaCheck, type FormValues } from "#app/lib/form";
import { useForm } from "#app/lib/use-form";
import { showToast } from "#app/lib/use-toast";
import { LeadInputs, MarketingOptIn, type LeadInput } from "#app/features/leads/lead-form";
import { VISITOR_MISSING } from "./messages";
import { markVisited, readProfile, saveProfile } from "./profile";
import { VISITOR_LIMITS, visitorSchema, type VisitorField } from "./visitor.schema";

export type VisitorActionData = ActionResult<FormValues, object>;

const check = schemaCheck(visitorSchema);

// Name and e-mail are required, each on a line of its own.
const FIELDS: LeadInput<VisitorField>[] = [
  {
    name: "name",
    label: "Name",
    Control: TextField,
    className: "sm:col-span-2",
    autoComplete: "name",
    required: true,
  },
  {
    name: "email",
    label: "Email",
    Control: EmailField,
    className: "sm:col-span-2",
    autoComplete: "email",
    required: true,
  },
  { name: "phone", label: "Phone (optional)", Control: TelField, autoComplete: "tel" },
  {
    name: "org",
    label: "Organization (optional)",
    Control: TextField,
    autoComplete: "organization",
  },
  {
    name: "role",
    label: "Job role (optional)",
    Control: TextField,
    autoComplete: "organization-title",
  },
];

/**
 * The welcome details dialog of /shop. Loaded on the first
 * click on one of the three paths, never with the page. Saving or
 * dismissing it stores the visited flag and continues to `destination`.
 */
export default function VisitorDialog({
  destination,
  formToken,
  onContinue,
}: {
  destination: string;
  formToken: string;
  onContinue: (destination: string) => void;
}) {
  const fetcher = useFetcher<VisitorActionData>();
  const busy = fetcher.state !== "idle";
  const [open, setOpen] = useState(true);
  const [initial] = useState(readProfile);
  const submitted = useRef<FormValues | null>(null);
  const handled = useRef<VisitorActionData | undefined>(undefined);
  const { form, field } = useForm({
    result: fetcher.data,
    check,
    clearOnEdit: true,
    // Found in the browser, before any post: the original site's toast for what is missing.
    onRefused(errors) {
      if (errors.name || errors.email) showToast({ type: "error", ...VISITOR_MISSING });
    },
    send(formData, values) {
      if (busy) return;
      submitted.current = values;
      void fetcher.submit(formData, { method: "post", action: "/shop?index" });
    },
  });

  function finish() {
    markVisited();
    setOpen(false);
    onContinue(destination);
  }

  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== "idle" || result?.status !== "success" || handled.current === result)
      return;
    handled.current = result;
    if (submitted.current) saveProfile(submitted.current);
    finish();
    // finish only reads stable values and setters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetcher.state, fetcher.data]);

  return (
    <FormDialog
      open={open}
      busy={busy}
      onClose={finish}
      closeLabel="Skip and continue"
      className="max-w-lg"
    >
      <DialogHeading
        title="Welcome to AIHQ Shop"
        description="Tell us a little about yourself so we can point you to the right programs. Only your name and email are needed."
      />
      <form
        {...form}
        method="post"
        action="/shop?index"
        aria-label="Your details"
        className="relative mt-5"
      >
        <fieldset disabled={busy} className="grid gap-x-4 sm:grid-cols-2">
          <LeadInputs inputs={FIELDS} field={field} limits={VISITOR_LIMITS} initial={initial} />
          <MarketingOptIn className="sm:col-span-2" />
          <SpamFields formToken={formToken} />
          <div className="flex flex-col gap-3 sm:col-span-2">
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button type="button" variant="outline" onClick={finish} disabled={busy}>
                Skip
              </Button>
              <StatusButton type="submit" pending={busy} pendingLabel="Saving...">
                <Save aria-hidden="true" />
                Save and continue
              </StatusButton>
            </div>
            <PrivacyNote use="only to tailor your visit and answer you" className="sm:text-right" />
          </div>
        </fieldset>
      </form>
    </FormDialog>
  );
}
