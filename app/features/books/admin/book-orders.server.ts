import { and, count, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import type { AdminUser } from "#server/auth/sessions";
import type { Db } from "#server/db/client";
import { leads, registrations } from "#server/db/schema";
import { getDb } from "#server/runtime";
import { conflict, notFound, ok, type ChangeOutcome } from "#common/outcome";
import { recordAudit } from "#app/features/audit/audit.server";
import {
  cursorAt,
  keysetChunks,
  olderThan,
  type CsvColumn,
  type CsvExport,
} from "#app/features/backoffice/export/csv-export.server";
import { containsPattern } from "#app/features/leads/admin/filters";
import { csvPhone } from "#app/lib/csv";
import { enqueueBookOrderMail } from "./book-order-mail.server";
import {
  BOOK_ORDER_STATUS_LABELS,
  BOOK_ORDERS_PAGE_SIZE,
  canCancel,
  canConfirm,
  isBookOrderStatus,
  parseBookOrderFilter,
  type BookOrderFilter,
  type BookOrderRow,
  type BookOrderStatus,
} from "./book-orders";

const IS_BOOK = eq(registrations.productType, "book");

/**
 * The WHERE of a filter. Every book order is read through the partial index
 * registrations_book_orders_idx (created_at DESC, product_type = 'book'),
 * which also gives the list its order; status and the search are checked on
 * those rows only, which are few next to the masterclass registrations.
 */
function conditions(filter: Omit<BookOrderFilter, "page">): SQL | undefined {
  const parts: (SQL | undefined)[] = [IS_BOOK];
  if (filter.status) parts.push(eq(registrations.status, filter.status));
  if (filter.q) {
    const pattern = containsPattern(filter.q);
    parts.push(
      or(
        ilike(registrations.name, pattern),
        ilike(registrations.email, pattern),
        ilike(registrations.reference, pattern),
      ),
    );
  }
  return and(...parts);
}

// NULLS LAST as the index is declared, so PostgreSQL reads the order from it.
const NEWEST_FIRST = [sql`${registrations.createdAt} DESC NULLS LAST`, desc(registrations.id)];

const columns = {
  id: registrations.id,
  reference: registrations.reference,
  name: registrations.name,
  email: registrations.email,
  phone: registrations.phone,
  org: registrations.org,
  bookId: registrations.productId,
  bookTitle: registrations.productTitle,
  price: registrations.productPrice,
  status: registrations.status,
  spamReason: registrations.spamReason,
  createdAt: registrations.createdAt,
  cancelledAt: registrations.cancelledAt,
  leadId: leads.id,
};

const leadOfOrder = and(eq(leads.kind, "registration"), eq(leads.sourceId, registrations.id));

interface Selected {
  id: string;
  reference: string;
  name: string;
  email: string;
  phone: string | null;
  org: string | null;
  bookId: string;
  bookTitle: string;
  price: string | null;
  status: string;
  spamReason: string | null;
  createdAt: Date;
  cancelledAt: Date | null;
  leadId: string | null;
}

function toRow(row: Selected): BookOrderRow {
  const { spamReason, createdAt, cancelledAt, status, ...rest } = row;
  return {
    ...rest,
    // A book order is never waitlisted or offered; were one ever, it shows as awaiting payment.
    status: isBookOrderStatus(status) ? status : "registered",
    spam: spamReason !== null,
    createdAt: createdAt.toISOString(),
    cancelledAt: cancelledAt?.toISOString() ?? null,
  };
}

/** One page of book orders, newest first, with the total and the counts per status. */
export async function listBookOrders(
  filter: BookOrderFilter,
  db: Db = getDb(),
): Promise<{
  rows: BookOrderRow[];
  total: number;
  pages: number;
  statusCounts: Record<BookOrderStatus, number>;
}> {
  const where = conditions(filter);
  const [rows, [totalRow], perStatus] = await Promise.all([
    db
      .select(columns)
      .from(registrations)
      .leftJoin(leads, leadOfOrder)
      .where(where)
      .orderBy(...NEWEST_FIRST)
      .limit(BOOK_ORDERS_PAGE_SIZE)
      .offset((filter.page - 1) * BOOK_ORDERS_PAGE_SIZE),
    db.select({ n: count() }).from(registrations).where(where),
    db
      .select({ status: registrations.status, n: count() })
      .from(registrations)
      .where(conditions({ ...filter, status: null }))
      .groupBy(registrations.status),
  ]);
  const statusCounts: Record<BookOrderStatus, number> = {
    registered: 0,
    confirmed: 0,
    cancelled: 0,
  };
  for (const { status, n } of perStatus) if (isBookOrderStatus(status)) statusCounts[status] = n;
  const total = Number(totalRow?.n ?? 0);
  return {
    rows: rows.map(toRow),
    total,
    pages: Math.max(1, Math.ceil(total / BOOK_ORDERS_PAGE_SIZE)),
    statusCounts,
  };
}

/** A refusal is a conflict (the order's status does not allow it) or not-found (no such book order). */
export type BookOrderOutcome = ChangeOutcome;
const NOT_FOUND = "That book order does not exist any more. Reload the list.";

/**
 * Changes an order's status: the row locked, the transition checked against
 * the status it has now (not the one the page showed), the buyer's mail
 * queued and the audit record written, all in one transaction.
 */
async function transition(
  actor: AdminUser,
  orderId: string,
  event: "confirmed" | "cancelled",
  now: Date,
): Promise<BookOrderOutcome> {
  return getDb().transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(registrations)
      .where(and(eq(registrations.id, orderId), IS_BOOK))
      .for("update");
    if (!row) return notFound(NOT_FOUND);
    const status = isBookOrderStatus(row.status) ? row.status : null;
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
          : `Only an order awaiting payment can be confirmed; ${row.reference} is ${status ? BOOK_ORDER_STATUS_LABELS[status].toLowerCase() : row.status}.`,
      );
    }
    if (event === "cancelled" && !(status && canCancel(status))) {
      return conflict(`${row.reference} is already cancelled.`);
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
    await enqueueBookOrderMail(tx, changed!, event);
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

type ExportRow = BookOrderRow & { cursorAt: string };

const CSV_COLUMNS: CsvColumn<ExportRow>[] = [
  { header: "Reference", value: (o) => o.reference },
  { header: "Ordered at", value: (o) => new Date(o.createdAt) },
  { header: "Book", value: (o) => o.bookTitle },
  { header: "Price (MYR)", value: (o) => o.price },
  { header: "Status", value: (o) => BOOK_ORDER_STATUS_LABELS[o.status] },
  { header: "Name", value: (o) => o.name },
  { header: "E-mail", value: (o) => o.email },
  { header: "Phone", value: (o) => csvPhone(o.phone) },
  { header: "Organisation", value: (o) => o.org },
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
        .where(and(where, olderThan(registrations.createdAt, registrations.id, cursor, "uuid")))
        .orderBy(...NEWEST_FIRST)
        .limit(limit);
      return rows.map(({ cursorAt: at, ...row }) => ({ ...toRow(row), cursorAt: at }));
    }),
  };
}
