import { Send } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Form, useNavigation } from "react-router";
import { RefusalLine } from "#app/components/forms/refusal-line";
import { SpamFields } from "#app/components/spam-fields";
import { EmailField, TelField, TextField } from "#app/components/ui/form-fields";
import type { ActionResult } from "#app/lib/action-result";
import { schemaCheck } from "#app/lib/form";
import { lazyModule } from "#app/lib/lazy";
import { useForm } from "#app/lib/use-form";
import { CALLBACK_LIMITS } from "./callback-limits";
import { LeadSubmitRow, LeadTextFields, MarketingOptIn, type LeadTextFieldSet } from "./lead-form";

export const CALLBACK_SUCCESS =
  "Thank you! We will call you back within 1 working day. Please check your email for confirmation.";
export const CALLBACK_FAILURE =
  "Sorry, there was an error submitting your request. Please try again or contact us directly.";

// The name a line of its own, phone and e-mail side by side, then the message.
const FIELDS: LeadTextFieldSet<keyof typeof CALLBACK_LIMITS> = {
  limits: CALLBACK_LIMITS,
  wide: [
    {
      name: "fullName",
      label: "Full name",
      Control: TextField,
      autoComplete: "name",
      required: true,
    },
  ],
  paired: [
    { name: "phone", label: "Phone number", Control: TelField, inputMode: "tel", required: true },
    { name: "email", label: "Email", Control: EmailField, required: true },
  ],
  message: {
    name: "message",
    label: "Message (optional)",
    rows: 4,
    placeholder: "What would you like to talk about?",
  },
};

// The schema (and zod) load when the visitor starts on the form, not with the page.
const validation = lazyModule(() =>
  import("./callback.schema").then((module) => schemaCheck(module.callbackSchema)),
);

/**
 * The callback form. A plain form post that works before JavaScript loads;
 * with it, the fields are checked with the action's schema first. Success
 * is a redirect with a flash toast (the root shows it, in <noscript> too);
 * this form then clears. A refusal keeps the visitor's values, shows
 * messages at the fields or, for a refusal that is not about a field, its
 * toast and a line under the form.
 */
export function CallbackForm({
  formToken,
  result,
}: {
  formToken: string;
  result: ActionResult | undefined;
}) {
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" && navigation.formAction === "/contact";
  const [formKey, setFormKey] = useState(0);
  const sent = useRef(false);
  const { form, field, values } = useForm({ result, check: validation });

  useEffect(() => {
    if (submitting) {
      sent.current = true;
      return;
    }
    // Back to idle after our own post without a result: the action redirected, which is success.
    if (sent.current && navigation.state === "idle") {
      sent.current = false;
      if (!result) setFormKey((key) => key + 1);
    }
  }, [submitting, navigation.state, result]);

  return (
    <Form
      key={formKey}
      {...form}
      method="post"
      action="/contact"
      className="relative space-y-1"
      aria-label="Request a callback"
    >
      <fieldset disabled={submitting} className="space-y-1">
        <LeadTextFields fields={FIELDS} field={field} />
        <MarketingOptIn defaultChecked={values.marketingOptIn === "on"} />
        <SpamFields formToken={formToken} />
        <LeadSubmitRow
          pending={submitting}
          className="flex flex-col gap-3 sm:flex-row sm:items-center"
        >
          <Send aria-hidden="true" />
          Request a Callback
        </LeadSubmitRow>
      </fieldset>
      <RefusalLine result={result} />
    </Form>
  );
}
