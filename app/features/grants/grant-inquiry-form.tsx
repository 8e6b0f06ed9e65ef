import { Clock } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Form, useFetcher } from "react-router";
import { toast } from "../../lib/notify";
import { SpamFields } from "../../components/spam-fields";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "../../components/ui/dialog";
import { FormAlert } from "../../components/ui/form-alert";
import {
  CheckboxField,
  EmailField,
  TelField,
  TextareaField,
  TextField,
} from "../../components/ui/form-fields";
import { PrivacyNote } from "../../components/ui/privacy-note";
import { StatusButton } from "../../components/ui/status-button";
import type { ActionResult } from "../../lib/action-result";
import { fieldErrorsOf, formValues, type FieldErrors } from "../../lib/form";
import { GRANT_INQUIRY_LIMITS, grantInquirySchema } from "./grant-inquiry.schema";
import { GRANT_INQUIRY_EXCEPTION, GRANT_INQUIRY_FAILURE, GRANT_INQUIRY_INTENT } from "./messages";

/** What the /shop/grants action answers the dialog; `exception` comes from its clientAction. */
export type GrantInquiryActionData = ActionResult | { status: "exception" };

export interface InquiryGrant {
  id: string;
  title: string;
}

export const GRANTS_PATH = "/shop/grants";

/** Where the no-JavaScript form lives: the page with that grant's form open, scrolled to its card. */
export const inquireHref = (grantId: string) =>
  `${GRANTS_PATH}?inquire=${encodeURIComponent(grantId)}#grant-${grantId}`;

/**
 * The inquiry's fields, submit button and privacy note; the caller supplies
 * the form (a fetcher's in the dialog, a plain post without JavaScript).
 */
function GrantInquiryFields({
  grant,
  formToken,
  values,
  errors,
  message,
  pending,
}: {
  grant: InquiryGrant;
  formToken: string;
  values: Record<string, string>;
  errors: FieldErrors;
  message: string | null;
  pending: boolean;
}) {
  return (
    <fieldset disabled={pending} className="space-y-1">
      <input type="hidden" name="intent" value={GRANT_INQUIRY_INTENT} />
      <input type="hidden" name="grantId" value={grant.id} />
      <TextField
        label="Full Name *"
        name="name"
        autoComplete="name"
        required
        maxLength={GRANT_INQUIRY_LIMITS.name}
        defaultValue={values.name}
        error={errors.name}
      />
      <EmailField
        label="Email Address *"
        name="email"
        required
        maxLength={GRANT_INQUIRY_LIMITS.email}
        defaultValue={values.email}
        error={errors.email}
      />
      <div className="grid gap-x-4 sm:grid-cols-2">
        <TelField
          label="Phone Number"
          name="phone"
          inputMode="tel"
          maxLength={GRANT_INQUIRY_LIMITS.phone}
          defaultValue={values.phone}
          error={errors.phone}
        />
        <TextField
          label="Organization/Company"
          name="organization"
          autoComplete="organization"
          maxLength={GRANT_INQUIRY_LIMITS.organization}
          defaultValue={values.organization}
          error={errors.organization}
        />
      </div>
      <TextareaField
        label="About Your Organization"
        name="about_organization"
        rows={3}
        maxLength={GRANT_INQUIRY_LIMITS.about_organization}
        placeholder="Your industry, team size and the training you have in mind"
        defaultValue={values.about_organization}
        error={errors.about_organization}
      />
      <CheckboxField
        name="marketingOptIn"
        label="Send me occasional e-mails about AIHQ programmes and events"
        description="Optional. You can unsubscribe at any time."
        defaultChecked={values.marketingOptIn === "on"}
      />
      <SpamFields formToken={formToken} />
      <div className="space-y-2 pt-2">
        <FormAlert message={errors.grantId ?? errors.intent ?? message} />
      </div>
      <div className="flex flex-col gap-3 pt-3 sm:flex-row sm:items-center">
        <StatusButton
          type="submit"
          size="lg"
          pending={pending}
          pendingLabel="Submitting..."
          className="w-full sm:w-auto"
        >
          Submit Inquiry
        </StatusButton>
        <PrivacyNote />
      </div>
    </fieldset>
  );
}

function ReplyPromise() {
  return (
    <p className="flex items-center gap-2 text-sm text-muted-foreground">
      <Clock aria-hidden="true" className="size-4 shrink-0 text-primary" />
      Our grants team will get back to you within 24 hours.
    </p>
  );
}

/** Moves focus to the first field the visitor has to fix. */
function useFocusFirstError(form: React.RefObject<HTMLFormElement | null>, errors: FieldErrors) {
  useEffect(() => {
    if (Object.keys(errors).length === 0) return;
    form.current?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus();
  }, [form, errors]);
}

/**
 * The inquiry dialog (spec §4): idle, 'Submitting...' with the button
 * disabled, then success (the page's redirect closes it and shows the
 * confirmation and toast), a failed save (toast, values kept, still open) or
 * an unexpected exception (its own toast). Fields are checked with the
 * action's schema before anything is sent.
 */
export function GrantInquiryDialog({
  grant,
  formToken,
  onOpenChange,
}: {
  grant: InquiryGrant | null;
  formToken: string;
  onOpenChange: (open: boolean) => void;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <Dialog open={grant !== null} onOpenChange={(next) => (busy ? undefined : onOpenChange(next))}>
      <DialogContent
        closeDisabled={busy}
        closeLabel="Close inquiry"
        className="max-w-xl"
        onEscapeKeyDown={(event) => busy && event.preventDefault()}
        onInteractOutside={(event) => busy && event.preventDefault()}
      >
        {grant && <DialogForm grant={grant} formToken={formToken} onBusyChange={setBusy} />}
      </DialogContent>
    </Dialog>
  );
}

function DialogForm({
  grant,
  formToken,
  onBusyChange,
}: {
  grant: InquiryGrant;
  formToken: string;
  onBusyChange: (busy: boolean) => void;
}) {
  // Not keyed: the fetcher (and any earlier answer) goes with the dialog's content.
  const fetcher = useFetcher<GrantInquiryActionData>();
  const pending = fetcher.state !== "idle";
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const announced = useRef<GrantInquiryActionData | undefined>(undefined);

  useEffect(() => onBusyChange(pending), [pending, onBusyChange]);
  useFocusFirstError(formRef, errors);

  useEffect(() => {
    const result = fetcher.data;
    if (!result || announced.current === result) return;
    announced.current = result;
    if (result.status === "invalid") {
      setErrors(result.fieldErrors);
      return;
    }
    const text = result.status === "exception" ? GRANT_INQUIRY_EXCEPTION : GRANT_INQUIRY_FAILURE;
    // A refusal for now (429) says when to try again; any other failure the spec's sentence.
    const description = result.status === "error" ? result.message : text.description;
    setMessage(description);
    toast.error(text.title, { description });
  }, [fetcher.data]);

  return (
    <>
      <DialogHeader>
        <DialogTitle>Inquire About This Grant</DialogTitle>
        <DialogDescription className="text-base text-foreground">{grant.title}</DialogDescription>
        <ReplyPromise />
      </DialogHeader>
      <fetcher.Form
        ref={formRef}
        method="post"
        action={GRANTS_PATH}
        preventScrollReset
        noValidate
        aria-label="Grant inquiry"
        className="relative mt-5"
        onSubmit={(event) => {
          const parsed = grantInquirySchema.safeParse(
            formValues(new FormData(event.currentTarget)),
          );
          setMessage(null);
          if (!parsed.success) {
            event.preventDefault();
            setErrors(fieldErrorsOf(parsed.error));
            return;
          }
          setErrors({});
        }}
      >
        <GrantInquiryFields
          grant={grant}
          formToken={formToken}
          values={{}}
          errors={errors}
          message={message}
          pending={pending}
        />
      </fetcher.Form>
    </>
  );
}

/**
 * The same form in the page, for browsers without JavaScript (and a link
 * opened before the page has loaded its scripts): a plain post with
 * post/redirect/get, refusals answered on the page with the values kept.
 */
export function GrantInquiryInline({
  grant,
  formToken,
  result,
}: {
  grant: InquiryGrant;
  formToken: string;
  result: ActionResult | undefined;
}) {
  const errors = result?.status === "invalid" ? result.fieldErrors : {};
  const message =
    result?.status === "error" ? `${GRANT_INQUIRY_FAILURE.title}: ${result.message}` : null;
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
        <GrantInquiryFields
          grant={grant}
          formToken={formToken}
          values={result?.values ?? {}}
          errors={errors}
          message={message}
          pending={false}
        />
      </Form>
    </section>
  );
}
