import type { Tx } from "#server/db/client";
import { retryOnConnectionLoss } from "#server/db/connection-loss";
import { logger } from "#server/logger";
import { getDb } from "#server/runtime";

/**
 * The one transaction that stores a visitor's submission, run again while
 * the database connection is lost (PostgreSQL restarting) or no pooled
 * connection frees up within the pool's 5 s (a database saturated by a
 * burst), for up to 45 s: the visitor waits instead of getting an error,
 * and nothing they sent is lost. Every caller claims its fingerprint or idempotency key first,
 * so a retry after a COMMIT whose answer never arrived stores nothing twice.
 */
export function leadTransaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
  return retryOnConnectionLoss(() => getDb().transaction(work), {
    budgetMs: 45_000,
    onRetry: (error, attempt) =>
      logger.warn(
        { attempt, error: error instanceof Error ? error.message : String(error) },
        "Database connection lost while storing a submission; retrying",
      ),
  });
}
