import { and, asc, eq, gt, gte, inArray, lt, lte, or, sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { Db } from "#server/db/client";
import { emailOutbox } from "#server/db/schema";

export type OutboxRow = typeof emailOutbox.$inferSelect;

/** The worker's settings that its claims read. */
export interface ClaimSettings {
  batchSize: number;
  leaseMs: number;
  maxAttempts: number;
}

/** How a worker takes rows of the outbox: due ones, and those a dead worker left behind. */
export function outboxClaims(db: Db, settings: ClaimSettings, log: Logger) {
  /** Claims up to batchSize due rows: pending and due, or sending with an expired lease. */
  async function claim(): Promise<OutboxRow[]> {
    const due = db
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(
        or(
          and(eq(emailOutbox.status, "pending"), lte(emailOutbox.nextAttemptAt, sql`now()`)),
          and(
            eq(emailOutbox.status, "sending"),
            lte(emailOutbox.leaseExpiresAt, sql`now()`),
            lt(emailOutbox.attempts, settings.maxAttempts),
          ),
        ),
      )
      .orderBy(asc(emailOutbox.nextAttemptAt))
      .limit(settings.batchSize)
      .for("update", { skipLocked: true });
    return db
      .update(emailOutbox)
      .set({
        status: "sending",
        attempts: sql`${emailOutbox.attempts} + 1`,
        leaseExpiresAt: sql`now() + ${settings.leaseMs} * interval '1 millisecond'`,
        updatedAt: sql`now()`,
      })
      .where(inArray(emailOutbox.id, due))
      .returning();
  }

  /**
   * A row whose last allowed attempt was interrupted (its worker died, maybe
   * because of that very message) is not taken again: it is `failed`, so a
   * message that crashes the process cannot do so forever.
   */
  async function failAbandoned(): Promise<void> {
    const abandoned = await db
      .update(emailOutbox)
      .set({
        status: "failed",
        leaseExpiresAt: null,
        lastError: sql`concat_ws(' / ', 'The last attempt was interrupted (the worker stopped mid-send)', ${emailOutbox.lastError})`,
        updatedAt: sql`now()`,
      })
      .where(
        and(
          eq(emailOutbox.status, "sending"),
          lte(emailOutbox.leaseExpiresAt, sql`now()`),
          gte(emailOutbox.attempts, settings.maxAttempts),
        ),
      )
      .returning({ id: emailOutbox.id });
    for (const row of abandoned)
      log.error({ id: row.id }, "Mail failed for good: its last attempt was interrupted");
  }

  /** Ends the leases of rows a dead process left `sending` (sole worker only; see `soleWorker`). */
  async function releaseAbandoned(): Promise<void> {
    const released = await db
      .update(emailOutbox)
      .set({ leaseExpiresAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(emailOutbox.status, "sending"), gt(emailOutbox.leaseExpiresAt, sql`now()`)))
      .returning({ id: emailOutbox.id });
    if (released.length > 0)
      log.warn(
        { ids: released.map((row) => row.id) },
        "Mails were being sent when the server last stopped; sending them again",
      );
  }

  return { claim, failAbandoned, releaseAbandoned };
}
