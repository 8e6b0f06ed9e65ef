import { z } from "zod";
import type { Registrant } from "#app/features/registrations/admin/attendees";
import type { BookFormat } from "#app/features/books/book-format";
import { hasBidiControl, hasForbiddenCharacters, hasLineBreak } from "#common/text-safety";
import { optionsOf } from "#common/options";
import { oneOf, pageParam } from "#app/features/backoffice/list/list-filter";

/**
 * Book orders in the back office (browser-safe): the list's filter, read from
 * and written to the URL (the list, its pages and the CSV export take the
 * same parameters), the statuses an order goes through, and the one schema
 * of the row actions.
 */

/**
 * Where a book order stands. Awaiting payment, paid and cancelled are the
 * registration's own status; shipped and delivered are a paid paperback's
 * steps, read from its delivery row (book_order_deliveries). An e-book is
 * done once paid: it has no shipping steps.
 */
export const {
  values: BOOK_ORDER_STATUSES,
  labels: BOOK_ORDER_STATUS_LABELS,
  is: isBookOrderStatus,
} = optionsOf({
  registered: "Awaiting payment",
  confirmed: "Paid",
  shipped: "Shipped",
  delivered: "Delivered",
  cancelled: "Cancelled",
});
export type BookOrderStatus = (typeof BOOK_ORDER_STATUSES)[number];

/** Confirming takes an order awaiting payment. */
export function canConfirm(status: BookOrderStatus): boolean {
  return status === "registered";
}

/** Unpaid or paid (refunded off-line) may be cancelled; a parcel on its way may not. */
export function canCancel(status: BookOrderStatus): boolean {
  return status === "registered" || status === "confirmed";
}

/** Only a paid paperback is shipped: one step at a time, none skipped. */
export function canShip(status: BookOrderStatus, format: BookFormat | null): boolean {
  return status === "confirmed" && format === "paperback";
}

export function canDeliver(status: BookOrderStatus): boolean {
  return status === "shipped";
}

export const BOOK_ORDERS_PAGE_SIZE = 25;
export const BOOK_ORDER_SEARCH_MAX = 100;

export interface BookOrderFilter {
  status: BookOrderStatus | null;
  /** Name, e-mail or reference, anywhere in it. */
  q: string;
  page: number;
}

/** Reads the filter; anything odd is ignored rather than refused, as in the leads inbox. */
export function parseBookOrderFilter(params: URLSearchParams): BookOrderFilter {
  return {
    status: oneOf(BOOK_ORDER_STATUSES, params.get("status")),
    q: (params.get("q") ?? "").trim().slice(0, BOOK_ORDER_SEARCH_MAX),
    page: pageParam(params),
  };
}

export const COURIER_MAX = 60;
export const TRACKING_MAX = 40;

const orderId = z.uuid({ message: "Choose an order from the list." });
const oneLine = (value: string) =>
  !hasForbiddenCharacters(value) && !hasLineBreak(value) && !hasBidiControl(value);

/** The row actions' form: which order, and what to do with it (shipping adds its parcel). */
export const bookOrderActionSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("confirm"), orderId }),
    z.object({ intent: z.literal("cancel"), orderId }),
    z.object({
      intent: z.literal("ship"),
      orderId,
      courier: z
        .string()
        .trim()
        .min(2, "Enter the courier, like Pos Laju or J&T Express.")
        .max(COURIER_MAX, `At most ${COURIER_MAX} characters.`)
        .refine(oneLine, "Use letters, digits and spaces only."),
      trackingNumber: z
        .string()
        .trim()
        .min(4, "Enter the tracking number from the courier's receipt.")
        .max(TRACKING_MAX, `At most ${TRACKING_MAX} characters.`)
        .regex(/^[A-Za-z0-9-]+$/, "A tracking number has only letters, digits and dashes."),
    }),
    z.object({ intent: z.literal("deliver"), orderId }),
  ],
  { error: "Choose confirm payment, ship, delivered or cancel." },
);
export type BookOrderAction = z.output<typeof bookOrderActionSchema>;

/** A paperback's delivery as the list shows it; null address for an order placed before. */
export interface BookOrderDelivery {
  address: string[] | null;
  phone: string | null;
  courier: string | null;
  trackingNumber: string | null;
  trackingUrl: string | null;
  shippedAt: string | null;
  deliveredAt: string | null;
}

/** An order as the list shows it (dates as ISO strings: loader data crosses to the browser). */
export interface BookOrderRow extends Registrant {
  bookId: string;
  bookTitle: string;
  price: string | null;
  status: BookOrderStatus;
  /** Null only for an order whose delivery row is missing (none since formats exist). */
  format: BookFormat | null;
  delivery: BookOrderDelivery | null;
  spam: boolean;
  createdAt: string;
  cancelledAt: string | null;
  /** The inbox's lead of this order, for its detail page (mails, notes). */
  leadId: string | null;
}
