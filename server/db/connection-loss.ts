/**
 * Telling a lost database connection from a failed statement, and riding out
 * the first. While PostgreSQL restarts (a failover, an upgrade, a crash) every
 * statement fails for a few seconds with one of the errors below; the pool
 * then opens fresh connections by itself. A visitor's submission made in that
 * window is retried instead of being answered with an error: the lead
 * transactions start by claiming their fingerprint or idempotency key, so a
 * retry after a COMMIT whose answer was lost finds the first one and stores
 * nothing twice.
 */

/** SQLSTATEs of a connection that was closed, refused or not yet accepted. */
const CONNECTION_SQLSTATES = new Set([
  "57P01", // admin_shutdown: the server is stopping (fast or smart shutdown)
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now: starting up or shutting down
  "08000", // connection_exception
  "08001", // sqlclient_unable_to_establish_sqlconnection
  "08003", // connection_does_not_exist
  "08004", // sqlserver_rejected_establishment_of_sqlconnection
  "08006", // connection_failure
]);

/** Socket errors of node-postgres while the server is down or restarting. */
const SOCKET_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT", "EHOSTUNREACH"]);

/** node-postgres and its pool say these in plain words, without a code. */
const CONNECTION_MESSAGES = [
  /connection terminated/i,
  /not queryable/i,
  /timeout exceeded when trying to connect/i,
];

/**
 * Whether the error (or one it wraps: Drizzle's query errors carry the
 * driver's as `cause`, a refused connection to "localhost" is an
 * AggregateError of one per address) means the connection was lost.
 */
export function isConnectionLoss(error: unknown, depth = 0): boolean {
  if (depth > 5 || !error || typeof error !== "object") return false;
  const { code, message, cause } = error as { code?: unknown; message?: unknown; cause?: unknown };
  if (typeof code === "string" && (CONNECTION_SQLSTATES.has(code) || SOCKET_CODES.has(code)))
    return true;
  // A pool that was ended is our own shutdown, not an outage: never retried.
  if (typeof message === "string" && /after calling end/i.test(message)) return false;
  if (typeof message === "string" && CONNECTION_MESSAGES.some((pattern) => pattern.test(message)))
    return true;
  if (error instanceof AggregateError && error.errors.some((e) => isConnectionLoss(e, depth + 1)))
    return true;
  return isConnectionLoss(cause, depth + 1);
}

export interface RetryOptions {
  /** Give up (rethrow the last error) once this much time has passed. Default 20 s. */
  budgetMs?: number;
  /** First pause between attempts, doubled each time up to 2 s. Default 200 ms. */
  firstDelayMs?: number;
  /** Told about each retry, for the log. */
  onRetry?: (error: unknown, attempt: number) => void;
}

/**
 * Runs `work` and runs it again while it fails because the connection was
 * lost, within a time budget. Any other error is thrown at once. `work` must
 * be safe to repeat (one transaction that claims an idempotency key first).
 */
export async function retryOnConnectionLoss<T>(
  work: () => Promise<T>,
  options: RetryOptions = {},
): Promise<T> {
  const budgetMs = options.budgetMs ?? 20_000;
  let delay = options.firstDelayMs ?? 200;
  const deadline = Date.now() + budgetMs;
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (!isConnectionLoss(error) || Date.now() + delay > deadline) throw error;
      options.onRetry?.(error, attempt);
      await new Promise((resolve) => setTimeout(resolve, delay));
      delay = Math.min(delay * 2, 2_000);
    }
  }
}
