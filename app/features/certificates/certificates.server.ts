import { eq } from "drizzle-orm";
import { consumeRateLimit } from "#server/http/rate-limit";
import { getConfig, getDb } from "#server/runtime";
import { certificates } from "#server/db/schema";

export type CertificateLookup =
  | {
      status: "valid";
      id: string;
      name: string;
      program: string;
      issuedOn: string;
      expiresOn: string | null;
    }
  | {
      status: "revoked";
      id: string;
      name: string;
      program: string;
      issuedOn: string;
      revokedAt: Date;
    }
  | {
      status: "expired";
      id: string;
      name: string;
      program: string;
      issuedOn: string;
      expiresOn: string;
    }
  | { status: "not_found"; id: string };

/** IDs are matched trimmed and case-insensitively: they are stored upper-case. */
export function normaliseCertificateId(input: string) {
  return input.trim().toUpperCase();
}

/**
 * Every certificate ID we issue is letters, digits and hyphens
 * ("AIHQ-CERT-7QX4-M2KD"), at most 64 long like the form's input. Anything
 * else cannot be one and is not looked up.
 */
export function isCertificateIdShape(input: string): boolean {
  return /^[A-Z0-9][A-Z0-9-]{0,63}$/.test(normaliseCertificateId(input));
}

export async function lookupCertificate(input: string, today: string): Promise<CertificateLookup> {
  const id = normaliseCertificateId(input);
  const rows = await getDb().select().from(certificates).where(eq(certificates.id, id)).limit(1);
  const row = rows[0];
  if (!row) return { status: "not_found", id };
  const base = { id: row.id, name: row.holderName, program: row.program, issuedOn: row.issuedOn };
  if (row.status === "revoked" && row.revokedAt)
    return { ...base, status: "revoked", revokedAt: row.revokedAt };
  if (row.expiresOn && row.expiresOn < today)
    return { ...base, status: "expired", expiresOn: row.expiresOn };
  return { ...base, status: "valid", expiresOn: row.expiresOn };
}

export class TooManyLookupsError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super("Too many certificate look-ups from this address");
  }
}

/** Look-ups are rate-limited per address, so IDs cannot be enumerated quickly. */
export async function verifyCertificate(input: string, clientAddress: string, today: string) {
  const { allowed, retryAfterSeconds } = await consumeRateLimit(getDb(), {
    bucket: "verify",
    key: clientAddress,
    limit: getConfig().verifyRateLimitPerMinute,
    windowSeconds: 60,
  });
  if (!allowed) throw new TooManyLookupsError(retryAfterSeconds);
  return lookupCertificate(input, today);
}
