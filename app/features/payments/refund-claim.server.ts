import { and, eq, isNull, lt, or } from "drizzle-orm";
import { onlinePayments } from "#server/db/schema";
import { getDb } from "#server/runtime";

/** How long a refund being asked of Stripe keeps others out (Stripe answers within its timeout). */
const REFUND_CLAIM_MS = 2 * 60_000;

/**
 * Takes the payment's refund turn: one refund at a time per payment. A second click while the
 * first is asking Stripe finds the claim and is told so; a claim left by a crash lapses.
 */
export async function claimRefund(paymentId: string, now: Date) {
  const [claimed] = await getDb()
    .update(onlinePayments)
    .set({ refundClaimedAt: now })
    .where(
      and(
        eq(onlinePayments.id, paymentId),
        or(
          isNull(onlinePayments.refundClaimedAt),
          lt(onlinePayments.refundClaimedAt, new Date(now.getTime() - REFUND_CLAIM_MS)),
        ),
      ),
    )
    .returning();
  return claimed ?? null;
}

export async function releaseRefund(paymentId: string) {
  await getDb()
    .update(onlinePayments)
    .set({ refundClaimedAt: null })
    .where(eq(onlinePayments.id, paymentId));
}
