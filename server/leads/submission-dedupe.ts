import crypto from "node:crypto";
import { sql } from "drizzle-orm";
import type { Db, Tx } from "#server/db/client";

/** The same submission again within this time is the same lead (a double click, a retry). */
export const DUPLICATE_WINDOW_SECONDS = 10 * 60;
const PRUNE_EVERY_MS = 5 * 60_000;
let lastPrune = 0;

/** Object keys in a fixed order, so equal values always serialise alike. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === "object" && !(value instanceof Date)) {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

/**
 * A digest of one submission: the form, the client and the values as the
 * schema normalised them (so "  Tan " and "Tan" are the same). Only the hash
 * is stored, never the values.
 */
export function submissionFingerprint(
  form: string,
  clientAddress: string,
  values: unknown,
): string {
  return crypto
    .createHash("sha256")
    .update(JSON.stringify([form, clientAddress, canonical(values)]))
    .digest("base64url");
}

/**
 * Claims a submission inside the transaction that stores it: true the first
 * time, false when the same fingerprint was claimed within the window. One
 * atomic upsert: a parallel twin waits on the row until the first commits,
 * then sees it; if the first rolls back, the twin claims it instead. A claim
 * older than the window is renewed, so the same message sent again an hour
 * later is a new lead.
 */
export async function claimSubmission(
  tx: Db | Tx,
  form: string,
  fingerprint: string,
): Promise<boolean> {
  const result = await tx.execute<{ fingerprint: string }>(sql`
    insert into submission_fingerprints (fingerprint, form, created_at)
    values (${fingerprint}, ${form}, now())
    on conflict (fingerprint) do update set created_at = now()
      where submission_fingerprints.created_at <= now() - ${DUPLICATE_WINDOW_SECONDS}::int * interval '1 second'
    returning fingerprint
  `);
  await maybePrune(tx);
  return result.rows.length === 1;
}

async function maybePrune(db: Db | Tx, now = Date.now()): Promise<void> {
  if (now - lastPrune < PRUNE_EVERY_MS) return;
  lastPrune = now;
  await db.execute(sql`
    delete from submission_fingerprints
    where created_at < now() - ${DUPLICATE_WINDOW_SECONDS}::int * interval '1 second' - interval '1 day'
  `);
}
