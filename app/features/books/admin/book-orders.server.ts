import { and, count, desc, eq, sql, type SQL } from "drizzle-orm";
import type { AdminUser } from "#server/auth/sessions";
import type { Db, Tx } from "#server/db/client";
import { bookOrderDeliveries, leads, registrations } from "#server/db/schema";
import { getDb } from "#server/runtime";
import { conflict, notFound, ok, type ChangeOutcome } from "#common/outcome";
import { recordAudit } from "#app/features/audit/audit.server";
import { searchAny } from "#app/features/backoffice/list/list-query.server";
import { countsPer, listPage, type ListPage } from "#app/features/backoffice/list/list-filter";
import { addressLines } from "#app/features/books/delivery-address";
import { trackingLink } from "#app/features/books/couriers";
import { enqueueBookOrderMail } from "./book-order-mail.server";
import { registrantColumns } from "#app/features/registrations/admin/registrant-columns.server";
import { markInvoicePaid, voidInvoiceOf } from "#app/features/invoices/invoice-payments.server";
import { enqueueInvoiceMail } from "#app/features/invoices/invoice-mail.server";
import {
  BOOK_ORDER_STATUS_LABELS,
  BOOK_ORDER_STATUSES,
  BOOK_ORDERS_PAGE_SIZE,
  canCancel,
  canConfirm,
  isBookOrderStatus,
  type BookOrderFilter,
  type BookOrderRow,
  type BookOrderStatus,
} from "./book-orders";

export const IS_BOOK = eq(registrations.productType, "book");

const delivery = bookOrderDeliveries;

/**
 * Where an order stands, as SQL: the registration's status, then a paid
 * paperback's shipping steps from its delivery row (see BOOK_ORDER_STATUSES).
 */
const STATUS = sql<string>`CASE
  WHEN ${registrations.status} = 'cancelled' THEN 'cancelled'
  WHEN ${registrations.status} <> 'confirmed' THEN 'registered'
  WHEN ${delivery.deliveredAt} IS NOT NULL THEN 'delivered'
  WHEN ${delivery.shippedAt} IS NOT NULL THEN 'shipped'
  ELSE 'confirmed' END`;

/**
 * The WHERE of a filter. Every book order is read through the partial index
 * registrations_book_orders_idx (created_at DESC, product_type = 'book'),
 * which also gives the list its order; status and the search are checked on
 * those rows only, which are few next to the masterclass registrations.
 */
export function conditions(filter: Omit<BookOrderFilter, "page">): SQL | undefined {
  const parts: (SQL | undefined)[] = [IS_BOOK];
  if (filter.status) parts.push(sql`${STATUS} = ${filter.status}`);
  parts.push(
    searchAny(filter.q, [
      registrations.name,
      registrations.email,
      registrations.reference,
      delivery.trackingNumber,
    ]),
  );
  return and(...parts);
}

// NULLS LAST as the index is declared, so PostgreSQL reads the order from it.
export const NEWEST_FIRST = [
  sql`${registrations.createdAt} DESC NULLS LAST`,
  desc(registrations.id),
];

export const columns = {
  ...registrantColumns,
  bookId: registrations.productId,
  bookTitle: registrations.productTitle,
  price: registrations.productPrice,
  status: STATUS,
  spamReason: registrations.spamReason,
  createdAt: registrations.createdAt,
  cancelledAt: registrations.cancelledAt,
  leadId: leads.id,
  format: delivery.format,
  // One object, as addressLines reads it (null without a delivery row).
  address: {
    recipientName: delivery.recipientName,
    addressLine1: delivery.addressLine1,
    addressLine2: delivery.addressLine2,
    postcode: delivery.postcode,
    city: delivery.city,
    state: delivery.state,
  },
  deliveryPhone: delivery.phone,
  courier: delivery.courier,
  trackingNumber: delivery.trackingNumber,
  shippedAt: delivery.shippedAt,
  deliveredAt: delivery.deliveredAt,
};

export const leadOfOrder = and(
  eq(leads.kind, "registration"),
  eq(leads.sourceId, registrations.id),
);
export const deliveryOfOrder = eq(delivery.registrationId, registrations.id);

/** The orders with their lead and delivery rows, each row as `toRow` reads it. */
function selectOrders(db: Db) {
  return db
    .select(columns)
    .from(registrations)
    .leftJoin(leads, leadOfOrder)
    .leftJoin(delivery, deliveryOfOrder);
}

type Selected = Awaited<ReturnType<typeof selectOrders>>[number];

export function toRow(row: Selected): BookOrderRow {
  const {
    spamReason,
    createdAt,
    cancelledAt,
    status,
    format,
    address: stored,
    deliveryPhone,
    courier,
    trackingNumber,
    shippedAt,
    deliveredAt,
    ...rest
  } = row;
  const address = stored ? addressLines(stored) : [];
  return {
    ...rest,
    // A book order is never waitlisted or offered; were one ever, it shows as awaiting payment.
    status: isBookOrderStatus(status) ? status : "registered",
    format,
    delivery:
      format === "paperback"
        ? {
            address: address.length > 0 ? address : null,
            phone: deliveryPhone,
            courier,
            trackingNumber,
            trackingUrl: courier && trackingNumber ? trackingLink(courier, trackingNumber) : null,
            shippedAt: shippedAt?.toISOString() ?? null,
            deliveredAt: deliveredAt?.toISOString() ?? null,
          }
        : null,
    spam: spamReason !== null,
    createdAt: createdAt.toISOString(),
    cancelledAt: cancelledAt?.toISOString() ?? null,
  };
}

/** One page of book orders, newest first, with the total and the counts per status. */
export async function listBookOrders(
  filter: BookOrderFilter,
  db: Db = getDb(),
): Promise<ListPage<BookOrderRow> & { statusCounts: Record<BookOrderStatus, number> }> {
  const where = conditions(filter);
  const [rows, [totalRow], perStatus] = await Promise.all([
    selectOrders(db)
      .where(where)
      .orderBy(...NEWEST_FIRST)
      .limit(BOOK_ORDERS_PAGE_SIZE)
      .offset((filter.page - 1) * BOOK_ORDERS_PAGE_SIZE),
    db.select({ n: count() }).from(registrations).leftJoin(delivery, deliveryOfOrder).where(where),
    db
      .select({ key: STATUS, n: count() })
      .from(registrations)
      .leftJoin(delivery, deliveryOfOrder)
      .where(conditions({ ...filter, status: null }))
      .groupBy(STATUS),
  ]);
  return {
    ...listPage(rows.map(toRow), totalRow?.n, BOOK_ORDERS_PAGE_SIZE),
    statusCounts: countsPer(BOOK_ORDER_STATUSES, perStatus),
  };
}

/** A refusal is a conflict (the order's status does not allow it) or not-found (no such book order). */
export type BookOrderOutcome = ChangeOutcome;
export const NOT_FOUND = "That book order does not exist any more. Reload the list.";

type Order = typeof registrations.$inferSelect;
type Delivery = typeof bookOrderDeliveries.$inferSelect;

/** An order's status from its registration and delivery rows (STATUS, in TypeScript). */
function statusOf(row: Order, found: Delivery | null): BookOrderStatus | null {
  if (row.status === "cancelled") return "cancelled";
  if (row.status === "registered") return "registered";
  if (row.status !== "confirmed") return null;
  if (found?.deliveredAt) return "delivered";
  if (found?.shippedAt) return "shipped";
  return "confirmed";
}

/**
 * A book order locked for a change (its registration and delivery rows), with
 * the status it has now: the change is checked against this, not against what
 * the page showed.
 */
export async function lockOrder(
  tx: Tx,
  orderId: string,
): Promise<{ row: Order; delivery: Delivery | null; status: BookOrderStatus | null } | null> {
  const [row] = await tx
    .select()
    .from(registrations)
    .where(and(eq(registrations.id, orderId), IS_BOOK))
    .for("update");
  if (!row) return null;
  const [found] = await tx
    .select()
    .from(delivery)
    .where(eq(delivery.registrationId, row.id))
    .for("update");
  return { row, delivery: found ?? null, status: statusOf(row, found ?? null) };
}

/** Why a status is not the one a step needs, in the team's words. */
export function statusWord(status: BookOrderStatus | null, raw: string): string {
  return status ? BOOK_ORDER_STATUS_LABELS[status].toLowerCase() : raw;
}

/**
 * Changes an order's status: the row locked, the transition checked against
 * the status it has now (not the one the page showed), the buyer's mail
 * queued and the audit record written, all in one transaction.
 */
/** The order's invoice follows it: paid (its receipt mailed), or void if never paid. */
async function settleInvoice(tx: Tx, orderId: string, event: "confirmed" | "cancelled", now: Date) {
  if (event === "cancelled") {
    await voidInvoiceOf(tx, orderId, now);
    return;
  }
  // The team confirms the order as paid in full: whatever its invoice still asks came in.
  const paid = await markInvoicePaid(tx, orderId, {
    method: null,
    paidAt: now,
    amountSen: "owed",
    source: `book-order-paid:${orderId}`,
  });
  if (paid.ok && paid.value.changed) await enqueueInvoiceMail(tx, paid.value.invoice);
}

async function transition(
  actor: AdminUser,
  orderId: string,
  event: "confirmed" | "cancelled",
  now: Date,
): Promise<BookOrderOutcome> {
  return getDb().transaction(async (tx) => {
    const locked = await lockOrder(tx, orderId);
    if (!locked) return notFound(NOT_FOUND);
    const { row, status } = locked;
    if (row.spamReason !== null) {
      // Mailing an address a spammer typed is what the Spam folder exists to prevent.
      return conflict(
        `${row.reference} is suspected spam: mark it 'Not spam' in the Spam folder first.`,
      );
    }
    if (event === "confirmed" && !(status && canConfirm(status))) {
      return conflict(
        status === "confirmed"
          ? `${row.reference} is already paid.`
          : `Only an order awaiting payment can be confirmed; ${row.reference} is ${statusWord(status, row.status)}.`,
      );
    }
    if (event === "cancelled" && !(status && canCancel(status))) {
      return conflict(
        status === "cancelled"
          ? `${row.reference} is already cancelled.`
          : `${row.reference} is ${statusWord(status, row.status)}: a parcel on its way cannot be cancelled here.`,
      );
    }
    const [changed] = await tx
      .update(registrations)
      .set(
        event === "confirmed"
          ? { status: "confirmed", updatedAt: now }
          : { status: "cancelled", cancelledAt: now, updatedAt: now },
      )
      .where(eq(registrations.id, row.id))
      .returning();
    await settleInvoice(tx, row.id, event, now);
    await enqueueBookOrderMail(tx, changed!, event, locked.delivery);
    await recordAudit(tx, actor, {
      action: event === "confirmed" ? "book-order.confirm" : "book-order.cancel",
      targetType: "registration",
      targetId: row.id,
      summary:
        event === "confirmed"
          ? `Confirmed the payment of book order ${row.reference} (${row.productTitle})`
          : `Cancelled book order ${row.reference} (${row.productTitle})`,
      details: { reference: row.reference, bookId: row.productId, previousStatus: row.status },
    });
    return ok(
      event === "confirmed"
        ? `Payment confirmed for ${row.reference}`
        : `Cancelled ${row.reference}`,
    );
  });
}

/** Payment received: awaiting payment → paid, and the buyer is told. */
export function confirmBookOrder(actor: AdminUser, orderId: string, now = new Date()) {
  return transition(actor, orderId, "confirmed", now);
}

/** Cancelled, whether paid or not (a paid one is refunded off-line); the buyer is told. */
export function cancelBookOrder(actor: AdminUser, orderId: string, now = new Date()) {
  return transition(actor, orderId, "cancelled", now);
}
