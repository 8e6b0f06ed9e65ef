import { and } from "drizzle-orm";
import { bookOrderDeliveries, leads, registrations } from "#server/db/schema";
import { getDb } from "#server/runtime";
import {
  cursorAt,
  keysetChunks,
  olderThan,
  type CsvColumn,
  type CsvExport,
} from "#app/features/backoffice/export/csv-export.server";
import { csvPhone } from "#app/lib/csv";
import { BOOK_FORMAT_LABELS } from "#app/features/books/book-format";
import { BOOK_ORDER_STATUS_LABELS, parseBookOrderFilter, type BookOrderRow } from "./book-orders";
import {
  columns,
  conditions,
  deliveryOfOrder,
  leadOfOrder,
  NEWEST_FIRST,
  toRow,
} from "./book-orders.server";

type ExportRow = BookOrderRow & { cursorAt: string };

const CSV_COLUMNS: CsvColumn<ExportRow>[] = [
  { header: "Reference", value: (o) => o.reference },
  { header: "Ordered at", value: (o) => new Date(o.createdAt) },
  { header: "Book", value: (o) => o.bookTitle },
  { header: "Format", value: (o) => (o.format ? BOOK_FORMAT_LABELS[o.format] : null) },
  { header: "Price (MYR)", value: (o) => o.price },
  { header: "Status", value: (o) => BOOK_ORDER_STATUS_LABELS[o.status] },
  { header: "Name", value: (o) => o.name },
  { header: "E-mail", value: (o) => o.email },
  { header: "Phone", value: (o) => csvPhone(o.phone) },
  { header: "Organisation", value: (o) => o.org },
  // The address as a label writes it, one part a line, in one cell.
  { header: "Delivery address", value: (o) => o.delivery?.address?.join("\n") ?? null },
  { header: "Recipient's phone", value: (o) => csvPhone(o.delivery?.phone ?? null) },
  { header: "Courier", value: (o) => o.delivery?.courier ?? null },
  { header: "Tracking number", value: (o) => o.delivery?.trackingNumber ?? null },
  {
    header: "Shipped at",
    value: (o) => (o.delivery?.shippedAt ? new Date(o.delivery.shippedAt) : null),
  },
  {
    header: "Delivered at",
    value: (o) => (o.delivery?.deliveredAt ? new Date(o.delivery.deliveredAt) : null),
  },
  { header: "Cancelled at", value: (o) => (o.cancelledAt ? new Date(o.cancelledAt) : null) },
  { header: "Suspected spam", value: (o) => (o.spam ? "yes" : "") },
];

/** The list's current filter (same URL parameters as /admin/book-orders) as CSV, by keyset. */
export function bookOrdersExport(params: URLSearchParams): CsvExport<ExportRow> {
  const where = conditions(parseBookOrderFilter(params));
  return {
    name: "book-orders",
    columns: CSV_COLUMNS,
    chunks: keysetChunks(async (cursor, limit) => {
      const rows = await getDb()
        .select({ ...columns, cursorAt: cursorAt(registrations.createdAt) })
        .from(registrations)
        .leftJoin(leads, leadOfOrder)
        .leftJoin(bookOrderDeliveries, deliveryOfOrder)
        .where(and(where, olderThan(registrations.createdAt, registrations.id, cursor, "uuid")))
        .orderBy(...NEWEST_FIRST)
        .limit(limit);
      return rows.map(({ cursorAt: at, ...row }) => ({ ...toRow(row), cursorAt: at }));
    }),
  };
}
