import { sql } from "drizzle-orm";
import { check, index, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { bookFormat } from "./catalogue";
import { instant } from "./columns";
import { registrations } from "./leads";

/**
 * What a book order (a registration with product_type 'book') needs beyond the
 * registration: the format bought, a paperback's delivery address, and its
 * shipping (paid → shipped → delivered). One row per book order; the format is
 * the book's at the time of the order, as its title and price are.
 * (docs/decisions/0037-book-delivery.md)
 */
export const bookOrderDeliveries = pgTable(
  "book_order_deliveries",
  {
    registrationId: uuid("registration_id")
      .primaryKey()
      .references(() => registrations.id, { onDelete: "cascade" }),
    format: bookFormat("format").notNull(),
    // A paperback's address in Malaysia; null for an e-book, for an order placed before
    // addresses were asked, and after a PDPA erasure.
    recipientName: text("recipient_name"),
    addressLine1: text("address_line1"),
    addressLine2: text("address_line2"),
    postcode: text("postcode"),
    city: text("city"),
    state: text("state"),
    phone: text("phone"),
    courier: text("courier"),
    trackingNumber: text("tracking_number"),
    shippedAt: instant("shipped_at"),
    deliveredAt: instant("delivered_at"),
  },
  (t) => [
    index("book_order_deliveries_shipping_idx").on(t.shippedAt, t.deliveredAt),
    // An e-book is never posted; a parcel is delivered only once shipped, with its tracking.
    check(
      "book_order_deliveries_ebook_check",
      sql`${t.format} = 'paperback' OR ${t.shippedAt} IS NULL`,
    ),
    check(
      "book_order_deliveries_shipped_check",
      sql`(${t.shippedAt} IS NULL) = (${t.trackingNumber} IS NULL) AND (${t.deliveredAt} IS NULL OR ${t.shippedAt} IS NOT NULL)`,
    ),
  ],
);
