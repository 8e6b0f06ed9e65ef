import { and, asc, desc, eq, ilike, inArray, or, sql } from "drizzle-orm";
import type { AdminUser } from "#server/auth/sessions";
import type { Tx } from "#server/db/client";
import {
  auditLog,
  certificates,
  emailOutbox,
  masterclasses,
  registrations,
} from "#server/db/schema";
import { getDb } from "#server/runtime";
import { courseDays, dayLabel, missingDays } from "#app/features/registrations/admin/attendance";
import {
  lockChosenAttendees,
  presentDays,
} from "#app/features/registrations/admin/attendance.server";
import { revokeCertificateIn } from "./revoke.server";
import { recordAudit } from "#app/features/audit/audit.server";
import {
  cursorAt,
  keysetChunks,
  olderThan,
  type CsvColumn,
  type CsvExport,
  type KeysetRow,
} from "#app/features/backoffice/export/csv-export.server";
import { containsPattern } from "#app/features/leads/admin/filters";
import { newCertificateId } from "./certificate-id";
import {
  certificateMailRef,
  enqueueCertificateMail,
  type CertificateMailData,
} from "./certificate-mail.server";
import {
  CERTIFICATE_PAGE_SIZE,
  parseCertificateFilter,
  todayInMalaysia,
  type CertificateFilter,
  type IssueCertificateInput,
  type RevokeCertificateInput,
} from "./certificates.schema";

type CertificateRow = typeof certificates.$inferSelect;
type NewCertificate = Omit<typeof certificates.$inferInsert, "id">;

export type CertificateOutcome =
  { ok: true; message: string; id?: string } | { ok: false; message: string; status: 404 | 409 };

const refused = (message: string, status: 404 | 409 = 409): CertificateOutcome => ({
  ok: false,
  message,
  status,
});

/** Tries before giving up on a free ID: one collision in 31^10 is already a wonder. */
const ID_ATTEMPTS = 5;

/**
 * Inserts a certificate under a fresh random ID, drawing again on the
 * (astronomically unlikely) collision. `ON CONFLICT DO NOTHING` also absorbs
 * the unique registration: null then means that registration already has its
 * certificate, which the caller reports rather than duplicates.
 */
async function insertCertificate(tx: Tx, values: NewCertificate): Promise<CertificateRow | null> {
  for (let attempt = 0; attempt < ID_ATTEMPTS; attempt++) {
    const [row] = await tx
      .insert(certificates)
      .values({ ...values, id: newCertificateId() })
      .onConflictDoNothing()
      .returning();
    if (row) return row;
    if (values.registrationId) {
      const [existing] = await tx
        .select({ id: certificates.id })
        .from(certificates)
        .where(eq(certificates.registrationId, values.registrationId));
      if (existing) return null;
    }
  }
  throw new Error(`No free certificate ID after ${ID_ATTEMPTS} attempts`);
}

function mailData(row: CertificateRow, email: string): CertificateMailData {
  return {
    certificateId: row.id,
    holderName: row.holderName,
    email,
    program: row.program,
    issuedOn: row.issuedOn,
    expiresOn: row.expiresOn,
  };
}

/** An address a mail can go to: erased people (PDPA) keep `erased+…@invalid`, which cannot. */
function mailable(email: string | null): email is string {
  return !!email && !email.toLowerCase().endsWith("@invalid");
}

// ---------------------------------------------------------------------------
// Reading

export interface CertificateListRow {
  id: string;
  holderName: string;
  email: string | null;
  program: string;
  issuedOn: string;
  expiresOn: string | null;
  status: "valid" | "revoked";
  expired: boolean;
  revokedAt: Date | null;
  createdAt: Date;
}

function certificateWhere(filter: Omit<CertificateFilter, "page">) {
  const conditions = [];
  if (filter.status) conditions.push(eq(certificates.status, filter.status));
  if (filter.q) {
    const pattern = containsPattern(filter.q);
    conditions.push(
      or(
        ilike(certificates.id, pattern),
        ilike(certificates.holderName, pattern),
        ilike(certificates.email, pattern),
        ilike(certificates.program, pattern),
      ),
    );
  }
  return conditions.length ? and(...conditions) : undefined;
}

const certificateColumns = {
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

function withExpiry<Row extends Omit<CertificateListRow, "expired">>(row: Row, today: string) {
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
  const total = Number(count?.n ?? 0);
  return {
    rows: rows.map((row): CertificateListRow => withExpiry(row, today)),
    total,
    pages: Math.max(1, Math.ceil(total / CERTIFICATE_PAGE_SIZE)),
  };
}

type CertificateExportRow = CertificateListRow & KeysetRow;

const CERTIFICATE_CSV_COLUMNS: CsvColumn<CertificateExportRow>[] = [
  { header: "Certificate ID", value: (c) => c.id },
  { header: "Holder", value: (c) => c.holderName },
  { header: "E-mail", value: (c) => c.email },
  { header: "Program", value: (c) => c.program },
  { header: "Issued on", value: (c) => c.issuedOn },
  { header: "Expires on", value: (c) => c.expiresOn },
  { header: "Status", value: (c) => (c.expired ? "expired" : c.status) },
  { header: "Revoked at", value: (c) => c.revokedAt },
  { header: "Created", value: (c) => c.createdAt },
];

/** The list's current filter (`status`, `q`) as CSV, newest first by keyset. */
export function certificatesExport(params: URLSearchParams): CsvExport<CertificateExportRow> {
  const where = certificateWhere(parseCertificateFilter(params));
  const today = todayInMalaysia();
  const db = getDb();
  const rows = keysetChunks((cursor, limit) =>
    db
      .select({ ...certificateColumns, cursorAt: cursorAt(certificates.createdAt) })
      .from(certificates)
      .where(and(where, olderThan(certificates.createdAt, certificates.id, cursor, "text")))
      .orderBy(desc(certificates.createdAt), desc(certificates.id))
      .limit(limit),
  );
  return {
    name: "certificates",
    columns: CERTIFICATE_CSV_COLUMNS,
    chunks: (async function* () {
      for await (const chunk of rows) yield chunk.map((row) => withExpiry(row, today));
    })(),
  };
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

// ---------------------------------------------------------------------------
// Changing

/** Issues one certificate by hand, mails it to the holder and records it, in one transaction. */
export async function issueCertificate(
  actor: AdminUser,
  input: IssueCertificateInput,
): Promise<CertificateRow> {
  return getDb().transaction(async (tx) => {
    const row = await insertCertificate(tx, {
      holderName: input.holderName,
      email: input.email,
      program: input.program,
      issuedOn: input.issuedOn,
      expiresOn: input.expiresOn,
    });
    if (!row) throw new Error("A certificate without a registration cannot conflict on it");
    await enqueueCertificateMail(tx, mailData(row, input.email));
    await recordAudit(tx, actor, {
      action: "certificate.issue",
      targetType: "certificate",
      targetId: row.id,
      summary: `Issued certificate ${row.id} (${row.program})`,
      details: { program: row.program, issuedOn: row.issuedOn, expiresOn: row.expiresOn },
    });
    return row;
  });
}

/**
 * The revocation instant of a chosen day: now when it is today, else the
 * start of that day in Malaysia (so /verify, which shows the date in MYT,
 * says the day the admin chose).
 */
export function revocationInstant(day: string, now: Date): Date {
  return day === todayInMalaysia(now) ? now : new Date(`${day}T00:00:00+08:00`);
}

export async function revokeCertificate(
  actor: AdminUser,
  id: string,
  input: RevokeCertificateInput,
  now = new Date(),
): Promise<CertificateOutcome> {
  return getDb().transaction(async (tx) => {
    const [row] = await tx.select().from(certificates).where(eq(certificates.id, id)).for("update");
    if (!row) return refused("There is no such certificate.", 404);
    if (row.status === "revoked") return refused(`${row.id} is already revoked.`);
    if (input.revokedOn < row.issuedOn) {
      return refused("The revocation date cannot be before the certificate was issued.");
    }
    await revokeCertificateIn(tx, actor, row, {
      revokedAt: revocationInstant(input.revokedOn, now),
      revokedOn: input.revokedOn,
      reason: input.reason,
    });
    return { ok: true, message: `${row.id} revoked: /verify now shows it as revoked` };
  });
}

/** Queues the certificate mail again, to the address on the certificate. */
export async function resendCertificate(actor: AdminUser, id: string): Promise<CertificateOutcome> {
  return getDb().transaction(async (tx) => {
    const [row] = await tx.select().from(certificates).where(eq(certificates.id, id)).for("update");
    if (!row) return refused("There is no such certificate.", 404);
    if (row.status === "revoked") return refused("A revoked certificate is not sent again.");
    if (!mailable(row.email)) {
      return refused("This certificate has no e-mail address to send it to.");
    }
    await enqueueCertificateMail(tx, mailData(row, row.email));
    await recordAudit(tx, actor, {
      action: "certificate.resend",
      targetType: "certificate",
      targetId: row.id,
      summary: `Sent certificate ${row.id} again`,
    });
    return { ok: true, message: `Certificate mail queued again for ${row.email}` };
  });
}

const STATUS_WORDS: Record<string, string> = {
  waitlisted: "on the waiting list",
  offered: "offered a seat",
  cancelled: "cancelled",
  held: "in review (suspected spam)",
};

/**
 * From a course's attendee list, in ONE transaction under the course lock
 * (so two clicks cannot interleave): each chosen registration gets its
 * certificate (holder and e-mail from the registration, program the course
 * title, issued today in Malaysia) and its mail, each in the audit log. Only
 * people the team marked present qualify — on every day of a multi-day
 * course — and issuing marks nobody present by itself: a paid seat is not
 * proof of attendance (docs/decisions/0019-certificates-follow-attendance.md).
 * Anyone else refuses the whole action, named with the reason. The unique
 * registration_id makes a second run issue nothing new: it reports who
 * already had one, and which of those were revoked.
 */
export async function certifyAttendees(
  actor: AdminUser,
  courseId: string,
  registrationIds: readonly string[],
  now = new Date(),
): Promise<CertificateOutcome & { issued?: string[]; already?: number }> {
  return getDb().transaction(async (tx) => {
    const chosen = await lockChosenAttendees(tx, courseId, registrationIds, now);
    if (!chosen.ok) return refused(chosen.message, chosen.notFound ? 404 : 409);
    const { course, rows } = chosen;
    const days = courseDays(course.date, course.endDate);
    const marks = await presentDays(
      tx,
      days,
      rows.map((r) => r.id),
    );
    const reasons = rows.flatMap((r) => {
      // An erased person cannot be reached, and a certificate would name "Erased".
      if (r.erasedAt !== null) return [{ r, why: "their personal data was erased" }];
      if (r.status !== "registered" && r.status !== "confirmed") {
        return [{ r, why: STATUS_WORDS[r.status] ?? r.status }];
      }
      if (days.length === 1) return r.attendedAt ? [] : [{ r, why: "not marked present" }];
      const missing = missingDays(days, marks.get(r.id) ?? []);
      return missing.length === 0
        ? []
        : [{ r, why: `absent on ${missing.map((day) => dayLabel(days, day)).join(", ")}` }];
    });
    if (reasons.length > 0) {
      const names = reasons.map(({ r, why }) => `${r.name} (${r.reference}, ${why})`).join(", ");
      return refused(
        `Certificates go to attendees marked present${days.length > 1 ? " on every day of the course" : ""} only. Not issued to anyone: ${names} ${reasons.length === 1 ? "does" : "do"} not qualify. Mark their attendance first, or leave them out.`,
      );
    }

    const issuedOn = todayInMalaysia(now);
    const issued: string[] = [];
    let already = 0;
    for (const r of rows) {
      const email = mailable(r.email) ? r.email.trim() : null;
      const row = await insertCertificate(tx, {
        holderName: r.name,
        email,
        program: course.title,
        issuedOn,
        masterclassId: course.id,
        registrationId: r.id,
      });
      if (!row) {
        already++;
        continue;
      }
      issued.push(row.id);
      if (email) await enqueueCertificateMail(tx, mailData(row, email));
      await recordAudit(tx, actor, {
        action: "certificate.issue",
        targetType: "certificate",
        targetId: row.id,
        summary: `Issued certificate ${row.id} for ${r.reference} (${course.title})`,
        details: { registration: r.reference, courseId: course.id, issuedOn },
      });
    }
    const parts = [`${issued.length} issued, ${already} already had one`];
    if (already > 0) {
      // A revoked certificate stays revoked (its ID may have been shared): say so, not "done".
      const revoked = await tx
        .select({ id: certificates.id })
        .from(certificates)
        .where(
          and(
            inArray(certificates.registrationId, [...registrationIds]),
            eq(certificates.status, "revoked"),
          ),
        )
        .orderBy(asc(certificates.id));
      if (revoked.length > 0) {
        parts.push(
          `revoked: ${revoked.map((c) => c.id).join(", ")} (issue a new one from Certificates)`,
        );
      }
    }
    return { ok: true, message: parts.join(" · "), issued, already };
  });
}
