import { Form } from "react-router";
import { Button } from "#app/components/ui/button";
import { formatDate } from "#common/dates";
import type { CourseDays } from "./attendance-toggles";
import { awaitsConfirmation, type Attendee } from "./attendees";
import { CorrectForm, SwapForm } from "./correction-forms";
import { CancelConfirm, RowAction } from "./row-action";
import { RefundForm } from "#app/features/payments/refund-form";
import { fromSenLabel } from "./payments";

/** A course the registration can move to, with its free seats. */
export interface MoveTarget {
  id: string;
  title: string;
  date: Date;
  free: number;
}

/**
 * What the team can do with one registration, by its status and whether the
 * course started. Payment and attendance have columns of their own
 * (payment-cell.tsx, attendance-toggles.tsx): never beside each other.
 */
export function AttendeeActions({
  a,
  started,
  targets,
}: {
  a: Attendee;
  started: boolean;
  targets: MoveTarget[];
} & CourseDays) {
  const holds = a.status === "registered" || a.status === "confirmed";
  const awaiting = awaitsConfirmation(a);
  return (
    <div className="flex flex-wrap items-start gap-2">
      {awaiting && (
        <RowAction intent="confirm-booking" id={a.id} label="Confirm booking" variant="default" />
      )}
      {holds && !started && (
        <details className="group">
          <summary className="inline-flex h-9 cursor-pointer items-center rounded-md border bg-background px-3 text-sm font-semibold hover:bg-muted">
            Move…
          </summary>
          <Form method="post" className="mt-2 flex flex-wrap items-end gap-2">
            <input type="hidden" name="intent" value="move" />
            <input type="hidden" name="registrationId" value={a.id} />
            <label className="grid gap-1 text-sm">
              <span>Move {a.name} to</span>
              <select
                name="target"
                required
                className="h-9 max-w-64 rounded-md border bg-background px-2"
              >
                {targets.length === 0 && <option value="">No upcoming course has a seat</option>}
                {targets.map((t) => (
                  <option key={t.id} value={t.id}>
                    {t.title} · {formatDate(t.date)} ({t.free} free)
                  </option>
                ))}
              </select>
            </label>
            <Button type="submit" size="sm" disabled={targets.length === 0}>
              Move
            </Button>
          </Form>
        </details>
      )}
      {a.status !== "cancelled" && !a.erased && <CorrectForm a={a} />}
      {a.groupId &&
        a.status !== "cancelled" &&
        !a.erased &&
        !a.attendedAt &&
        a.presentDays.length === 0 && <SwapForm a={a} />}
      {a.status !== "cancelled" && (
        <CancelConfirm
          question={
            <>
              Cancel {a.reference}?{" "}
              {a.erased ? "Their data was erased, so nobody is e-mailed" : `${a.name} is e-mailed`}
              {a.status === "waitlisted" ? "." : " and the seat is offered to the waiting list."}
            </>
          }
        >
          {a.money && a.money.paidSen > a.money.refundedSen + a.money.owedBackSen && (
            <RefundForm
              registrationId={a.id}
              how={a.money.how}
              paid={a.money.payment.amount}
              left={fromSenLabel(a.money.paidSen - a.money.refundedSen - a.money.owedBackSen)}
              due={a.refundDue ? fromSenLabel(a.refundDue.sen) : null}
              sentence={a.refundDue?.sentence ?? null}
            />
          )}
          <RowAction
            intent="cancel"
            id={a.id}
            label={a.money ? "Yes, cancel (no refund)" : "Yes, cancel"}
            variant="destructive"
          />
        </CancelConfirm>
      )}
    </div>
  );
}
