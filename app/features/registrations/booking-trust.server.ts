import { and, eq, ne, or, sql } from "drizzle-orm";
import type { Tx } from "#server/db/client";
import { registrationGroups, registrations } from "#server/db/schema";
import { consumeRateLimit } from "#server/http/rate-limit";
import { parseConfig } from "#server/config";
import { getConfig, isBooted } from "#server/runtime";

/**
 * What a stranger's request may cause before anyone has confirmed it
 * (docs/decisions/0028-seats-for-real-people.md): how many seats it holds at once,
 * and how many different people we mail because of it.
 */

const DAY_SECONDS = 86_400;

export function trustSettings() {
  // Outside a booted server (tests, scripts) the defaults are the configuration's own.
  const config = isBooted() ? getConfig() : parseConfig({});
  return {
    maxUnconfirmedSeats: config.maxUnconfirmedSeats,
    seatHoldMs: config.seatHoldMs,
    recipientsPerDay: config.visitorRecipientsPerDay,
    maxUnpaidHoldsPerClient: config.maxUnpaidHoldsPerClient,
  };
}

/** When a pending booking's hold ends: the hold period, but never after the course starts. */
export function holdDeadline(now: Date, courseStart: Date): Date {
  return new Date(
    Math.min(now.getTime() + trustSettings().seatHoldMs, courseStart.getTime() - 60_000),
  );
}

/**
 * Counts `seats` unconfirmed seats against the client address on this course
 * (a day's window) and says whether the address was already at its allowance
 * before this booking. Counted in the caller's transaction.
 */
export async function unconfirmedSeatsFrom(
  tx: Tx,
  courseId: string,
  clientAddress: string | undefined,
  seats: number,
): Promise<{ before: number; after: number; limit: number }> {
  const limit = trustSettings().maxUnconfirmedSeats;
  if (!clientAddress || limit === Number.POSITIVE_INFINITY) return { before: 0, after: 0, limit };
  const { hits } = await consumeRateLimit(tx, {
    bucket: `unconfirmed-seats:${courseId}`,
    key: clientAddress,
    limit,
    windowSeconds: DAY_SECONDS,
    cost: seats,
  });
  return { before: hits - seats, after: hits, limit };
}

/**
 * Counts the distinct people a request from this address would have us mail
 * today and says whether it stays within VISITOR_RECIPIENTS_PER_DAY. An
 * address already mailed today (by an earlier request from the same client)
 * is not counted twice. Both buckets' keys hold an e-mail address: erasure
 * deletes them (`forgetAddressInRateLimits`).
 */
export async function recipientsWithinAllowance(
  tx: Tx,
  clientAddress: string | undefined,
  emails: readonly string[],
): Promise<boolean> {
  const perDay = trustSettings().recipientsPerDay;
  if (!clientAddress || perDay === Number.POSITIVE_INFINITY) return true;
  let fresh = 0;
  for (const email of new Set(emails.map((e) => e.trim().toLowerCase()))) {
    const seen = await consumeRateLimit(tx, {
      bucket: "recipient-seen",
      key: `${clientAddress}>${email}`,
      limit: 1,
      windowSeconds: DAY_SECONDS,
    });
    if (seen.allowed) fresh++;
  }
  if (fresh === 0) return true;
  const { allowed } = await consumeRateLimit(tx, {
    bucket: "visitor-recipients",
    key: clientAddress,
    limit: perDay,
    windowSeconds: DAY_SECONDS,
    cost: fresh,
  });
  return allowed;
}

/** The spam reason of a booking held because it would mail too many people. */
export function recipientsHeldReason(): string {
  return `More than ${trustSettings().recipientsPerDay} different people would be mailed from one address today`;
}

/**
 * Whether the booker (by e-mail or organisation) already has a booking on
 * this course that is not cancelled: a second booking needs confirming.
 */
export async function bookerHasBooking(
  tx: Tx,
  courseId: string,
  booker: { email: string; org: string | null | undefined },
  exceptGroupId?: string,
): Promise<boolean> {
  const email = booker.email.trim().toLowerCase();
  const org = booker.org?.trim().toLowerCase() ?? "";
  const [group] = await tx
    .select({ id: registrationGroups.id })
    .from(registrationGroups)
    .where(
      and(
        eq(registrationGroups.masterclassId, courseId),
        sql`${registrationGroups.spamReason} IS NULL`,
        exceptGroupId ? ne(registrationGroups.id, exceptGroupId) : undefined,
        or(
          sql`lower(${registrationGroups.hrEmail}) = ${email}`,
          org ? sql`lower(trim(${registrationGroups.companyName})) = ${org}` : undefined,
        ),
        sql`EXISTS (SELECT 1 FROM ${registrations} WHERE ${registrations.groupId} = ${registrationGroups.id} AND ${registrations.status} <> 'cancelled')`,
      ),
    )
    .limit(1);
  return group !== undefined;
}
