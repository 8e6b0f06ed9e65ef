import { TextLink } from "#app/features/backoffice/shell/text-link";
import { fieldBinder } from "#app/lib/field-binding";
import { Form } from "react-router";
import { Badge } from "#app/components/ui/badge";
import { Button } from "#app/components/ui/button";
import { TextField } from "#app/components/ui/form-fields";
import { formatDateTime } from "#common/dates";
import { CancelConfirm, RowAction } from "#app/features/registrations/admin/row-action";
import { BOOK_FORMAT_LABELS } from "#app/features/books/book-format";
import { COURIERS } from "#app/features/books/couriers";
import {
  BOOK_ORDER_STATUS_LABELS,
  canCancel,
  canConfirm,
  canDeliver,
  canShip,
  COURIER_MAX,
  TRACKING_MAX,
  type BookOrderRow,
  type BookOrderStatus,
} from "./book-orders";

/** A refused ship form's messages and values, for the row they came from. */
export interface RowAnswer {
  orderId: string;
  fieldErrors: Record<string, string>;
  values: Record<string, string>;
}

const COURIER_LIST_ID = "known-couriers";

/** The couriers the ship forms suggest (one list for the page). */
export function CourierSuggestions() {
  return (
    <datalist id={COURIER_LIST_ID}>
      {COURIERS.map((courier) => (
        <option key={courier.name} value={courier.name} />
      ))}
    </datalist>
  );
}

export function StatusBadge({ status }: { status: BookOrderStatus }) {
  const variant =
    status === "cancelled"
      ? "outline"
      : status === "registered"
        ? "accent"
        : status === "confirmed"
          ? "default"
          : "success";
  return <Badge variant={variant}>{BOOK_ORDER_STATUS_LABELS[status]}</Badge>;
}

/** The format and, for a paperback, where it goes and how it travels. */
export function DeliveryCell({ order }: { order: BookOrderRow }) {
  if (!order.format) return <span className="text-muted-foreground">Format not recorded</span>;
  const delivery = order.delivery;
  return (
    <div className="grid gap-1">
      <span className="font-medium">{BOOK_FORMAT_LABELS[order.format]}</span>
      {order.format === "ebook" && (
        <span className="text-muted-foreground">Sent by e-mail: no shipping</span>
      )}
      {delivery &&
        (delivery.address ? (
          <address className="break-words text-muted-foreground not-italic">
            {delivery.address.map((line, i) => (
              <span key={i} className="block">
                {line}
              </span>
            ))}
            {delivery.phone && <span className="block">Tel. {delivery.phone}</span>}
          </address>
        ) : (
          <span className="text-muted-foreground">
            No address on file (ordered before addresses were asked): ask the buyer.
          </span>
        ))}
      {delivery?.trackingNumber && (
        <span className="break-words">
          {delivery.courier}:{" "}
          {delivery.trackingUrl ? (
            <a
              href={delivery.trackingUrl}
              target="_blank"
              rel="noreferrer"
              className="font-mono text-primary hover:underline"
            >
              {delivery.trackingNumber}
            </a>
          ) : (
            <span className="font-mono">{delivery.trackingNumber}</span>
          )}
          {delivery.shippedAt && (
            <span className="block text-xs text-muted-foreground">
              Shipped{" "}
              <time dateTime={delivery.shippedAt}>{formatDateTime(delivery.shippedAt)}</time>
            </span>
          )}
          {delivery.deliveredAt && (
            <span className="block text-xs text-muted-foreground">
              Delivered{" "}
              <time dateTime={delivery.deliveredAt}>{formatDateTime(delivery.deliveredAt)}</time>
            </span>
          )}
        </span>
      )}
    </div>
  );
}

/** Paid → shipped: the courier (suggested from the known ones) and the tracking number. */
function ShipForm({ order, answer }: { order: BookOrderRow; answer: RowAnswer | null }) {
  const bind = fieldBinder(answer?.values ?? {}, answer?.fieldErrors ?? {});
  return (
    <details open={answer !== null} className="w-full">
      <summary className="inline-flex h-9 cursor-pointer items-center rounded-md border px-3 text-sm font-semibold hover:bg-muted">
        Ship…
      </summary>
      <Form method="post" className="mt-2 grid gap-1" aria-label={`Ship ${order.reference}`}>
        <input type="hidden" name="intent" value="ship" />
        <input type="hidden" name="orderId" value={order.id} />
        <TextField
          label="Courier"
          {...bind("courier")}
          list={COURIER_LIST_ID}
          maxLength={COURIER_MAX}
          autoComplete="off"
        />
        <TextField
          label="Tracking number"
          {...bind("trackingNumber")}
          maxLength={TRACKING_MAX}
          autoComplete="off"
          spellCheck={false}
        />
        <Button type="submit" size="sm">
          Mark shipped
        </Button>
      </Form>
    </details>
  );
}

/** What the team can do with an order now; its forms post to this page with its filter. */
export function OrderActions({ order, answer }: { order: BookOrderRow; answer: RowAnswer | null }) {
  if (order.spam) {
    return (
      <p className="text-xs text-muted-foreground">
        Suspected spam:{" "}
        {order.leadId ? (
          <TextLink to={`/admin/leads/${order.leadId}`}>review it</TextLink>
        ) : (
          "review it in the Spam folder"
        )}{" "}
        first.
      </p>
    );
  }
  // One click on this order: posts its intent and the order's id.
  const step = (intent: string, label: string, variant: "default" | "destructive") => (
    <RowAction intent={intent} idName="orderId" id={order.id} label={label} variant={variant} />
  );
  return (
    <div className="flex flex-wrap items-start gap-2">
      {canConfirm(order.status) && step("confirm", "Confirm payment", "default")}
      {canShip(order.status, order.format) && <ShipForm order={order} answer={answer} />}
      {canDeliver(order.status) && step("deliver", "Mark delivered", "default")}
      {canCancel(order.status) && (
        <CancelConfirm
          question={
            <>
              Cancel {order.reference}? {order.name} is e-mailed
              {order.status === "confirmed" ? "; refund the payment yourself." : "."}
            </>
          }
        >
          {step("cancel", "Yes, cancel", "destructive")}
        </CancelConfirm>
      )}
    </div>
  );
}
