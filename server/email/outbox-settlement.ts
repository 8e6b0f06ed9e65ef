import { and, sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { Db } from "#server/db/client";
import { retryOnConnectionLoss } from "#server/db/connection-loss";
import { emailOutbox } from "#server/db/schema";
import { scrubErrorMessage } from "#server/logger";
import type { OutboxRow } from "./outbox-claims";
import type { MailTransport } from "./transport";

export type SentMail = Awaited<ReturnType<MailTransport["send"]>>;

/** The worker's settings that settling a send reads. */
export interface RetrySettings {
  maxAttempts: number;
  retryBaseMs: number;
  retryMaxMs: number;
}

/** Delay before the attempt after `attempts` failed ones: base, 2×base, 4×base … capped. */
export function retryDelayMs(attempts: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
}

function describeError(error: unknown): string {
  if (error instanceof Error) {
    const smtp = error as Error & { code?: string; responseCode?: number };
    const prefix = [smtp.code, smtp.responseCode].filter(Boolean).join(" ");
    return `${prefix ? `${prefix}: ` : ""}${error.message}`.slice(0, 2000);
  }
  return String(error).slice(0, 2000);
}

/** How a worker records a send: `sent`, or failed and retried later (or `failed` for good). */
export function outboxSettlement(db: Db, settings: RetrySettings, log: Logger) {
  /**
   * Marks a delivered mail `sent`. The mail is out, so this must not be taken for a failed
   * send: with the database away for a moment (a restart) the row would be retried and the
   * visitor mailed twice. A lost connection is ridden out as the lead transactions do, for as
   * long as the lease keeps the row this worker's; past that another claim may send it again
   * (at least once, same Message-ID).
   */
  async function recordSent(
    row: OutboxRow,
    mine: ReturnType<typeof and>,
    subject: string | null,
    sent: SentMail,
    leaseEndsAt: number,
  ): Promise<void> {
    try {
      const settled = await retryOnConnectionLoss(
        () =>
          db
            .update(emailOutbox)
            .set({
              status: "sent",
              messageId: sent.messageId,
              subject,
              rawMessage: sent.raw ?? null,
              sentAt: sql`now()`,
              leaseExpiresAt: null,
              lastError: null,
              updatedAt: sql`now()`,
            })
            .where(mine)
            .returning({ id: emailOutbox.id }),
        {
          budgetMs: leaseEndsAt - Date.now(),
          onRetry: (dbError, attempt) => {
            if (attempt === 1)
              log.warn(
                { err: dbError, id: row.id },
                "Sent a mail; recording it waits for the database",
              );
          },
        },
      );
      if (settled.length === 0)
        log.warn({ id: row.id }, "Sent a mail whose lease had already passed to another worker");
      else log.info({ id: row.id, formType: row.formType, role: row.recipientRole }, "Mail sent");
    } catch (dbError) {
      log.error(
        { err: dbError, id: row.id },
        "Sent a mail but could not record it; after its lease it may be sent again",
      );
    }
  }

  async function recordFailure(
    row: OutboxRow,
    mine: ReturnType<typeof and>,
    subject: string | null,
    error: unknown,
  ): Promise<void> {
    const final = row.attempts >= settings.maxAttempts;
    const delay = retryDelayMs(row.attempts, settings.retryBaseMs, settings.retryMaxMs);
    const message = describeError(error);
    await db
      .update(emailOutbox)
      .set({
        status: final ? "failed" : "pending",
        nextAttemptAt: final ? sql`now()` : sql`now() + ${delay} * interval '1 millisecond'`,
        leaseExpiresAt: null,
        lastError: message,
        subject,
        updatedAt: sql`now()`,
      })
      .where(mine)
      .catch((dbError: unknown) => {
        // The lease expires and the row is tried again: nothing is lost.
        log.error({ err: dbError, id: row.id }, "Could not record a failed send");
      });
    const level = final ? "error" : "warn";
    log[level](
      // SMTP refusals quote the recipient; the row id says which mail it was.
      {
        id: row.id,
        formType: row.formType,
        attempts: row.attempts,
        error: scrubErrorMessage(message),
        retryInMs: final ? undefined : delay,
      },
      final ? "Mail failed for good after the last attempt" : "Mail not sent; will retry",
    );
  }

  return { recordSent, recordFailure };
}
