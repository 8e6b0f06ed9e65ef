import { z } from "zod";
import type { Registrant } from "#app/features/registrations/admin/attendees";
import { oneOf, pageParam } from "#app/features/backoffice/list/list-filter";

/**
 * Book orders in the back office (browser-safe): the list's filter, read from
 * and written to the URL (the list, its pages and the CSV export take the
 * same parameters), the statuses an order goes through, and the one schema
 * of the row actions.
 */

/** A book order is a registration with productType "book": only these statuses apply. */
export const BOOK_ORDER_STATUSES = ["registered", "confirmed", "cancelled"] as const;
export type BookOrderStatus = (typeof BOOK_ORDER_STATUSES)[number];

export const BOOK_ORDER_STATUS_LABELS: Record<BookOrderStatus, string> = {
  registered: "Awaiting payment",
  confirmed: "Paid",
  cancelled: "Cancelled",
};

/** Confirming takes an order awaiting payment; a paid order may still be cancelled (refund). */
export function canConfirm(status: BookOrderStatus): boolean {
  return status === "registered";
}

export function canCancel(status: BookOrderStatus): boolean {
  return status !== "cancelled";
}

export const BOOK_ORDERS_PAGE_SIZE = 25;
export const BOOK_ORDER_SEARCH_MAX = 100;

export interface BookOrderFilter {
  status: BookOrderStatus | null;
  /** Name, e-mail or reference, anywhere in it. */
  q: string;
  page: number;
}

export function isBookOrderStatus(value: unknown): value is BookOrderStatus {
  return typeof value === "string" && (BOOK_ORDER_STATUSES as readonly string[]).includes(value);
}

/** Reads the filter; anything odd is ignored rather than refused, as in the leads inbox. */
export function parseBookOrderFilter(params: URLSearchParams): BookOrderFilter {
  return {
    status: oneOf(BOOK_ORDER_STATUSES, params.get("status")),
    q: (params.get("q") ?? "").trim().slice(0, BOOK_ORDER_SEARCH_MAX),
    page: pageParam(params),
  };
}

/** The row actions' form: which order, and what to do with it. */
export const bookOrderActionSchema = z.object({
  intent: z.enum(["confirm", "cancel"], { message: "Choose confirm payment or cancel." }),
  orderId: z.uuid({ message: "Choose an order from the list." }),
});

/** An order as the list shows it (dates as ISO strings: loader data crosses to the browser). */
export interface BookOrderRow extends Registrant {
  bookId: string;
  bookTitle: string;
  price: string | null;
  status: BookOrderStatus;
  spam: boolean;
  createdAt: string;
  cancelledAt: string | null;
  /** The inbox's lead of this order, for its detail page (mails, notes). */
  leadId: string | null;
}
