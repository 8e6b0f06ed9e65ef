import { CheckCircle2, Send } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { toast } from "#app/lib/notify";
import { SpamFields } from "#app/components/spam-fields";
import { Button } from "#app/components/ui/button";
import { FormAlert } from "#app/components/ui/form-alert";
import {
  CheckboxField,
  EmailField,
  SelectField,
  TelField,
  TextareaField,
  TextField,
} from "#app/components/ui/form-fields";
import { PrivacyNote } from "#app/components/ui/privacy-note";
import { StatusButton } from "#app/components/ui/status-button";
import type { ActionResult } from "#app/lib/action-result";
import { fieldErrorsOf, formValues, type FieldErrors } from "#app/lib/form";
import { checkWhenLoaded, lazyModule } from "#app/lib/lazy";
import { CUSTOM_TRAINING_LIMITS, FOCUS_AREAS, TEAM_SIZES } from "./custom-training-options";
import {
  CUSTOM_TRAINING_AGAIN,
  CUSTOM_TRAINING_FAILURE,
  CUSTOM_TRAINING_RECEIVED,
  CUSTOM_TRAINING_SUCCESS,
} from "./messages";

export const CUSTOM_TRAINING_PATH = "/shop/masterclasses/custom";

// The schema (and zod) load when the visitor starts on the form, not with the page.
const validation = lazyModule(() => import("./custom-training.schema"));
const loadValidation = () => void validation.load().catch(() => undefined);

/** What the page's action answers; `exception` comes from its clientAction. */
export type CustomTrainingActionData = ActionResult | { status: "exception" };

const options = (values: readonly string[], placeholder: string) => [
  { value: "", label: placeholder },
  ...values.map((value) => ({ value, label: value })),
];

/** A value the visitor posted that is not one of ours stays selectable, so nothing they sent is lost. */
const withValue = (values: readonly string[], value: string | undefined) =>
  value && !values.includes(value) ? [...values, value] : values;

/**
 * The custom training request. A plain form post that works before (and
 * without) JavaScript; with it, the fields are checked with the action's
 * schema first. Success is a redirect to the 'Request Received' panel with
 * the spec's toast; a refusal keeps every value, with messages at the
 * fields or the failure toast and a line above the button.
 */
export function CustomTrainingForm({
  formToken,
  result,
}: {
  formToken: string;
  result: CustomTrainingActionData | undefined;
}) {
  const navigation = useNavigation();
  const pending =
    navigation.state === "submitting" &&
    navigation.formAction?.startsWith(CUSTOM_TRAINING_PATH) === true;
  const formRef = useRef<HTMLFormElement>(null);
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);
  const announced = useRef<CustomTrainingActionData | null>(null);

  const serverErrors = result?.status === "invalid" ? result.fieldErrors : {};
  const errors = clientErrors ?? serverErrors;
  const values = result && result.status !== "exception" ? result.values : {};
  const message =
    result?.status === "error"
      ? result.message
      : result?.status === "exception"
        ? CUSTOM_TRAINING_FAILURE.description
        : null;

  useEffect(() => {
    if (!result || announced.current === result) return;
    announced.current = result;
    setClientErrors(null);
    if (result.status === "invalid") return;
    // A refusal for now (429) says when to try again; any other failure the spec's sentence.
    toast.error(CUSTOM_TRAINING_FAILURE.title, {
      description: result.status === "error" ? result.message : CUSTOM_TRAINING_FAILURE.description,
    });
  }, [result]);

  useEffect(() => {
    if (Object.keys(errors).length === 0) return;
    formRef.current?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus();
  }, [errors]);

  return (
    <Form
      ref={formRef}
      method="post"
      // Without JavaScript the answer (messages, values) opens at the form, not at the page top.
      action={`${CUSTOM_TRAINING_PATH}#request`}
      noValidate
      aria-label="Custom training request"
      className="relative"
      onFocus={loadValidation}
      onPointerEnter={loadValidation}
      onSubmit={(event) =>
        checkWhenLoaded(validation, event, ({ customTrainingSchema }) => {
          const parsed = customTrainingSchema.safeParse(
            formValues(new FormData(event.currentTarget)),
          );
          if (!parsed.success) {
            event.preventDefault();
            setClientErrors(fieldErrorsOf(parsed.error));
            return;
          }
          setClientErrors(null);
        })
      }
    >
      <fieldset disabled={pending} className="space-y-1">
        <div className="grid gap-x-4 sm:grid-cols-2">
          <TextField
            label="Organization Name *"
            name="orgName"
            autoComplete="organization"
            required
            maxLength={CUSTOM_TRAINING_LIMITS.orgName}
            defaultValue={values.orgName}
            error={errors.orgName}
          />
          <TextField
            label="Contact Name *"
            name="contactName"
            autoComplete="name"
            required
            maxLength={CUSTOM_TRAINING_LIMITS.contactName}
            defaultValue={values.contactName}
            error={errors.contactName}
          />
          <EmailField
            label="Email Address *"
            name="email"
            required
            maxLength={CUSTOM_TRAINING_LIMITS.email}
            defaultValue={values.email}
            error={errors.email}
          />
          <TelField
            label="Phone Number *"
            name="phone"
            inputMode="tel"
            required
            maxLength={CUSTOM_TRAINING_LIMITS.phone}
            defaultValue={values.phone}
            error={errors.phone}
          />
          <SelectField
            label="Team Size *"
            name="teamSize"
            required
            options={options(withValue(TEAM_SIZES, values.teamSize), "Select team size")}
            defaultValue={values.teamSize}
            error={errors.teamSize}
          />
          <SelectField
            label="Focus Area *"
            name="focusArea"
            required
            options={options(withValue(FOCUS_AREAS, values.focusArea), "Select a focus area")}
            defaultValue={values.focusArea}
            error={errors.focusArea}
          />
        </div>
        <TextField
          label="Preferred Dates"
          name="preferredDates"
          maxLength={CUSTOM_TRAINING_LIMITS.preferredDates}
          placeholder="For example: mid-March, or any Tuesday in Q2"
          description="Optional"
          defaultValue={values.preferredDates}
          error={errors.preferredDates}
        />
        <TextareaField
          label="Training Goals *"
          name="goals"
          required
          rows={5}
          maxLength={CUSTOM_TRAINING_LIMITS.goals}
          placeholder="What should your team be able to do after the training? Which tools do they use today?"
          defaultValue={values.goals}
          error={errors.goals}
        />
        <CheckboxField
          name="marketingOptIn"
          label="Send me occasional e-mails about AIHQ programmes and events"
          description="Optional. You can unsubscribe at any time."
          defaultChecked={values.marketingOptIn === "on"}
        />
        <SpamFields formToken={formToken} />
        {message && (
          <div className="pt-2">
            <FormAlert message={`${CUSTOM_TRAINING_FAILURE.title}: ${message}`} />
          </div>
        )}
        <div className="flex flex-col gap-3 pt-3 sm:flex-row sm:items-center">
          <StatusButton
            type="submit"
            size="lg"
            pending={pending}
            pendingLabel="Submitting..."
            className="w-full sm:w-auto"
          >
            <Send aria-hidden="true" />
            Submit Request
          </StatusButton>
          <PrivacyNote />
        </div>
      </fieldset>
    </Form>
  );
}

/** What the page shows after a stored request (spec §2): 'Request Received', and the way back to the form. */
export function CustomTrainingReceived() {
  return (
    <div role="status" className="rounded-2xl border bg-card p-8 text-center shadow-sm sm:p-10">
      <CheckCircle2 aria-hidden="true" className="mx-auto size-12 text-success" />
      <h3 className="mt-4 text-2xl font-bold tracking-tight">{CUSTOM_TRAINING_RECEIVED}</h3>
      <p className="mx-auto mt-3 max-w-md text-muted-foreground">
        {CUSTOM_TRAINING_SUCCESS.description} We respond within 2 business days.
      </p>
      <Button asChild size="lg" variant="outline" className="mt-6">
        <Link to={`${CUSTOM_TRAINING_PATH}#request`} preventScrollReset>
          {CUSTOM_TRAINING_AGAIN}
        </Link>
      </Button>
    </div>
  );
}
