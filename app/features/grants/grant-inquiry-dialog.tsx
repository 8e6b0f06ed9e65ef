import { useEffect, useState } from "react";
import { useFetcher } from "react-router";
import { DialogHeading, FormDialog } from "#app/components/forms/form-dialog";
import type { ActionResult } from "#app/lib/action-result";
import { schemaCheck } from "#app/lib/form";
import { useForm } from "#app/lib/use-form";
import { GrantInquiryFields, ReplyPromise } from "./grant-inquiry-form";
import { GRANTS_PATH, type InquiryGrant } from "./grant-inquiry-links";
import { grantInquirySchema } from "./grant-inquiry.schema";

const check = schemaCheck(grantInquirySchema);

// The dialog, its Radix parts and the schema (zod) are a module of their own that the grants
// page loads when an inquiry is opened or about to be, not with the page.

/**
 * The inquiry dialog: idle, 'Submitting...' with the button
 * disabled, then success (the page's redirect closes it and shows the
 * confirmation and toast), a failed save (toast, values kept, still open) or
 * a post that failed on the way (the route's clientAction: its own toast).
 * Fields are checked with the action's schema before anything is sent.
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
    <FormDialog
      open={grant !== null}
      busy={busy}
      onClose={() => onOpenChange(false)}
      closeLabel="Close inquiry"
      className="max-w-xl"
    >
      {grant && <DialogForm grant={grant} formToken={formToken} onBusyChange={setBusy} />}
    </FormDialog>
  );
}

function DialogForm({
  onBusyChange,
  ...inquiry
}: {
  grant: InquiryGrant;
  formToken: string;
  onBusyChange: (busy: boolean) => void;
}) {
  // Not keyed: the fetcher (and any earlier answer) goes with the dialog's content.
  const fetcher = useFetcher<ActionResult>();
  const pending = fetcher.state !== "idle";
  const form = useForm({ result: fetcher.data, check });
  // A refusal's sentence stays until the next post.
  const message = !pending && fetcher.data?.status === "error" ? fetcher.data.message : null;

  useEffect(() => onBusyChange(pending), [pending, onBusyChange]);

  return (
    <>
      <DialogHeading
        title="Inquire About This Grant"
        description={inquiry.grant.title}
        descriptionClassName="text-base text-foreground"
      >
        <ReplyPromise />
      </DialogHeading>
      <fetcher.Form
        {...form.form}
        method="post"
        action={GRANTS_PATH}
        preventScrollReset
        aria-label="Grant inquiry"
        className="relative mt-5"
      >
        <GrantInquiryFields
          {...inquiry}
          form={{ ...form, values: {} }}
          message={message}
          pending={pending}
        />
      </fetcher.Form>
    </>
  );
}
