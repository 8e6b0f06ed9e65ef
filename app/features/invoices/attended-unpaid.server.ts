import { and, asc, count, desc, eq, inArray, isNotNull, isNull, ne, or, sql } from "drizzle-orm";
import type { Db, Tx } from "#server/db/client";
import { invoices, registrationPayments, registrations } from "#server/db/schema";
import { toSen } from "./invoice-model";
import { ledgerSums, owedSql } from "./reconcile.server";

/** Someone who came to a course that is not paid for. */
export interface AttendedUnpaid {
  id: string;
  reference: string;
  name: string;
  courseTitle: string;
  attendedAt: string;
  /** Their seat's page in the back office: the HRDC group's, or the course's list. */
  href: string;
  /** The invoice still owed (their own or their group's); null when there is none. */
  invoiceNumber: string | null;
  owedSen: number | null;
}

/**
 * Attendees (attended_at set) whose invoice, their own or their HRDC group's, still has
 * something owed, and firm seats with neither an invoice nor a payment. NTW seats and free
 * courses are never owed.
 */
export async function attendedUnpaid(
  db: Db | Tx,
  limit = 10,
): Promise<{ total: number; rows: AttendedUnpaid[] }> {
  const sums = ledgerSums(db);
  const owed = owedSql(sums);
  const invoiceOfSeat = and(
    eq(invoices.kind, "invoice"),
    ne(invoices.status, "void"),
    sql`case when ${registrations.groupId} is null
      then ${invoices.registrationId} = ${registrations.id} and ${invoices.groupId} is null
      else ${invoices.groupId} = ${registrations.groupId} end`,
  );
  const noPayment = sql`not exists (select 1 from ${registrationPayments} where ${registrationPayments.registrationId} = ${registrations.id} and ${registrationPayments.voidedAt} is null)`;
  const where = and(
    isNotNull(registrations.attendedAt),
    eq(registrations.productType, "masterclass"),
    inArray(registrations.status, ["registered", "confirmed"]),
    isNull(registrations.erasedAt),
    or(
      and(isNotNull(invoices.id), sql`${owed} > 0`),
      and(
        isNull(invoices.id),
        ne(registrations.payment, "ntw"),
        sql`coalesce(${registrations.productPrice}, 0) > 0`,
        noPayment,
      ),
    ),
  );
  const base = () =>
    db
      .select({
        id: registrations.id,
        reference: registrations.reference,
        name: registrations.name,
        productId: registrations.productId,
        groupId: registrations.groupId,
        courseTitle: registrations.productTitle,
        attendedAt: registrations.attendedAt,
        invoiceNumber: invoices.number,
        owed: sql<string | null>`case when ${invoices.id} is null then null else ${owed}::text end`,
      })
      .from(registrations)
      .leftJoin(invoices, invoiceOfSeat)
      .leftJoin(sums, eq(sums.invoiceId, invoices.id))
      .where(where);
  const [[counted], rows] = await Promise.all([
    db
      .select({ n: count() })
      .from(registrations)
      .leftJoin(invoices, invoiceOfSeat)
      .leftJoin(sums, eq(sums.invoiceId, invoices.id))
      .where(where),
    base().orderBy(desc(registrations.attendedAt), asc(registrations.reference)).limit(limit),
  ]);
  return {
    total: Number(counted?.n ?? 0),
    rows: rows.map((row) => ({
      id: row.id,
      reference: row.reference,
      name: row.name,
      courseTitle: row.courseTitle,
      attendedAt: (row.attendedAt ?? new Date()).toISOString(),
      href: row.groupId ? `/admin/hrdc/${row.groupId}` : `/admin/registrations/${row.productId}`,
      invoiceNumber: row.invoiceNumber,
      owedSen: row.owed === null ? null : toSen(row.owed),
    })),
  };
}
