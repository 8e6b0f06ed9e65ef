import { eq } from "drizzle-orm";
import type { AdminUser } from "#server/auth/sessions";
import type { Tx } from "#server/db/client";
import { lockRow } from "#server/db/rows";
import { certificates } from "#server/db/schema";
import { getDb } from "#server/runtime";
import { conflict, notFound, ok, type ChangeOutcome } from "#common/outcome";
import { revokeCertificateIn } from "./revoke.server";
import { recordAudit } from "#app/features/audit/audit.server";
import { newCertificateId } from "./certificate-id";
import { enqueueCertificateMail, type CertificateMailData } from "./certificate-mail.server";
import {
  todayInMalaysia,
  type IssueCertificateInput,
  type RevokeCertificateInput,
} from "./certificates.schema";

type CertificateRow = typeof certificates.$inferSelect;
type NewCertificate = Omit<typeof certificates.$inferInsert, "id">;

export type CertificateOutcome = ChangeOutcome;

/** Tries before giving up on a free ID: one collision in 31^10 is already a wonder. */
const ID_ATTEMPTS = 5;

/**
 * Inserts a certificate under a fresh random ID, drawing again on the
 * (astronomically unlikely) collision. `ON CONFLICT DO NOTHING` also absorbs
 * the unique registration: null then means that registration already has its
 * certificate, which the caller reports rather than duplicates.
 */
export async function insertCertificate(
  tx: Tx,
  values: NewCertificate,
): Promise<CertificateRow | null> {
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

export function mailData(row: CertificateRow, email: string): CertificateMailData {
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
export function mailable(email: string | null): email is string {
  return !!email && !email.toLowerCase().endsWith("@invalid");
}

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
    const row = await lockRow(tx, certificates, eq(certificates.id, id));
    if (!row) return notFound("There is no such certificate.");
    if (row.status === "revoked") return conflict(`${row.id} is already revoked.`);
    if (input.revokedOn < row.issuedOn) {
      return conflict("The revocation date cannot be before the certificate was issued.");
    }
    await revokeCertificateIn(tx, actor, row, {
      revokedAt: revocationInstant(input.revokedOn, now),
      revokedOn: input.revokedOn,
      reason: input.reason,
    });
    return ok(`${row.id} revoked: /verify now shows it as revoked`);
  });
}

/** Queues the certificate mail again, to the address on the certificate. */
export async function resendCertificate(actor: AdminUser, id: string): Promise<CertificateOutcome> {
  return getDb().transaction(async (tx) => {
    const row = await lockRow(tx, certificates, eq(certificates.id, id));
    if (!row) return notFound("There is no such certificate.");
    if (row.status === "revoked") return conflict("A revoked certificate is not sent again.");
    if (!mailable(row.email)) {
      return conflict("This certificate has no e-mail address to send it to.");
    }
    await enqueueCertificateMail(tx, mailData(row, row.email));
    await recordAudit(tx, actor, {
      action: "certificate.resend",
      targetType: "certificate",
      targetId: row.id,
      summary: `Sent certificate ${row.id} again`,
    });
    return ok(`Certificate mail queued again for ${row.email}`);
  });
}
