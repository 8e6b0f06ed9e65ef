import { Form } from "react-router";
import { TextareaField } from "#app/components/ui/form-fields";
import { StatusButton } from "#app/components/ui/status-button";
import { schemaCheck } from "#app/lib/form";
import {
  confirmPaymentSchema,
  UNDO_PAYMENT_REASON_MAX,
  undoPaymentSchema,
} from "./booking-changes.schema";
import { awaitsConfirmation, type Attendee } from "./attendees";
import { PaymentFields } from "./payment-fields";
import { defaultAmount, fromSenLabel, paymentSummary } from "./payments";
import { formatMYR } from "#common/money";
import { RowDisclosureForm, useRowForm } from "./row-form";

const checkConfirm = schemaCheck(confirmPaymentSchema);
const checkUndo = schemaCheck(undoPaymentSchema);

function ConfirmPaymentForm({ a, today }: { a: Attendee; today: string }) {
  const row = useRowForm("confirm", "registrationId", a.id, checkConfirm);
  const { field, errors } = row;
  return (
    <RowDisclosureForm
      row={row}
      className="group"
      summary="Confirm payment…"
      submit="Confirm payment"
      pendingLabel="Confirming…"
    >
      <p className="text-sm font-medium">Payment received from {a.name}</p>
      <PaymentFields
        field={field}
        amount={defaultAmount(a.price, 1)}
        method={a.payment === "hrdc" ? "hrdc" : "bank_transfer"}
        today={today}
      />
      {errors.registrationId && <p className="text-sm text-destructive">{errors.registrationId}</p>}
    </RowDisclosureForm>
  );
}

function UndoPaymentForm({ a }: { a: Attendee }) {
  const { answer, form, field, pending } = useRowForm(
    "undo-payment",
    "registrationId",
    a.id,
    checkUndo,
  );
  return (
    <details open={answer ? true : undefined}>
      <summary className="inline-flex min-h-8 cursor-pointer items-center rounded-md px-2 text-sm font-semibold text-destructive hover:bg-muted">
        Undo payment…
      </summary>
      <Form {...form} method="post" className="mt-2 grid max-w-md gap-1">
        <input type="hidden" name="intent" value="undo-payment" />
        <input type="hidden" name="registrationId" value={a.id} />
        <TextareaField
          label="Why is the payment undone?"
          {...field("reason")}
          rows={2}
          required
          maxLength={UNDO_PAYMENT_REASON_MAX}
          description="Kept in the audit log. The seat stays held, unpaid; nobody is e-mailed."
        />
        <div>
          <StatusButton type="submit" size="sm" variant="destructive" pending={pending}>
            Undo payment
          </StatusButton>
        </div>
      </Form>
    </details>
  );
}

/**
 * A seat's payment: what was recorded (and its undo), or the form that
 * records it. Kept in a column of its own, away from attendance, so one tap
 * cannot do the other.
 */
export function PaymentCell({ a, today }: { a: Attendee; today: string }) {
  return (
    <>
      <PaymentState a={a} today={today} />
      {a.invoiceNumber && (
        <a
          href={`/admin/invoices/${a.invoiceNumber}.pdf`}
          className="block font-mono text-xs text-primary hover:underline"
        >
          {a.invoiceNumber}
        </a>
      )}
    </>
  );
}

/** What went back of a seat's payment, once anything did (or is owed). */
function RefundState({ money }: { money: NonNullable<Attendee["money"]> }) {
  const back = (sen: number) => formatMYR(fromSenLabel(sen));
  if (money.refundedSen > 0)
    return <span className="block text-sm">Refunded {back(money.refundedSen)} to the card</span>;
  if (money.owedBackSen > 0)
    return (
      <span className="block text-sm font-medium text-destructive">
        {back(money.owedBackSen)} to pay back by bank transfer
      </span>
    );
  return <span className="block text-sm text-muted-foreground">Nothing refunded</span>;
}

function PaymentState({ a, today }: { a: Attendee; today: string }) {
  if (a.status === "cancelled" && a.money) {
    // A cancelled seat keeps saying what was paid and what went back.
    return (
      <div className="grid justify-items-start gap-1">
        <span className="text-sm [overflow-wrap:anywhere]">
          Paid {paymentSummary(a.money.payment)}
        </span>
        <RefundState money={a.money} />
      </div>
    );
  }
  if (a.status === "confirmed") {
    return (
      <div className="grid justify-items-start gap-1">
        {/* A payment reference (Stripe's pi_… ids) may be one long word: it wraps anywhere. */}
        <span className="text-sm [overflow-wrap:anywhere]">
          {a.paid ? (
            <>
              Paid {paymentSummary(a.paid)}
              {a.paid.batchSeats !== null && a.paid.batchSeats > 1 && (
                <span className="block text-xs text-muted-foreground">
                  Share of a group payment ({a.paid.batchSeats} seats)
                </span>
              )}
            </>
          ) : (
            "Paid (no details recorded)"
          )}
        </span>
        {a.money && a.money.refundedSen + a.money.owedBackSen > 0 && (
          <RefundState money={a.money} />
        )}
        <UndoPaymentForm a={a} />
      </div>
    );
  }
  if (a.status === "registered" && !awaitsConfirmation(a))
    return <ConfirmPaymentForm a={a} today={today} />;
  return <span className="text-sm text-muted-foreground md:sr-only">No payment</span>;
}
