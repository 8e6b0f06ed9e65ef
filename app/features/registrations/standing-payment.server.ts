import { and, desc, eq, isNull } from "drizzle-orm";
import type { Tx } from "#server/db/client";
import { registrationPayments } from "#server/db/schema";

/**
 * The payment a seat stands on: its latest one not voided, or null. What an invoice issued
 * for a paid seat names, and what undoing the payment voids.
 */
export async function standingPayment(tx: Tx, registrationId: string) {
  const [payment] = await tx
    .select()
    .from(registrationPayments)
    .where(
      and(
        eq(registrationPayments.registrationId, registrationId),
        isNull(registrationPayments.voidedAt),
      ),
    )
    .orderBy(desc(registrationPayments.createdAt))
    .limit(1);
  return payment ?? null;
}
