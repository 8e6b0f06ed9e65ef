import { and, asc, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import { lockRow } from "#server/db/rows";
import type { Db, Tx } from "#server/db/client";
import { invoiceCounters, invoices, registrationGroups, registrations } from "#server/db/schema";
import { calendarDateKey } from "#common/dates";
import { ok, refused, type Outcome } from "#common/outcome";
import { addressLines } from "#app/features/books/delivery-address";
import { deliveryOf } from "#app/features/books/book-delivery.server";
import { standingPayment } from "#app/features/registrations/standing-payment.server";
import { invoiceSettings } from "./invoice-settings.server";
import { courseDatesOf, courseLabel, seatPrice, type CourseDates } from "./seat-price.server";
import { addLedgerEntry, settleInvoice } from "./ledger.server";
import {
  dueOn,
  invoiceNumber,
  priceLines,
  SERIES,
  toSen,
  type InvoiceKind,
  type LineInput,
  type Totals,
} from "./invoice-model";

export type Invoice = typeof invoices.$inferSelect;
type Registration = typeof registrations.$inferSelect;
type Group = typeof registrationGroups.$inferSelect;

/** What an invoice is issued for: one registration (a seat, a book order) or an HRDC group. */
export type InvoiceSource = { registrationId: string } | { groupId: string };

export type IssueRefusal = "not-found" | "not-invoiceable";

/**
 * The next number of a series and year, raised in the caller's transaction: the row stays
 * locked until it commits, so parallel issues take turns, and a rollback gives the number
 * back. Numbers therefore have no gaps and no duplicates.
 */
export async function nextSequence(tx: Tx, kind: InvoiceKind, year: number): Promise<number> {
  const [row] = await tx
    .insert(invoiceCounters)
    .values({ series: SERIES[kind], year, lastSequence: 1 })
    .onConflictDoUpdate({
      target: [invoiceCounters.series, invoiceCounters.year],
      set: { lastSequence: sql`${invoiceCounters.lastSequence} + 1` },
    })
    .returning({ sequence: invoiceCounters.lastSequence });
  return row!.sequence;
}

/** A new row of the series, numbered: the one place an invoice or credit note is inserted. */
export async function insertNumbered(
  tx: Tx,
  values: Omit<typeof invoices.$inferInsert, "number" | "year" | "sequence">,
): Promise<Invoice> {
  // The Malaysian year: an invoice issued on 1 January at 07:00 MYT belongs to the new year.
  const year = Number(calendarDateKey(values.issuedAt).slice(0, 4));
  const sequence = await nextSequence(tx, values.kind, year);
  const [row] = await tx
    .insert(invoices)
    .values({ ...values, year, sequence, number: invoiceNumber(values.kind, year, sequence) })
    .returning();
  return row!;
}

/**
 * The invoice standing for a source, if any (void ones included: they keep their number): the
 * newest, as one replaced because the booking changed was credited and followed by another.
 */
export async function invoiceOfSource(tx: Tx | Db, source: InvoiceSource): Promise<Invoice | null> {
  const [row] = await tx
    .select()
    .from(invoices)
    .where(invoiceOfSourceWhere(source))
    .orderBy(desc(invoices.issuedAt), desc(invoices.sequence))
    .limit(1);
  return row ?? null;
}

function invoiceOfSourceWhere(source: InvoiceSource) {
  return "groupId" in source
    ? and(eq(invoices.kind, "invoice"), eq(invoices.groupId, source.groupId))
    : and(
        eq(invoices.kind, "invoice"),
        eq(invoices.registrationId, source.registrationId),
        isNull(invoices.groupId),
      );
}

const notInvoiceable = (message: string) => refused("not-invoiceable" as const, message);

function firm(row: Registration): boolean {
  return (
    (row.status === "registered" || row.status === "confirmed") &&
    row.confirmBy === null &&
    row.spamReason === null &&
    row.erasedAt === null
  );
}

async function issueForRegistration(
  tx: Tx,
  row: Registration,
  now: Date,
): Promise<Outcome<Invoice, IssueRefusal>> {
  if (row.groupId) return notInvoiceable(`${row.reference} is invoiced with its HRDC booking.`);
  if (row.payment !== "individual")
    return notInvoiceable(`${row.reference} is not a self payment: no invoice is issued.`);
  if (!firm(row)) return notInvoiceable(`${row.reference} holds no firm place to invoice.`);
  if (toSen(row.productPrice) <= 0) return notInvoiceable(`${row.reference} is free.`);
  const settings = invoiceSettings();
  const book = row.productType === "book";
  const price = await seatPrice(tx, row);
  const { course } = price;
  const totals = {
    lines: price.lines,
    subtotal: price.subtotal,
    tax: price.tax,
    total: price.total,
  };
  const delivery = book ? await deliveryOf(tx, row.id) : null;
  const address = delivery ? addressLines(delivery) : [];
  const paid = row.status === "confirmed" ? await standingPayment(tx, row.id) : null;
  const invoice = await insertNumbered(tx, {
    kind: "invoice",
    issuedAt: now,
    dueOn: paid ? null : dueOn(now, settings.dueDays, course?.date),
    status: "unpaid",
    buyerName: row.name,
    buyerEmail: row.email,
    buyerPhone: row.phone,
    buyerCompany: row.org,
    buyerAddress: address.length > 0 ? address.join("\n") : null,
    ...totals,
    registrationId: row.id,
  });
  if (!paid) return ok(invoice);
  // Issued for a seat already paid: the payment is its ledger's first row, and makes it paid.
  await addLedgerEntry(tx, invoice.id, {
    kind: "payment",
    amountSen: toSen(paid.amount),
    source: `payment:${paid.id}`,
    method: paid.method,
    reference: paid.reference,
    occurredAt: now,
  });
  const settled = await settleInvoice(tx, invoice.id, now);
  return ok(settled?.invoice ?? invoice);
}

async function issueForGroup(
  tx: Tx,
  group: Group,
  now: Date,
): Promise<Outcome<Invoice, IssueRefusal>> {
  if (group.confirmedAt === null || group.spamReason !== null || group.erasedAt !== null)
    return notInvoiceable(`${group.reference} is not a confirmed booking yet.`);
  const settings = invoiceSettings();
  const charge = await groupCharge(tx, group, settings.sstRate);
  if (!charge) return notInvoiceable(`${group.reference} has no seat to invoice.`);
  return ok(await insertGroupInvoice(tx, group, charge, now));
}

export interface GroupCharge {
  course: CourseDates | null;
  totals: Totals;
}

/**
 * What an HRDC booking owes as it stands: a line per firm attendee at the price their seat was
 * booked at, SST at `sstRate`; null when no seat is left to invoice.
 */
export async function groupCharge(
  tx: Tx,
  group: Group,
  sstRate: number,
): Promise<GroupCharge | null> {
  const members = await tx
    .select()
    .from(registrations)
    .where(
      and(
        eq(registrations.groupId, group.id),
        inArray(registrations.status, ["registered", "confirmed"]),
        isNull(registrations.confirmBy),
      ),
    )
    .orderBy(asc(registrations.createdAt), asc(registrations.id));
  const seated = members.filter((row) => toSen(row.productPrice) > 0);
  if (seated.length === 0) return null;
  const course = await courseDatesOf(tx, group.masterclassId);
  const label = courseLabel(group.masterclassTitle, course);
  const items: LineInput[] = seated.map((row) => ({
    description: `Training fee: ${label}, participant ${row.name}`,
    quantity: 1,
    unitPrice: row.productPrice ?? "0.00",
  }));
  return { course, totals: priceLines(items, sstRate) };
}

export async function insertGroupInvoice(
  tx: Tx,
  group: Group,
  charge: GroupCharge,
  now: Date,
): Promise<Invoice> {
  const settings = invoiceSettings();
  const { course } = charge;
  return insertNumbered(tx, {
    kind: "invoice",
    issuedAt: now,
    dueOn: dueOn(now, settings.dueDays, course?.date),
    status: "unpaid",
    buyerName: group.hrName,
    buyerEmail: group.hrEmail,
    buyerPhone: group.hrPhone,
    buyerCompany: group.companyName,
    buyerSsm: group.ssmNumber,
    ...charge.totals,
    groupId: group.id,
  });
}

/**
 * Issues the invoice of a registration (a self-paid seat, a book order) or of a confirmed
 * HRDC group, in the caller's transaction. Idempotent per source: a second call answers with
 * the invoice already issued, whatever its status. Refuses a source that is not invoiced
 * (another payment mode, a seat still pending, held as spam or waitlisted, a free one).
 */
export async function issueInvoice(
  tx: Tx,
  source: InvoiceSource,
  now = new Date(),
): Promise<Outcome<Invoice, IssueRefusal>> {
  if ("groupId" in source) {
    // Locked, so two confirmations of one booking cannot both number an invoice.
    const group = await lockRow(tx, registrationGroups, eq(registrationGroups.id, source.groupId));
    if (!group) return refused("not-found", "No such HRDC booking.");
    const existing = await invoiceOfSource(tx, source);
    return existing ? ok(existing) : issueForGroup(tx, group, now);
  }
  const row = await lockRow(tx, registrations, eq(registrations.id, source.registrationId));
  if (!row) return refused("not-found", "No such registration.");
  const existing = await invoiceOfSource(tx, source);
  return existing ? ok(existing) : issueForRegistration(tx, row, now);
}
