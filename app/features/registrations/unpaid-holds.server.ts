import { and, eq, gt, gte, inArray, isNotNull, lte, sql } from "drizzle-orm";
import type { Tx } from "#server/db/client";
import { countRows } from "#server/db/rows";
import { masterclasses, rateLimits, registrations } from "#server/db/schema";
import { calendarDateKey } from "#common/dates";
import { trustSettings } from "./booking-trust.server";

/**
 * What seats waiting for an online payment may take, and who is not offered
 * a seat again the day their own hold lapsed
 * (docs/decisions/0049-unpaid-holds-and-squatting.md). Every count here runs
 * under the course lock its caller took.
 */

/**
 * Which client address sent a registration. Kept beside the per-address
 * counters in `rate_limits` (pruned after two days, like them), so the
 * address is never stored on the registration itself.
 */
const CLIENT_BUCKET = "registration-client";
const clientKey = (registrationId: string, clientAddress: string) =>
  `${registrationId}>${clientAddress.slice(0, 150)}`;

/**
 * Whether client addresses tell visitors apart here: not with
 * MAX_UNPAID_HOLDS_PER_CLIENT off (a deployment, or a test, where many people
 * share one address); then only the e-mail is held to the lapsed-hold rule.
 */
const byClient = () => trustSettings().maxUnpaidHoldsPerClient !== Number.POSITIVE_INFINITY;

/** Notes which client address sent these registrations (nothing without one). */
export async function rememberClient(
  tx: Tx,
  registrationIds: readonly string[],
  clientAddress: string | undefined,
): Promise<void> {
  if (!clientAddress || registrationIds.length === 0 || !byClient()) return;
  await tx
    .insert(rateLimits)
    .values(
      registrationIds.map((id) => ({
        bucket: CLIENT_BUCKET,
        key: clientKey(id, clientAddress),
        windowStart: sql`now()`,
        hits: 1,
      })),
    )
    .onConflictDoNothing();
}

/** The client address each of these registrations came from, when it is still known. */
async function clientsOf(tx: Tx, registrationIds: readonly string[]): Promise<Map<string, string>> {
  if (registrationIds.length === 0) return new Map();
  const rows = await tx
    .select({ key: rateLimits.key })
    .from(rateLimits)
    .where(
      and(
        eq(rateLimits.bucket, CLIENT_BUCKET),
        inArray(sql`split_part(${rateLimits.key}, '>', 1)`, [...registrationIds]),
      ),
    );
  const clients = new Map<string, string>();
  for (const { key } of rows) {
    const at = key.indexOf(">");
    clients.set(key.slice(0, at), key.slice(at + 1));
  }
  return clients;
}

/** A seat held now for a payment that has not come (yet). */
const unpaidHold = (now: Date) =>
  and(
    eq(registrations.productType, "masterclass"),
    eq(registrations.status, "registered"),
    isNotNull(registrations.paymentHoldUntil),
    gt(registrations.paymentHoldUntil, now),
  );

/**
 * Whether a Pay now arrival may hold a seat for its payment: the course's
 * seats held unpaid stay within half of those not firmly taken (rounded up,
 * at least one), and the client address holds fewer than
 * MAX_UNPAID_HOLDS_PER_CLIENT unpaid seats across the site.
 */
export async function unpaidHoldAllowed(
  tx: Tx,
  course: Pick<typeof masterclasses.$inferSelect, "id" | "classSize">,
  clientAddress: string | undefined,
  now: Date,
): Promise<boolean> {
  const [counts] = await tx
    .select({
      taken: sql<number>`count(*) filter (where ${registrations.status} in ('registered', 'confirmed', 'offered'))::int`,
      unpaid: sql<number>`count(*) filter (where ${unpaidHold(now)})::int`,
    })
    .from(registrations)
    .where(
      and(eq(registrations.productType, "masterclass"), eq(registrations.productId, course.id)),
    );
  const unpaid = counts?.unpaid ?? 0;
  const forSale = course.classSize - ((counts?.taken ?? 0) - unpaid);
  if (unpaid >= Math.max(1, Math.ceil(forSale / 2))) return false;
  const perClient = trustSettings().maxUnpaidHoldsPerClient;
  if (!clientAddress || !byClient()) return true;
  const held = await countRows(
    tx,
    registrations,
    and(
      unpaidHold(now),
      sql`exists (select 1 from ${rateLimits} where ${rateLimits.bucket} = ${CLIENT_BUCKET} and ${rateLimits.key} = ${registrations.id}::text || '>' || ${clientAddress.slice(0, 150)})`,
    ),
  );
  return held < perClient;
}

/** Midnight in Malaysia that began the day of `now`. */
const malaysianDayStart = (now: Date) => new Date(`${calendarDateKey(now)}T00:00:00+08:00`);

/**
 * The e-mail addresses and client addresses that let a payment hold on this
 * course lapse today (Malaysian day): a lapsed hold keeps its
 * `payment_hold_until`, and was cancelled at or after it.
 */
export async function lapsedToday(
  tx: Tx,
  courseId: string,
  now: Date,
): Promise<{ emails: Set<string>; clients: Set<string> }> {
  const lapsed = await tx
    .select({ id: registrations.id, email: registrations.email })
    .from(registrations)
    .where(
      and(
        eq(registrations.productId, courseId),
        eq(registrations.status, "cancelled"),
        isNotNull(registrations.paymentHoldUntil),
        lte(registrations.paymentHoldUntil, registrations.cancelledAt),
        gte(registrations.cancelledAt, malaysianDayStart(now)),
      ),
    );
  const clients = byClient()
    ? await clientsOf(
        tx,
        lapsed.map((row) => row.id),
      )
    : new Map<string, string>();
  return {
    emails: new Set(lapsed.map((row) => row.email.trim().toLowerCase())),
    clients: new Set(clients.values()),
  };
}

/**
 * The waiting people who may be offered a seat: those whose e-mail or client
 * address let a payment hold on the course lapse today (`lapsedToday`) wait
 * until tomorrow.
 */
export async function offerable<T extends { id: string; email: string }>(
  tx: Tx,
  lapsed: { emails: Set<string>; clients: Set<string> },
  waiting: readonly T[],
): Promise<T[]> {
  if (lapsed.emails.size === 0) return [...waiting];
  const clients = await clientsOf(
    tx,
    waiting.map((row) => row.id),
  );
  return waiting.filter((row) => {
    if (lapsed.emails.has(row.email.trim().toLowerCase())) return false;
    const client = clients.get(row.id);
    return client === undefined || !lapsed.clients.has(client);
  });
}
