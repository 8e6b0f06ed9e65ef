import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "#app/components/ui/dialog";
import { fieldErrorsOf, formValues, type FieldErrors } from "#app/lib/form";
import { toast } from "#app/lib/notify";
import {
  GRANTS_PATH,
  GrantInquiryFields,
  ReplyPromise,
  type GrantInquiryActionData,
  type InquiryGrant,
} from "./grant-inquiry-form";
import { grantInquirySchema } from "./grant-inquiry.schema";
import { GRANT_INQUIRY_EXCEPTION, GRANT_INQUIRY_FAILURE } from "./messages";

// The dialog, its Radix parts and the schema (zod) are a module of their own that the grants
// page loads when an inquiry is opened or about to be, not with the page.

/**
 * The inquiry dialog (spec §4): idle, 'Submitting...' with the button
 * disabled, then success (the page's redirect closes it and shows the
 * confirmation and toast), a failed save (toast, values kept, still open) or
 * an unexpected exception (its own toast). Fields are checked with the
 * action's schema before anything is sent.
 */
export default function GrantInquiryDialog({
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

/** Moves focus to the first field the visitor has to fix. */
function useFocusFirstError(form: React.RefObject<HTMLFormElement | null>, errors: FieldErrors) {
  useEffect(() => {
    if (Object.keys(errors).length === 0) return;
    form.current?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus();
  }, [form, errors]);
}
