import { Clock } from "lucide-react";
import { Form } from "react-router";
import { SpamFields } from "#app/components/spam-fields";
import { FormAlert } from "#app/components/ui/form-alert";
import { EmailField, TelField, TextField } from "#app/components/ui/form-fields";
import type { ActionResult } from "#app/lib/action-result";
import { answerWiring, type FieldWiring } from "#app/lib/form-wiring";
import {
  LeadSubmitRow,
  LeadTextFields,
  MarketingOptInField,
  type LeadTextFieldSet,
} from "#app/features/leads/lead-form";
import { GRANT_INQUIRY_LIMITS } from "./grant-inquiry-limits";
import { inquireHref, type InquiryGrant } from "./grant-inquiry-links";
import { GRANT_INQUIRY_FAILURE, GRANT_INQUIRY_INTENT } from "./messages";

const FIELDS: LeadTextFieldSet<keyof typeof GRANT_INQUIRY_LIMITS> = {
  limits: GRANT_INQUIRY_LIMITS,
  wide: [
    {
      name: "name",
      label: "Full Name *",
      Control: TextField,
      autoComplete: "name",
      required: true,
    },
    { name: "email", label: "Email Address *", Control: EmailField, required: true },
  ],
  paired: [
    { name: "phone", label: "Phone Number", Control: TelField, inputMode: "tel" },
    {
      name: "organization",
      label: "Organization/Company",
      Control: TextField,
      autoComplete: "organization",
    },
  ],
  message: {
    name: "about_organization",
    label: "About Your Organization",
    rows: 3,
    placeholder: "Your industry, team size and the training you have in mind",
  },
};

/**
 * The inquiry's fields, submit button and privacy note; the caller supplies
 * the form (a fetcher's in the dialog, a plain post without JavaScript).
 */
export function GrantInquiryFields({
  grant,
  formToken,
  form: { field, values, errors },
  message,
  pending,
}: {
  grant: InquiryGrant;
  formToken: string;
  form: FieldWiring;
  message: string | null;
  pending: boolean;
}) {
  return (
    <fieldset disabled={pending} className="space-y-1">
      <input type="hidden" name="intent" value={GRANT_INQUIRY_INTENT} />
      <input type="hidden" name="grantId" value={grant.id} />
      <LeadTextFields fields={FIELDS} field={field} />
      <MarketingOptInField defaultChecked={values.marketingOptIn === "on"} />
      <SpamFields formToken={formToken} />
      <div className="space-y-2 pt-2">
        <FormAlert message={errors.grantId ?? errors.intent ?? message} />
      </div>
      <LeadSubmitRow pending={pending} buttonClassName="w-full sm:w-auto">
        Submit Inquiry
      </LeadSubmitRow>
    </fieldset>
  );
}

export function ReplyPromise() {
  return (
    <p className="flex items-center gap-2 text-sm text-muted-foreground">
      <Clock aria-hidden="true" className="size-4 shrink-0 text-primary" />
      Our grants team will get back to you within 24 hours.
    </p>
  );
}

/**
 * The same form in the page, for browsers without JavaScript (and a link
 * opened before the page has loaded its scripts): a plain post with
 * post/redirect/get, refusals answered on the page with the values kept.
 */
export function GrantInquiryInline({
  result,
  ...inquiry
}: {
  grant: InquiryGrant;
  formToken: string;
  result: ActionResult | undefined;
}) {
  // Shown only without JavaScript (the page has the dialog once hydrated): the answer's wiring.
  const form = answerWiring(result);
  const message =
    result?.status === "error" ? `${GRANT_INQUIRY_FAILURE.title}: ${result.message}` : null;
  const { grant } = inquiry;
  return (
    <section
      aria-labelledby={`inquiry-${grant.id}`}
      className="mt-6 rounded-xl border bg-background p-5 sm:p-6"
    >
      <h4 id={`inquiry-${grant.id}`} className="text-lg font-semibold">
        Inquire About This Grant
      </h4>
      <div className="mt-1">
        <ReplyPromise />
      </div>
      <Form
        method="post"
        action={inquireHref(grant.id)}
        noValidate
        aria-label="Grant inquiry"
        className="relative mt-4"
      >
        <GrantInquiryFields {...inquiry} form={form} message={message} pending={false} />
      </Form>
    </section>
  );
}
