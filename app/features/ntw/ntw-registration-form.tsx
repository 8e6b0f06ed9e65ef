import { CalendarX2, Send } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link, useFetcher } from "react-router";
import { SpamFields } from "#app/components/spam-fields";
import { FormAlert } from "#app/components/ui/form-alert";
import { EmailField, TextField } from "#app/components/ui/form-fields";
import { PrivacyNote } from "#app/components/ui/privacy-note";
import type { ActionResult } from "#app/lib/action-result";
import { schemaCheck, type FormValues } from "#app/lib/form";
import { lazyModule } from "#app/lib/lazy";
import { useForm } from "#app/lib/use-form";
import {
  LeadInputs,
  LeadSubmitRow,
  MarketingOptIn,
  type LeadInput,
} from "#app/features/leads/lead-form";
import { readProfile, saveProfile } from "#app/features/leads/visitors/profile";
import { REGISTRATION_CLOSED } from "#app/features/registrations/registration-messages";
import { NTW_FAILURE } from "./messages";
import type { NtwFormProgram } from "./ntw-program-summary";
import { NTW_LIMITS, type NtwField } from "./ntw-registration-limits";

// The schema (and zod) load when the visitor starts on the form, not with the page.
const validation = lazyModule(() =>
  import("./ntw-registration.schema").then((module) => schemaCheck(module.ntwRegistrationSchema)),
);

/** What the /shop/ntw action answers: a refusal, or (to the page's script) the success. */
export type NtwActionData = ActionResult<FormValues, object>;

/** Marks a post from the page's script: answered with the result, not a redirect. */
export const VIA_FIELD = "via";

const FIELDS: LeadInput<NtwField>[] = [
  { name: "name", label: "Name", Control: TextField, autoComplete: "name", required: true },
  { name: "email", label: "Email", Control: EmailField, autoComplete: "email", required: true },
  {
    name: "role",
    label: "Job Role",
    Control: TextField,
    autoComplete: "organization-title",
    required: true,
  },
  {
    name: "org",
    label: "Company",
    Control: TextField,
    autoComplete: "organization",
    required: true,
  },
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
  const submitted = useRef<FormValues | null>(null);
  const handled = useRef<NtwActionData | undefined>(undefined);
  const { form, field, values } = useForm({
    result: fetcher.data ?? serverResult,
    check: validation,
    clearOnEdit: true,
    send(formData, sent) {
      if (busy) return;
      submitted.current = sent;
      formData.set(VIA_FIELD, "dialog");
      void fetcher.submit(formData, { method: "post", action: ntwActionUrl(program.id) });
    },
  });

  useEffect(() => onBusyChange?.(busy), [busy, onBusyChange]);

  // The profile lives in the browser: fill the fields the server could not.
  useEffect(() => {
    const profile = readProfile();
    const element = form.ref.current;
    if (!element) return;
    for (const { name } of FIELDS) {
      const input = element.elements.namedItem(name);
      if (input instanceof HTMLInputElement && !input.value && profile[name]) {
        input.value = profile[name];
      }
    }
    // Once, at mount: the ref is the form's for its life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== "idle" || result?.status !== "success" || handled.current === result)
      return;
    handled.current = result;
    if (submitted.current) {
      const { name = "", email = "", org = "", role = "" } = submitted.current;
      saveProfile({ name, email, org, role });
    }
    onSuccess();
    // onSuccess is the parent's; a new one each render must not re-run this.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetcher.state, fetcher.data]);

  if (program.closed) return <NtwRegistrationClosed />;

  return (
    <form
      {...form}
      method="post"
      action={ntwActionUrl(program.id)}
      aria-label={`Register for ${program.title}`}
      className="relative"
    >
      <input type="hidden" name="programId" value={program.id} />
      <fieldset disabled={busy} className="grid gap-x-4 sm:grid-cols-2">
        <LeadInputs inputs={FIELDS} field={field} limits={NTW_LIMITS} />
        <MarketingOptIn defaultChecked={values.marketingOptIn === "on"} className="sm:col-span-2" />
        <SpamFields formToken={formToken} />
        <LeadSubmitRow
          pending={busy}
          pendingLabel="Processing..."
          className="flex flex-col gap-3 sm:col-span-2 sm:flex-row sm:items-center"
          note={<PrivacyNote use="only for this registration" />}
        >
          <Send aria-hidden="true" />
          Register
        </LeadSubmitRow>
      </fieldset>
      {serverResult?.status === "error" && (
        <div className="mt-4">
          <FormAlert message={`${NTW_FAILURE.title}. ${serverResult.message}`} />
        </div>
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
