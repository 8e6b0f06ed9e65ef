import { and, desc, eq, inArray } from "drizzle-orm";
import type { AdminUser } from "#server/auth/sessions";
import { onlinePayments } from "#server/db/schema";
import { getDb } from "#server/runtime";
import { conflict, notFound, ok, type ChangeOutcome } from "#common/outcome";
import { cancelWithRefund } from "./cancellation.server";
import type { RefundInput } from "./refund.schema";
import { toSen } from "./stripe-client.server";

/** The online payment of a registration that can still give money back, if any. */
export async function refundablePayment(registrationId: string) {
  const [payment] = await getDb()
    .select()
    .from(onlinePayments)
    .where(
      and(
        eq(onlinePayments.registrationId, registrationId),
        inArray(onlinePayments.status, ["paid", "partially_refunded"]),
      ),
    )
    .orderBy(desc(onlinePayments.paidAt))
    .limit(1);
  return payment ?? null;
}

/**
 * The team cancels a paid seat from the course page and gives back all or part of it: through
 * Stripe for a seat paid online, owed by bank transfer (with its credit note) for one the team
 * recorded. The one path of every cancellation with money, the registrant's own included
 * (cancelWithRefund): one refund at a time per payment, recorded with its credit note, the seat
 * cancelled in the same transaction.
 */
export async function cancelAndRefund(
  actor: AdminUser,
  courseId: string,
  input: RefundInput,
  now = new Date(),
): Promise<ChangeOutcome> {
  const outcome = await cancelWithRefund(
    { id: actor.id, email: actor.email },
    input.registrationId,
    { sen: toSen(input.amount) },
    now,
    { courseId },
  );
  if (outcome.ok) return ok(outcome.value.summary);
  const message = outcome.message ?? "Nothing was changed. Reload the list.";
  return outcome.reason === "not-found" ? notFound(message) : conflict(message);
}
