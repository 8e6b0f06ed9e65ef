import { eq, inArray } from "drizzle-orm";
import { firstRow } from "#server/db/rows";
import type { Db, Tx } from "#server/db/client";
import { bookOrderDeliveries, books } from "#server/db/schema";
import { getDb } from "#server/runtime";
import { BOOK_FORMAT_LABELS } from "./book-format";
import type { BookFormat } from "./book-format";
import { addressLines, type DeliveryAddress } from "./delivery-address";

/**
 * A book order's format and delivery address, stored beside its registration
 * row (book_order_deliveries; docs/decisions/0037-book-delivery.md).
 */

/** The format a book is sold in now, or null when there is no such book. */
export async function formatOfBook(bookId: string, db: Db = getDb()): Promise<BookFormat | null> {
  return (await firstRow(db, books, eq(books.id, bookId)))?.format ?? null;
}

/** Stores an order's format and, for a paperback, its address, in the order's transaction. */
export async function storeDelivery(
  tx: Tx,
  registrationId: string,
  format: BookFormat,
  address: DeliveryAddress | null,
): Promise<void> {
  await tx.insert(bookOrderDeliveries).values({
    registrationId,
    format,
    ...(format === "paperback" && address
      ? {
          recipientName: address.recipientName,
          addressLine1: address.addressLine1,
          addressLine2: address.addressLine2,
          postcode: address.postcode,
          city: address.city,
          state: address.state,
          phone: address.deliveryPhone,
        }
      : {}),
  });
}

export type Delivery = typeof bookOrderDeliveries.$inferSelect;

/** What the order's mails say of its delivery (the registration mail's `delivery`). */
export function deliveryMailData(delivery: Delivery) {
  const address = addressLines(delivery);
  return {
    format: delivery.format,
    address: delivery.format === "paperback" && address.length > 0 ? address : null,
    phone: delivery.format === "paperback" ? delivery.phone : null,
  };
}

/** The delivery of a book order, if it has one (every order since formats existed has). */
export async function deliveryOf(tx: Tx | Db, registrationId: string): Promise<Delivery | null> {
  return firstRow(tx, bookOrderDeliveries, eq(bookOrderDeliveries.registrationId, registrationId));
}

/** A book order's delivery as the lead page lists it (plain values, dates as ISO strings). */
export function bookDeliveryFields(delivery: Delivery): Record<string, string | null> {
  const address = addressLines(delivery);
  return {
    bookFormat: BOOK_FORMAT_LABELS[delivery.format],
    deliveryAddress: address.length > 0 ? address.join("\n") : null,
    deliveryPhone: delivery.phone,
    courier: delivery.courier,
    trackingNumber: delivery.trackingNumber,
    shippedAt: delivery.shippedAt?.toISOString() ?? null,
    deliveredAt: delivery.deliveredAt?.toISOString() ?? null,
  };
}

/** PDPA erasure: the address and phone go with the buyer; the format and tracking stay. */
export async function eraseDeliveryAddresses(tx: Tx, registrationIds: string[]): Promise<void> {
  if (registrationIds.length === 0) return;
  await tx
    .update(bookOrderDeliveries)
    .set({
      recipientName: null,
      addressLine1: null,
      addressLine2: null,
      postcode: null,
      city: null,
      state: null,
      phone: null,
    })
    .where(inArray(bookOrderDeliveries.registrationId, registrationIds));
}
