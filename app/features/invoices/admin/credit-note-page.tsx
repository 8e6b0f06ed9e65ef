import { Form, useNavigation } from "react-router";
import { BackLink } from "#app/features/backoffice/shell/back-link";
import { FormAlert } from "#app/components/ui/form-alert";
import { TextField } from "#app/components/ui/form-fields";
import { StatusButton } from "#app/components/ui/status-button";
import type { ActionResult } from "#app/lib/action-result";
import { fieldBinder } from "#app/lib/field-binding";
import { schemaCheck } from "#app/lib/form";
import { useForm } from "#app/lib/use-form";
import { formatMYR } from "#common/money";
import { INVOICE_STATUS_LABEL } from "#app/features/invoices/invoice-model";
import { CREDIT_REASON_MAX, creditNoteSchema } from "./credit-note.schema";
import type { CreditableInvoice } from "./credit-note.server";

const check = schemaCheck(creditNoteSchema);

/**
 * A credit note by hand against one invoice: how much goes back and why. The
 * amount starts at what is left to credit; a plain form, so it works without
 * JavaScript, checked in the browser with the server's schema.
 */
export function CreditNotePage({
  invoice,
  answer,
}: {
  invoice: CreditableInvoice;
  answer: ActionResult | undefined;
}) {
  const { form, errors } = useForm({ result: answer, check });
  // The amount starts at what is left; a refusal gives back what was typed.
  const bind = fieldBinder({ amount: invoice.left, ...answer?.values }, errors);
  const sending = useNavigation().state === "submitting";
  const closed = invoice.status === "void" || Number(invoice.left) <= 0;
  return (
    <main id="main" className="mx-auto max-w-2xl space-y-6 px-4 py-6 sm:px-6">
      <div className="space-y-1">
        <BackLink to={`/admin/invoices?q=${encodeURIComponent(invoice.number)}`}>Invoices</BackLink>
        <h1 className="text-2xl font-bold tracking-tight">Credit note for {invoice.number}</h1>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-lg border bg-card p-4 text-sm">
        <dt className="text-muted-foreground">Buyer</dt>
        <dd className="break-words">
          {invoice.company ? `${invoice.company} · ${invoice.buyer}` : invoice.buyer}
          <span className="block break-all text-muted-foreground">{invoice.email}</span>
        </dd>
        <dt className="text-muted-foreground">Total</dt>
        <dd className="tabular-nums">{formatMYR(invoice.total)}</dd>
        <dt className="text-muted-foreground">Status</dt>
        <dd>{INVOICE_STATUS_LABEL[invoice.status]}</dd>
        <dt className="text-muted-foreground">Left to credit</dt>
        <dd className="font-medium tabular-nums">{formatMYR(invoice.left)}</dd>
      </dl>
      {closed ? (
        <FormAlert message={`Invoice ${invoice.number} has nothing left to credit.`} />
      ) : (
        <>
          {answer?.status === "error" && <FormAlert message={answer.message} />}
          <Form {...form} method="post" className="space-y-4 rounded-lg border bg-card p-4">
            <TextField
              label="Amount to credit (RM)"
              inputMode="decimal"
              autoComplete="off"
              {...bind("amount")}
              required
              description="Including SST. The buyer gets back this amount."
            />
            <TextField
              label="Reason"
              {...bind("reason")}
              maxLength={CREDIT_REASON_MAX}
              required
              description="Printed on the credit note, such as: Refund by bank transfer, seat cancelled."
            />
            <StatusButton type="submit" pending={sending} pendingLabel="Issuing…">
              Issue credit note
            </StatusButton>
            <p className="text-sm text-muted-foreground">
              The credit note gets the next number of its series, and its PDF is e-mailed to the
              buyer. It cannot be undone.
            </p>
          </Form>
        </>
      )}
    </main>
  );
}
