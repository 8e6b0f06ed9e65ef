import { and, asc, desc, eq, sql } from "drizzle-orm";
import {
  auditLog,
  certificates,
  emailOutbox,
  masterclasses,
  registrations,
} from "#server/db/schema";
import { getDb } from "#server/runtime";
import { searchAny } from "#app/features/backoffice/list/list-query.server";
import { listPage } from "#app/features/backoffice/list/list-filter";
import { certificateMailRef } from "./certificate-mail.server";
import type { CertificateRowView } from "./certificate-ui";
import {
  CERTIFICATE_PAGE_SIZE,
  todayInMalaysia,
  type CertificateFilter,
} from "./certificates.schema";

export interface CertificateListRow extends CertificateRowView {
  revokedAt: Date | null;
  createdAt: Date;
}

export function certificateWhere(filter: Omit<CertificateFilter, "page">) {
  const conditions = [];
  if (filter.status) conditions.push(eq(certificates.status, filter.status));
  conditions.push(
    searchAny(filter.q, [
      certificates.id,
      certificates.holderName,
      certificates.email,
      certificates.program,
    ]),
  );
  return and(...conditions);
}

export const certificateColumns = {
  id: certificates.id,
  holderName: certificates.holderName,
  email: certificates.email,
  program: certificates.program,
  issuedOn: certificates.issuedOn,
  expiresOn: certificates.expiresOn,
  status: certificates.status,
  revokedAt: certificates.revokedAt,
  createdAt: certificates.createdAt,
};

export function withExpiry<Row extends Omit<CertificateListRow, "expired">>(
  row: Row,
  today: string,
) {
  return { ...row, expired: row.status === "valid" && !!row.expiresOn && row.expiresOn < today };
}

/** The list, newest first, under the filter; searches ID, holder, e-mail and program. */
export async function listCertificates(filter: CertificateFilter, now = new Date()) {
  const where = certificateWhere(filter);
  const db = getDb();
  const [rows, [count]] = await Promise.all([
    db
      .select(certificateColumns)
      .from(certificates)
      .where(where)
      .orderBy(desc(certificates.createdAt), desc(certificates.issuedOn), asc(certificates.id))
      .limit(CERTIFICATE_PAGE_SIZE)
      .offset((filter.page - 1) * CERTIFICATE_PAGE_SIZE),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(certificates)
      .where(where),
  ]);
  const today = todayInMalaysia(now);
  return listPage(
    rows.map((row): CertificateListRow => withExpiry(row, today)),
    count?.n,
    CERTIFICATE_PAGE_SIZE,
  );
}

/** One certificate with its course, registration, mails and history; null when unknown. */
export async function findCertificate(id: string, now = new Date()) {
  const db = getDb();
  const [row] = await db
    .select({
      certificate: certificates,
      courseTitle: masterclasses.title,
      registrationReference: registrations.reference,
      registrationCourseId: registrations.productId,
    })
    .from(certificates)
    .leftJoin(masterclasses, eq(masterclasses.id, certificates.masterclassId))
    .leftJoin(registrations, eq(registrations.id, certificates.registrationId))
    .where(eq(certificates.id, id))
    .limit(1);
  if (!row) return null;
  const [mails, history] = await Promise.all([
    db
      .select({
        id: emailOutbox.id,
        status: emailOutbox.status,
        toAddress: emailOutbox.toAddress,
        createdAt: emailOutbox.createdAt,
        sentAt: emailOutbox.sentAt,
        lastError: emailOutbox.lastError,
      })
      .from(emailOutbox)
      .where(eq(emailOutbox.leadRef, certificateMailRef(id)))
      .orderBy(desc(emailOutbox.createdAt))
      .limit(20),
    db
      .select({
        id: auditLog.id,
        actorEmail: auditLog.actorEmail,
        summary: auditLog.summary,
        createdAt: auditLog.createdAt,
      })
      .from(auditLog)
      .where(and(eq(auditLog.targetType, "certificate"), eq(auditLog.targetId, id)))
      .orderBy(desc(auditLog.createdAt))
      .limit(50),
  ]);
  const c = row.certificate;
  return {
    certificate: {
      ...c,
      expired: c.status === "valid" && !!c.expiresOn && c.expiresOn < todayInMalaysia(now),
    },
    course:
      c.masterclassId && row.courseTitle ? { id: c.masterclassId, title: row.courseTitle } : null,
    registration:
      c.registrationId && row.registrationReference
        ? {
            reference: row.registrationReference,
            courseId: row.registrationCourseId,
          }
        : null,
    mails,
    history,
  };
}

/** Course titles, latest first, offered as suggestions in the issue form's program field. */
export async function programSuggestions(): Promise<string[]> {
  const rows = await getDb()
    .selectDistinct({ title: masterclasses.title, date: masterclasses.date })
    .from(masterclasses)
    .orderBy(desc(masterclasses.date))
    .limit(100);
  return [...new Set(rows.map((r) => r.title))];
}
