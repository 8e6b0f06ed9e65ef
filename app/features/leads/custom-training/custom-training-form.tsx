import { CheckCircle2, Send } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import { RefusalLine } from "#app/components/forms/refusal-line";
import { SpamFields } from "#app/components/spam-fields";
import { Button } from "#app/components/ui/button";
import { EmailField, SelectField, TelField, TextField } from "#app/components/ui/form-fields";
import type { ActionResult } from "#app/lib/action-result";
import { schemaCheck } from "#app/lib/form";
import { lazyModule } from "#app/lib/lazy";
import { useForm } from "#app/lib/use-form";
import {
  LeadInputs,
  LeadMessageField,
  LeadSubmitRow,
  MarketingOptInField,
  type LeadInput,
  type LeadMessage,
} from "../lead-form";
import { CUSTOM_TRAINING_LIMITS, FOCUS_AREAS, TEAM_SIZES } from "./custom-training-options";
import {
  CUSTOM_TRAINING_AGAIN,
  CUSTOM_TRAINING_FAILURE,
  CUSTOM_TRAINING_RECEIVED,
  CUSTOM_TRAINING_SUCCESS,
} from "./messages";

export const CUSTOM_TRAINING_PATH = "/shop/masterclasses/custom";

// The schema (and zod) load when the visitor starts on the form, not with the page.
const validation = lazyModule(() =>
  import("./custom-training.schema").then((module) => schemaCheck(module.customTrainingSchema)),
);

const CONTACT_INPUTS: LeadInput<keyof typeof CUSTOM_TRAINING_LIMITS>[] = [
  {
    name: "orgName",
    label: "Organization Name *",
    Control: TextField,
    autoComplete: "organization",
    required: true,
  },
  {
    name: "contactName",
    label: "Contact Name *",
    Control: TextField,
    autoComplete: "name",
    required: true,
  },
  { name: "email", label: "Email Address *", Control: EmailField, required: true },
  { name: "phone", label: "Phone Number *", Control: TelField, inputMode: "tel", required: true },
];

const DATES_INPUT: LeadInput<keyof typeof CUSTOM_TRAINING_LIMITS>[] = [
  {
    name: "preferredDates",
    label: "Preferred Dates",
    Control: TextField,
    placeholder: "For example: mid-March, or any Tuesday in Q2",
    description: "Optional",
  },
];

const GOALS: LeadMessage<keyof typeof CUSTOM_TRAINING_LIMITS> = {
  name: "goals",
  label: "Training Goals *",
  required: true,
  rows: 5,
  placeholder:
    "What should your team be able to do after the training? Which tools do they use today?",
};

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
 * the original site's toast; a refusal keeps every value, with messages at the
 * fields or the failure toast and a line above the button.
 */
export function CustomTrainingForm({
  formToken,
  result,
}: {
  formToken: string;
  result: ActionResult | undefined;
}) {
  const navigation = useNavigation();
  const pending =
    navigation.state === "submitting" &&
    navigation.formAction?.startsWith(CUSTOM_TRAINING_PATH) === true;
  const { form, field, values } = useForm({ result, check: validation });

  return (
    <Form
      {...form}
      method="post"
      // Without JavaScript the answer (messages, values) opens at the form, not at the page top.
      action={`${CUSTOM_TRAINING_PATH}#request`}
      aria-label="Custom training request"
      className="relative"
    >
      <fieldset disabled={pending} className="space-y-1">
        <div className="grid gap-x-4 sm:grid-cols-2">
          <LeadInputs inputs={CONTACT_INPUTS} field={field} limits={CUSTOM_TRAINING_LIMITS} />
          <SelectField
            label="Team Size *"
            {...field("teamSize")}
            required
            options={options(withValue(TEAM_SIZES, values.teamSize), "Select team size")}
          />
          <SelectField
            label="Focus Area *"
            {...field("focusArea")}
            required
            options={options(withValue(FOCUS_AREAS, values.focusArea), "Select a focus area")}
          />
        </div>
        <LeadInputs inputs={DATES_INPUT} field={field} limits={CUSTOM_TRAINING_LIMITS} />
        <LeadMessageField message={GOALS} field={field} limits={CUSTOM_TRAINING_LIMITS} />
        <MarketingOptInField defaultChecked={values.marketingOptIn === "on"} />
        <SpamFields formToken={formToken} />
        <RefusalLine result={result} title={CUSTOM_TRAINING_FAILURE.title} className="pt-2" />
        <LeadSubmitRow pending={pending} buttonClassName="w-full sm:w-auto">
          <Send aria-hidden="true" />
          Submit Request
        </LeadSubmitRow>
      </fieldset>
    </Form>
  );
}

/** What the page shows after a stored request: 'Request Received', and the way back to the form. */
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
