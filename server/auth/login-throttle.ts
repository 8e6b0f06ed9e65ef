import { sql } from "drizzle-orm";
import type { Db, Tx } from "#server/db/client";
import {
  checkWindowSeconds,
  deleteOlderThan,
  MAX_WINDOW_SECONDS,
  pruneNowAndThen,
  secondsInterval,
  secondsLeft,
  upsertedRow,
} from "#server/http/rate-limit";

/**
 * Sign-in throttling, kept in `login_throttle` so every app
 * instance shares it.
 *
 * An attempt is taken *before* the password is checked, in one atomic upsert
 * per rule, so parallel requests each see a distinct count and no more than
 * `limit` of them ever reach the password check. The lockout slides: it
 * lasts `windowSeconds` from the last *allowed* failure, refused attempts do
 * not move it, and the count starts again once a whole window passes without
 * an allowed failure. A fixed window (rate_limits) would let a guesser who
 * times the window's edge try 2 × limit passwords in a few seconds.
 */
export interface ThrottleRule {
  /** What is limited, e.g. "admin-login:address-email". */
  bucket: string;
  /** Who is limited, e.g. the client address and e-mail. */
  key: string;
  /** Failures allowed; the next attempt is refused until the lockout ends. */
  limit: number;
  windowSeconds: number;
}

export type ThrottleResult =
  { allowed: true } | { allowed: false; rule: ThrottleRule; retryAfterSeconds: number };

// Keys carry caller-chosen text (e-mails): bounded so a hostile value cannot bloat the table.
const MAX_KEY_LENGTH = 300;

function checkRule(rule: ThrottleRule): void {
  if (!Number.isInteger(rule.limit) || rule.limit < 1)
    throw new RangeError("limit must be a whole number ≥ 1");
  checkWindowSeconds(rule.windowSeconds);
}

const keyOf = (rule: ThrottleRule) => rule.key.slice(0, MAX_KEY_LENGTH);

/**
 * Takes one attempt under `rule`. The count never goes past limit + 1 (the
 * "refused" mark), so a flood of refused attempts cannot grow it, and a
 * give-back from that state frees exactly one of the counted failures.
 */
async function takeOne(
  db: Db | Tx,
  rule: ThrottleRule,
): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
  const window = rule.windowSeconds;
  const expired = sql`login_throttle.last_failure_at <= now() - ${secondsInterval(window)}`;
  const next = sql`case when ${expired} then 1 else least(login_throttle.failures + 1, ${rule.limit}::int + 1) end`;
  const result = await db.execute<{ failures: number; retry_after: number }>(sql`
    insert into login_throttle (bucket, key, failures, last_failure_at)
    values (${rule.bucket}, ${keyOf(rule)}, 1, now())
    on conflict (bucket, key) do update set
      failures = ${next},
      last_failure_at = case when ${next} <= ${rule.limit}::int then now() else login_throttle.last_failure_at end
    returning failures, ${secondsLeft(sql`last_failure_at`, window)} as retry_after
  `);
  const row = upsertedRow(result.rows, "login throttle");
  const allowed = Number(row.failures) <= rule.limit;
  // now() is the transaction's start: one that waited for the row lock may be
  // older than the failure it waited for, hence the clamp to the window.
  const retryAfterSeconds = allowed ? 0 : Math.min(window, Math.max(1, Number(row.retry_after)));
  return { allowed, retryAfterSeconds };
}

class Refused extends Error {
  constructor(readonly result: ThrottleResult) {
    super("login attempt refused");
  }
}

/**
 * Takes one attempt under every rule, all or nothing: if any rule refuses,
 * the transaction is rolled back, so a refused attempt counts nowhere (and
 * does not extend any lockout). Rules are always taken in the given order,
 * so concurrent callers lock rows in the same order and cannot deadlock.
 */
export async function consumeLoginAttempt(
  db: Db,
  rules: readonly ThrottleRule[],
): Promise<ThrottleResult> {
  rules.forEach(checkRule);
  try {
    await db.transaction(async (tx) => {
      for (const rule of rules) {
        const taken = await takeOne(tx, rule);
        if (!taken.allowed) {
          throw new Refused({ allowed: false, rule, retryAfterSeconds: taken.retryAfterSeconds });
        }
      }
    });
  } catch (error) {
    if (error instanceof Refused) return error.result;
    throw error;
  }
  await maybePrune(db);
  return { allowed: true };
}

/**
 * Gives back an attempt taken by consumeLoginAttempt that turned out not to
 * be a failure (the right password, or no password check at all). From the
 * refused mark (limit + 1) it steps back to limit − 1, as that mark stood
 * for `limit` counted failures.
 */
export async function giveBackLoginAttempt(db: Db, rules: readonly ThrottleRule[]): Promise<void> {
  for (const rule of rules) {
    await db.execute(sql`
      update login_throttle
      set failures = greatest(least(failures, ${rule.limit}::int) - 1, 0)
      where bucket = ${rule.bucket} and key = ${keyOf(rule)}
    `);
  }
}

const maybePrune = pruneNowAndThen((db: Db) => pruneLoginThrottle(db));

/**
 * Deletes rows whose last failure is older than `windowSeconds` (by default
 * the longest window any rule may have): such a row restarts at 1 on its
 * next attempt, exactly as a missing one would.
 */
export function pruneLoginThrottle(
  db: Db | Tx,
  windowSeconds = MAX_WINDOW_SECONDS,
): Promise<number> {
  return deleteOlderThan(db, sql`login_throttle`, sql`last_failure_at`, windowSeconds);
}
