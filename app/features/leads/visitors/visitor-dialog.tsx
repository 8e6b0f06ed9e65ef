import { Save } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, useFetcher } from "react-router";
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
import { StatusButton } from "#app/components/ui/status-button";
import type { ActionResult, ActionSuccess } from "#app/lib/action-result";
import { fieldErrorsOf, type FieldErrors } from "#app/lib/form";
import { VISITOR_FAILURE, VISITOR_MISSING, VISITOR_SUCCESS } from "./messages";
import { markVisited, readProfile, saveProfile } from "./profile";
import { VISITOR_LIMITS, visitorSchema, type VisitorField } from "./visitor.schema";

export type VisitorActionData = ActionSuccess | ActionResult;

const FIELDS: {
  name: VisitorField;
  label: string;
  type: "text" | "email" | "tel";
  autoComplete: string;
}[] = [
  { name: "name", label: "Name", type: "text", autoComplete: "name" },
  { name: "email", label: "Email", type: "email", autoComplete: "email" },
  { name: "phone", label: "Phone (optional)", type: "tel", autoComplete: "tel" },
  { name: "org", label: "Organization (optional)", type: "text", autoComplete: "organization" },
  { name: "role", label: "Job role (optional)", type: "text", autoComplete: "organization-title" },
];

/**
 * The welcome details dialog of /shop (shop.md §2). Loaded on the first
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
  const [errors, setErrors] = useState<FieldErrors>({});
  const [initial] = useState(readProfile);
  const submitted = useRef<Record<string, string> | null>(null);
  const handled = useRef<VisitorActionData | undefined>(undefined);

  function finish() {
    markVisited();
    setOpen(false);
    onContinue(destination);
  }

  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== "idle" || !result || handled.current === result) return;
    handled.current = result;
    if (result.status === "success") {
      if (submitted.current) saveProfile(submitted.current);
      toast.success(VISITOR_SUCCESS.title, { description: VISITOR_SUCCESS.description });
      finish();
    } else if (result.status === "invalid" && Object.keys(result.fieldErrors).length > 0) {
      setErrors(result.fieldErrors);
    } else {
      // The values stay in the form: only the dialog's answer changes.
      toast.error(VISITOR_FAILURE.title, {
        description: result.status === "error" ? result.message : VISITOR_FAILURE.description,
      });
    }
    // finish only reads stable values and setters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetcher.state, fetcher.data]);

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const formData = new FormData(event.currentTarget);
    const values = Object.fromEntries(
      [...formData.entries()].map(([key, value]) => [key, typeof value === "string" ? value : ""]),
    );
    const parsed = visitorSchema.safeParse(values);
    if (!parsed.success) {
      const fieldErrors = fieldErrorsOf(parsed.error);
      setErrors(fieldErrors);
      if (fieldErrors.name || fieldErrors.email) {
        toast.error(VISITOR_MISSING.title, { description: VISITOR_MISSING.description });
      }
      return;
    }
    setErrors({});
    submitted.current = values;
    void fetcher.submit(formData, { method: "post", action: "/shop?index" });
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !busy) finish();
      }}
    >
      <DialogContent
        closeDisabled={busy}
        closeLabel="Skip and continue"
        className="max-w-lg"
        onEscapeKeyDown={(event) => busy && event.preventDefault()}
        onInteractOutside={(event) => busy && event.preventDefault()}
      >
        <DialogHeader>
          <DialogTitle>Welcome to AIHQ Shop</DialogTitle>
          <DialogDescription>
            Tell us a little about yourself so we can point you to the right programs. Only your
            name and email are needed.
          </DialogDescription>
        </DialogHeader>
        <form
          method="post"
          action="/shop?index"
          noValidate
          onSubmit={submit}
          aria-label="Your details"
          className="relative mt-5"
        >
          <fieldset disabled={busy} className="grid gap-x-4 sm:grid-cols-2">
            {FIELDS.map((field) => (
              <Field
                key={field.name}
                label={field.label}
                error={errors[field.name]}
                className={field.name === "name" || field.name === "email" ? "sm:col-span-2" : ""}
              >
                {(control) => (
                  <Input
                    {...control}
                    name={field.name}
                    type={field.type}
                    autoComplete={field.autoComplete}
                    required={field.name === "name" || field.name === "email"}
                    maxLength={VISITOR_LIMITS[field.name]}
                    defaultValue={initial[field.name]}
                    onChange={() => {
                      if (errors[field.name]) {
                        setErrors(({ [field.name]: _cleared, ...rest }) => rest);
                      }
                    }}
                  />
                )}
              </Field>
            ))}
            <label className="flex items-start gap-3 pb-4 text-sm text-muted-foreground sm:col-span-2">
              <input
                type="checkbox"
                name="marketingOptIn"
                className="mt-0.5 size-4 rounded border-input accent-primary"
              />
              <span>
                Yes, send me occasional e-mails about AIHQ programmes and events. You can
                unsubscribe at any time.
              </span>
            </label>
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
              <p className="text-xs text-muted-foreground sm:text-right">
                We use your details only to tailor your visit and answer you. See our{" "}
                <Link to="/privacy-policy" className="text-primary underline">
                  Privacy Policy
                </Link>
                .
              </p>
            </div>
          </fieldset>
        </form>
      </DialogContent>
    </Dialog>
  );
}
