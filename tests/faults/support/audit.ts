import { sql } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { messageIdFor } from "#server/email/worker";
import type { Ledger } from "./burst";
import { deliveryKey, type CountingSink } from "./mail-sink";
import { FAULT_ENV } from "./scale";
import type { Submission } from "./submissions";

/** What a scenario's table line says about the submissions. */
export interface SubmissionCounts {
  sent: number;
  acknowledged: number;
  /** Submissions with at least one row. */
  stored: number;
  /** Submissions with more than one row. */
  duplicated: number;
  /** Acknowledged, but not in the database. */
  lost: number;
  /** Answers with a 5xx status. */
  serverErrors: number;
  /** Answered with a 4xx (a valid submission should never be). */
  refused: number;
  /** Stored, though the visitor never saw the answer (the server died first). */
  storedUnacknowledged: number;
}

export function countSubmissions(
  submissions: readonly Submission[],
  ledger: Ledger,
  stored: Map<string, number>,
): SubmissionCounts {
  let storedCount = 0;
  let duplicated = 0;
  let lost = 0;
  let storedUnacknowledged = 0;
  for (const submission of submissions) {
    const rows = stored.get(submission.email) ?? 0;
    const acked = ledger.acknowledged.has(submission.n);
    if (rows > 0) storedCount++;
    if (rows > 1) duplicated++;
    if (acked && rows === 0) lost++;
    if (!acked && rows > 0) storedUnacknowledged++;
  }
  return {
    sent: submissions.length,
    acknowledged: ledger.acknowledged.size,
    stored: storedCount,
    duplicated,
    lost,
    serverErrors: ledger.serverErrors.length,
    refused: ledger.refused.size,
    storedUnacknowledged,
  };
}

export interface OutboxRow {
  id: string;
  to: string;
  status: string;
  leadRef: string | null;
  role: string;
}

export async function outboxRows(db: Db): Promise<OutboxRow[]> {
  const result = await db.execute<{
    id: string;
    to_address: string;
    status: string;
    lead_ref: string | null;
    recipient_role: string;
  }>(sql`select id, to_address, status, lead_ref, recipient_role from email_outbox`);
  return result.rows.map((row) => ({
    id: row.id,
    to: row.to_address,
    status: row.status,
    leadRef: row.lead_ref,
    role: row.recipient_role,
  }));
}

/** Leads whose mails are not exactly one visitor and one team row (half-written), by lead_ref. */
export function halfWritten(rows: readonly OutboxRow[]): string[] {
  const byLead = new Map<string, string[]>();
  for (const row of rows) {
    if (!row.leadRef) continue;
    byLead.set(row.leadRef, [...(byLead.get(row.leadRef) ?? []), row.role]);
  }
  return [...byLead.entries()]
    .filter(([, roles]) => roles.sort().join(",") !== "team,visitor")
    .map(([ref]) => ref);
}

export interface MailCounts {
  /** Outbox rows that are to be sent (not held or skipped). */
  queued: number;
  /** Of those, delivered at least once at the sink. */
  delivered: number;
  /** Delivered more than once (same Message-ID, same recipient). */
  duplicated: number;
  /** The outbox ids of those. */
  duplicatedIds: string[];
  missing: number;
  /** Outbox rows `failed`. */
  failed: number;
}

/** Compares the outbox with what reached the sink, by Message-ID and recipient. */
export function countMail(rows: readonly OutboxRow[], sink: CountingSink): MailCounts {
  const queued = rows.filter((row) => row.status !== "held" && row.status !== "skipped");
  let delivered = 0;
  const duplicatedIds: string[] = [];
  for (const row of queued) {
    const times =
      sink.deliveries.get(deliveryKey(messageIdFor(row.id, FAULT_ENV.MAIL_FROM!), row.to)) ?? 0;
    if (times > 0) delivered++;
    if (times > 1) duplicatedIds.push(row.id);
  }
  return {
    queued: queued.length,
    delivered,
    duplicated: duplicatedIds.length,
    duplicatedIds,
    missing: queued.length - delivered,
    failed: rows.filter((row) => row.status === "failed").length,
  };
}

/** Waits until every queued row of `rows` reached the sink (or the time is up). */
/**
 * The outbox once no row is pending or being sent: a mail that was in the
 * killed server's hands stays `sending` until its lease runs out
 * (MAIL_LEASE_SECONDS on PostgreSQL), then is sent again.
 */
export async function settledOutbox(
  read: () => Promise<OutboxRow[]>,
  timeoutMs: number,
): Promise<OutboxRow[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const rows = await read();
    const busy = rows.some((row) => row.status === "pending" || row.status === "sending");
    if (!busy || Date.now() > deadline) return rows;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

export async function waitForDelivery(
  rows: readonly OutboxRow[],
  sink: CountingSink,
  timeoutMs: number,
): Promise<MailCounts> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const counts = countMail(rows, sink);
    if (counts.missing === 0 || Date.now() > deadline) return counts;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
