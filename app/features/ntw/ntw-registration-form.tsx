import { CalendarX2, Send } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, useFetcher } from "react-router";
import { toast } from "#app/lib/notify";
import { SpamFields } from "#app/components/spam-fields";
import { Field, Input } from "#app/components/ui/field";
import { StatusButton } from "#app/components/ui/status-button";
import type { ActionResult, ActionSuccess } from "#app/lib/action-result";
import { formatDate, formatTime } from "#common/dates";
import { fieldErrorsOf, type FieldErrors } from "#app/lib/form";
import { lazyModule } from "#app/lib/lazy";
import { readProfile, saveProfile } from "#app/features/leads/visitors/profile";
import { REGISTRATION_CLOSED } from "#app/features/registrations/registration-messages";
import { NTW_FAILURE, NTW_SUCCESS } from "./messages";
import { NTW_LIMITS, type NtwField } from "./ntw-registration-limits";

// The schema (and zod) load when the visitor starts on the form, not with the page.
const validation = lazyModule(() => import("./ntw-registration.schema"));
const loadValidation = () => void validation.load().catch(() => undefined);

export type NtwActionData = ActionSuccess | ActionResult;

/** What the form shows of the program it registers for. */
export interface NtwFormProgram {
  id: string;
  title: string;
  date: Date | string;
  /** The program has started: the form gives way to the closed message. */
  closed?: boolean;
}

/** Marks a post from the page's script: answered with the result, not a redirect. */
export const VIA_FIELD = "via";

const FIELDS: {
  name: NtwField;
  label: string;
  type: "text" | "email";
  autoComplete: string;
}[] = [
  { name: "name", label: "Name", type: "text", autoComplete: "name" },
  { name: "email", label: "Email", type: "email", autoComplete: "email" },
  { name: "role", label: "Job Role", type: "text", autoComplete: "organization-title" },
  { name: "org", label: "Company", type: "text", autoComplete: "organization" },
];

export function ntwActionUrl(programId: string): string {
  return `/shop/ntw?register=${encodeURIComponent(programId)}`;
}

/**
 * The NTW registration form, in the dialog and (for a `?register=` link,
 * which works without JavaScript) on the page. Without JavaScript it is a
 * plain post with post/redirect/get; with it, a fetcher post that stays on
 * the page: 'Processing...', then `onSuccess`, or the failure toast with
 * every value kept. Prefilled from the remembered profile.
 */
export function NtwRegistrationForm({
  program,
  formToken,
  serverResult,
  onSuccess,
  onBusyChange,
}: {
  program: NtwFormProgram;
  formToken: string;
  /** The action's answer to a post without JavaScript. */
  serverResult?: NtwActionData | undefined;
  onSuccess: () => void;
  onBusyChange?: (busy: boolean) => void;
}) {
  const fetcher = useFetcher<NtwActionData>();
  const busy = fetcher.state !== "idle";
  const [errors, setErrors] = useState<FieldErrors>(
    serverResult?.status === "invalid" ? serverResult.fieldErrors : {},
  );
  const formRef = useRef<HTMLFormElement>(null);
  const submitted = useRef<Record<string, string> | null>(null);
  const handled = useRef<NtwActionData | undefined>(undefined);
  const values = serverResult && serverResult.status !== "success" ? serverResult.values : {};

  useEffect(() => onBusyChange?.(busy), [busy, onBusyChange]);

  // The profile lives in the browser: fill the fields the server could not.
  useEffect(() => {
    const profile = readProfile();
    const form = formRef.current;
    if (!form) return;
    for (const field of FIELDS) {
      const input = form.elements.namedItem(field.name);
      if (input instanceof HTMLInputElement && !input.value && profile[field.name]) {
        input.value = profile[field.name];
      }
    }
  }, []);

  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== "idle" || !result || handled.current === result) return;
    handled.current = result;
    if (result.status === "success") {
      if (submitted.current) {
        const { name = "", email = "", org = "", role = "" } = submitted.current;
        saveProfile({ name, email, org, role });
      }
      toast.success(NTW_SUCCESS.title, { description: NTW_SUCCESS.description });
      onSuccess();
    } else if (result.status === "invalid" && Object.keys(result.fieldErrors).length > 0) {
      setErrors(result.fieldErrors);
      if (result.fieldErrors.programId) {
        toast.error(NTW_FAILURE.title, { description: result.fieldErrors.programId });
      }
    } else {
      toast.error(NTW_FAILURE.title, {
        description: result.status === "error" ? result.message : NTW_FAILURE.description,
      });
    }
    // onSuccess is the parent's; a new one each render must not re-run this.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetcher.state, fetcher.data]);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const formData = new FormData(event.currentTarget);
    const entries = Object.fromEntries(
      [...formData.entries()].map(([key, value]) => [key, typeof value === "string" ? value : ""]),
    );
    // Unchecked if the schema cannot load (offline): the server validates with the same one.
    const schema = await validation.load().then(
      (module) => module.ntwRegistrationSchema,
      () => null,
    );
    const parsed = schema?.safeParse(entries);
    if (parsed && !parsed.success) {
      setErrors(fieldErrorsOf(parsed.error));
      return;
    }
    setErrors({});
    submitted.current = entries;
    formData.set(VIA_FIELD, "dialog");
    void fetcher.submit(formData, { method: "post", action: ntwActionUrl(program.id) });
  }

  if (program.closed) return <NtwRegistrationClosed />;

  return (
    <form
      ref={formRef}
      method="post"
      action={ntwActionUrl(program.id)}
      noValidate
      onSubmit={(event) => void submit(event)}
      onFocus={loadValidation}
      onPointerEnter={loadValidation}
      aria-label={`Register for ${program.title}`}
      className="relative"
    >
      <input type="hidden" name="programId" value={program.id} />
      <fieldset disabled={busy} className="grid gap-x-4 sm:grid-cols-2">
        {FIELDS.map((field) => (
          <Field key={field.name} label={field.label} error={errors[field.name]}>
            {(control) => (
              <Input
                {...control}
                name={field.name}
                type={field.type}
                autoComplete={field.autoComplete}
                required
                maxLength={NTW_LIMITS[field.name]}
                defaultValue={values[field.name]}
                onChange={() => {
                  if (errors[field.name]) setErrors(({ [field.name]: _cleared, ...rest }) => rest);
                }}
              />
            )}
          </Field>
        ))}
        <label className="flex items-start gap-3 pb-4 text-sm text-muted-foreground sm:col-span-2">
          <input
            type="checkbox"
            name="marketingOptIn"
            defaultChecked={values.marketingOptIn === "on"}
            className="mt-0.5 size-4 rounded border-input accent-primary"
          />
          <span>
            Yes, send me occasional e-mails about AIHQ programmes and events. You can unsubscribe at
            any time.
          </span>
        </label>
        <SpamFields formToken={formToken} />
        <div className="flex flex-col gap-3 sm:col-span-2 sm:flex-row sm:items-center">
          <StatusButton type="submit" size="lg" pending={busy} pendingLabel="Processing...">
            <Send aria-hidden="true" />
            Register
          </StatusButton>
          <p className="text-xs text-muted-foreground">
            We use your details only for this registration. See our{" "}
            <Link to="/privacy-policy" className="text-primary underline">
              Privacy Policy
            </Link>
            .
          </p>
        </div>
      </fieldset>
      {serverResult?.status === "error" && (
        <p
          role="alert"
          className="mt-4 rounded-md bg-destructive/10 p-3 text-sm font-medium text-destructive"
        >
          <span className="font-semibold">{NTW_FAILURE.title}.</span> {serverResult.message}
        </p>
      )}
    </form>
  );
}

/** In place of the form once the program has started: the masterclass's words. */
export function NtwRegistrationClosed({ compact = false }: { compact?: boolean }) {
  return (
    <div role="status" className="flex gap-3 rounded-xl bg-muted p-4 text-sm">
      <CalendarX2 aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />
      <p>
        {REGISTRATION_CLOSED}
        {!compact && (
          <>
            {" "}
            <Link to="/shop/masterclasses" className="font-medium text-primary underline">
              See upcoming masterclasses
            </Link>
            .
          </>
        )}
      </p>
    </div>
  );
}

/** The program the form is for, above its fields. */
export function NtwProgramSummary({ program }: { program: NtwFormProgram }) {
  return (
    <p className="text-sm text-muted-foreground">
      <span className="font-semibold text-foreground">{program.title}</span>
      <br />
      <time dateTime={new Date(program.date).toISOString()}>
        {formatDate(program.date)}, {formatTime(program.date)}
      </time>{" "}
      · Free
    </p>
  );
}
