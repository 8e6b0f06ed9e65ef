import { Send } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { toast } from "#app/lib/notify";
import { SpamFields } from "#app/components/spam-fields";
import { Button } from "#app/components/ui/button";
import { Field, Input, Textarea } from "#app/components/ui/field";
import type { ActionResult } from "#app/lib/action-result";
import { CALLBACK_LIMITS } from "./callback-limits";

export const CALLBACK_SUCCESS =
  "Thank you! We will call you back within 1 working day. Please check your email for confirmation.";
export const CALLBACK_FAILURE =
  "Sorry, there was an error submitting your request. Please try again or contact us directly.";

/**
 * The callback form. A plain form post that works before JavaScript loads.
 * Success is a redirect with a flash toast (the root shows it, in
 * <noscript> too); this form then clears. A refusal keeps the visitor's
 * values, shows messages at the fields or, for a refusal that is not about
 * a field, a toast and a line under the form.
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
  const announced = useRef<ActionResult | null>(null);
  const sent = useRef(false);

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

  useEffect(() => {
    if (!result || result.status !== "error" || announced.current === result) return;
    announced.current = result;
    toast.error(result.message);
  }, [result]);

  const values = result?.values ?? {};
  const errors = result?.status === "invalid" ? result.fieldErrors : {};

  return (
    <Form
      key={formKey}
      method="post"
      action="/contact"
      noValidate
      className="relative space-y-1"
      aria-label="Request a callback"
    >
      <fieldset disabled={submitting} className="space-y-1">
        <Field label="Full name" error={errors.fullName}>
          {(control) => (
            <Input
              {...control}
              name="fullName"
              autoComplete="name"
              required
              maxLength={CALLBACK_LIMITS.fullName}
              defaultValue={values.fullName}
            />
          )}
        </Field>
        <div className="grid gap-x-4 sm:grid-cols-2">
          <Field label="Phone number" error={errors.phone}>
            {(control) => (
              <Input
                {...control}
                name="phone"
                type="tel"
                autoComplete="tel"
                inputMode="tel"
                required
                maxLength={CALLBACK_LIMITS.phone}
                defaultValue={values.phone}
              />
            )}
          </Field>
          <Field label="Email" error={errors.email}>
            {(control) => (
              <Input
                {...control}
                name="email"
                type="email"
                autoComplete="email"
                required
                maxLength={CALLBACK_LIMITS.email}
                defaultValue={values.email}
              />
            )}
          </Field>
        </div>
        <Field label="Message (optional)" error={errors.message}>
          {(control) => (
            <Textarea
              {...control}
              name="message"
              rows={4}
              maxLength={CALLBACK_LIMITS.message}
              defaultValue={values.message}
              placeholder="What would you like to talk about?"
            />
          )}
        </Field>
        <label className="flex items-start gap-3 pb-4 text-sm text-muted-foreground">
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
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <Button type="submit" size="lg">
            <Send aria-hidden="true" />
            {submitting ? "Submitting..." : "Request a Callback"}
          </Button>
          <p className="text-xs text-muted-foreground">
            We use your details only to answer your request. See our{" "}
            <Link to="/privacy-policy" className="text-primary underline">
              Privacy Policy
            </Link>
            .
          </p>
        </div>
      </fieldset>
      {result?.status === "error" && (
        <p
          role="alert"
          className="mt-4 rounded-md bg-destructive/10 p-3 text-sm font-medium text-destructive"
        >
          {result.message}
        </p>
      )}
    </Form>
  );
}
