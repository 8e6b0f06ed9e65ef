import { sql, type SQL } from "drizzle-orm";
import type { RequestHandler } from "express";
import type { Db, Tx } from "#server/db/client";
import { logger } from "#server/logger";

/**
 * Fixed-window rate limits kept in the database (`rate_limits`), so every
 * app instance shares the same counters. A window is aligned to the epoch
 * (`floor(now / window) * window`), which lets all instances agree on it
 * without coordination.
 */
export interface RateLimitRule {
  /** What is limited, e.g. "send-email" or "form:contact". */
  bucket: string;
  /** Who is limited, usually the client address. */
  key: string;
  /** Hits allowed per window; Infinity turns the limit off (nothing is counted). */
  limit: number;
  /** Window length; at most one day (older windows are pruned). */
  windowSeconds: number;
  /** Hits this call counts (default 1): a booking of five seats is five. */
  cost?: number;
}

export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until the current window ends (0 when allowed). */
  retryAfterSeconds: number;
  /** Hits counted in the window, this call's included (0 when the limit is off). */
  hits: number;
}

/** The longest window a rule may have; rows older than it can go. */
export const MAX_WINDOW_SECONDS = 86_400;
const PRUNE_EVERY_MS = 5 * 60_000;
// Keys are caller-chosen (addresses, e-mails): bounded so a hostile value cannot bloat the table.
const MAX_KEY_LENGTH = 200;

/**
 * Counts one hit and says whether it is within the limit. One atomic
 * upsert: concurrent requests on any instance each get a distinct count, so
 * exactly `limit` hits per window are allowed. Inside a transaction the hit
 * counts only if the transaction commits.
 */
export async function consumeRateLimit(db: Db | Tx, rule: RateLimitRule): Promise<RateLimitResult> {
  if (rule.limit === Number.POSITIVE_INFINITY)
    return { allowed: true, retryAfterSeconds: 0, hits: 0 };
  const cost = rule.cost ?? 1;
  if (!Number.isInteger(cost) || cost < 0) throw new RangeError("cost must be a whole number ≥ 0");
  if (!Number.isInteger(rule.limit) || rule.limit < 0)
    throw new RangeError("limit must be a whole number ≥ 0, or Infinity");
  checkWindowSeconds(rule.windowSeconds);
  const key = rule.key.slice(0, MAX_KEY_LENGTH);
  const window = rule.windowSeconds;
  const result = await db.execute<{ hits: number; retry_after: number }>(sql`
    insert into rate_limits (bucket, key, window_start, hits)
    values (
      ${rule.bucket},
      ${key},
      to_timestamp(floor(extract(epoch from now()) / ${window}::int) * ${window}::int),
      ${cost}::int
    )
    on conflict (bucket, key, window_start) do update set hits = rate_limits.hits + ${cost}::int
    returning hits, ${secondsLeft(sql`window_start`, window)} as retry_after
  `);
  const row = upsertedRow(result.rows, "rate limit");
  await maybePrune(db);
  const allowed = Number(row.hits) <= rule.limit;
  return {
    allowed,
    retryAfterSeconds: allowed ? 0 : Math.max(1, Number(row.retry_after)),
    hits: Number(row.hits),
  };
}

/** Throws unless `seconds` is a whole number of seconds from 1 to a day. */
export function checkWindowSeconds(seconds: number): void {
  if (!Number.isInteger(seconds) || seconds < 1 || seconds > MAX_WINDOW_SECONDS) {
    throw new RangeError(`windowSeconds must be a whole number from 1 to ${MAX_WINDOW_SECONDS}`);
  }
}

/** SQL: `seconds` as an interval, for arithmetic on timestamps. */
export const secondsInterval = (seconds: number): SQL => sql`${seconds}::int * interval '1 second'`;

/**
 * SQL: the whole seconds from now until `seconds` after `since`, the wait a refused caller is
 * told (Retry-After); at or below zero once that moment has passed.
 */
export const secondsLeft = (since: SQL, seconds: number): SQL =>
  sql`ceil(extract(epoch from (${since} + ${secondsInterval(seconds)} - now())))::int`;

/** The row an `insert … on conflict do update … returning` always gives back. */
export function upsertedRow<Row>(rows: readonly Row[], counter: string): Row {
  const row = rows[0];
  if (!row) throw new Error(`${counter} upsert returned no row`);
  return row;
}

/**
 * Deletes the rows of a counting table whose `instant` column is more than `seconds` old, and
 * says how many went (the count is made in the database: a prune may remove many rows).
 */
export async function deleteOlderThan(
  db: Db | Tx,
  table: SQL,
  instant: SQL,
  seconds: number,
): Promise<number> {
  const result = await db.execute<{ n: number }>(sql`
    with gone as (
      delete from ${table}
      where ${instant} < now() - ${secondsInterval(seconds)}
      returning 1
    )
    select count(*)::int as n from gone
  `);
  return Number(result.rows[0]?.n ?? 0);
}

/**
 * `prune` run at most every few minutes per process: a counting table stays
 * small without a scheduled job.
 */
export function pruneNowAndThen<D>(prune: (db: D) => Promise<unknown>) {
  let lastPrune = 0;
  return async (db: D, now = Date.now()): Promise<void> => {
    if (now - lastPrune < PRUNE_EVERY_MS) return;
    lastPrune = now;
    await prune(db);
  };
}

/** Deletes windows that ended more than a day ago. */
const maybePrune = pruneNowAndThen(pruneRateLimits);

export function pruneRateLimits(db: Db | Tx): Promise<number> {
  return deleteOlderThan(db, sql`rate_limits`, sql`window_start`, 2 * MAX_WINDOW_SECONDS);
}

export interface RateLimitMiddlewareOptions {
  bucket: string;
  limit: number;
  windowSeconds: number;
  /** The database, looked up per request (the runtime opens it at boot). */
  db: () => Db;
  /** Who a request counts against; default the client address (proxy-aware with TRUST_PROXY). */
  key?: (req: Parameters<RequestHandler>[0]) => string;
}

/**
 * Express middleware: 429 with Retry-After and a JSON body once a client
 * exceeds the limit. It runs before the body is read, so a flood costs one
 * upsert per request.
 */
export function rateLimit(options: RateLimitMiddlewareOptions): RequestHandler {
  const keyOf = options.key ?? ((req) => req.ip ?? req.socket.remoteAddress ?? "unknown");
  return async (req, res, next) => {
    try {
      const { allowed, retryAfterSeconds } = await consumeRateLimit(options.db(), {
        bucket: options.bucket,
        key: keyOf(req),
        limit: options.limit,
        windowSeconds: options.windowSeconds,
      });
      res.setHeader("RateLimit-Policy", `${options.limit};w=${options.windowSeconds}`);
      if (allowed) return next();
      logger.warn({ bucket: options.bucket, key: keyOf(req) }, "Rate limit exceeded");
      res.setHeader("Retry-After", String(retryAfterSeconds));
      res.status(429).json({ ok: false, error: "rate_limited", retryAfterSeconds });
    } catch (error) {
      next(error);
    }
  };
}
