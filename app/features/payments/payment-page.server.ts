import { desc, eq } from "drizzle-orm";
import { data } from "react-router";
import { z } from "zod";
import { onlinePayments } from "#server/db/schema";
import { getDb } from "#server/runtime";
import { REFERENCE_PATTERN } from "#server/leads/reference";
import { formatMYR } from "#common/money";
import { formatTime } from "#common/dates";
import { findRegistration } from "#app/features/registrations/manage-registration.server";
import { checkPaymentLink } from "./payment-links.server";
import type { PaymentView } from "./payment-view";

const sessionIdSchema = z
  .string()
  .max(255)
  .regex(/^cs_[A-Za-z0-9_]+$/);

/** The one form of the payment page: try paying again. */
export const payAgainSchema = z.object({ intent: z.literal("pay") });

/**
 * What the payment pages show of one registration, for the holder of its
 * signed link (Stripe's return URLs carry it). Nothing here marks anything
 * paid: the page reads what the webhook stored. A forged or unknown link,
 * or a session id that is not this registration's, is a 404.
 */
export async function paymentView(
  reference: string,
  url: URL,
  now = new Date(),
  sessionId: string | null = null,
): Promise<PaymentView> {
  if (!REFERENCE_PATTERN.test(reference)) throw data(null, { status: 404 });
  if (checkPaymentLink(reference, url, now.getTime()) === "forged")
    throw data(null, { status: 404 });
  const db = getDb();
  const row = await findRegistration(reference);
  if (!row) throw data(null, { status: 404 });
  const payments = await db
    .select()
    .from(onlinePayments)
    .where(eq(onlinePayments.registrationId, row.id))
    .orderBy(desc(onlinePayments.createdAt));
  if (sessionId !== null) {
    const valid = sessionIdSchema.safeParse(sessionId);
    if (!valid.success || !payments.some((p) => p.sessionId === valid.data))
      throw data(null, { status: 404 });
  }
  const latest = sessionId ? payments.find((p) => p.sessionId === sessionId) : payments[0];
  const paid = payments.find((p) => p.paidAt !== null);
  const holdValid =
    row.status === "registered" &&
    (row.productType === "book" ||
      (row.paymentHoldUntil !== null && row.paymentHoldUntil.getTime() > now.getTime()));
  const sessionOpen =
    latest?.status === "open" && latest.expiresAt.getTime() > now.getTime() + 60_000;
  const state: PaymentView["state"] = paid
    ? paid.status === "refunded"
      ? "refunded"
      : "paid"
    : latest?.status === "failed"
      ? "failed"
      : row.status === "cancelled"
        ? "released"
        : "awaiting";
  return {
    reference: row.reference,
    title: row.productTitle,
    book: row.productType === "book",
    amount: row.productPrice ? formatMYR(row.productPrice) : null,
    state,
    holdUntil:
      row.productType === "masterclass" && row.paymentHoldUntil && holdValid
        ? formatTime(row.paymentHoldUntil)
        : null,
    canPay: state === "awaiting" && (holdValid || sessionOpen),
    // Back from Stripe with a session that is not settled yet: the webhook is on its way.
    confirming: sessionId !== null && state === "awaiting" && latest?.status === "open",
    self: `${url.pathname}${url.search}`,
    again: `${url.pathname.replace(/\/done$/, "")}?expires=${url.searchParams.get("expires") ?? ""}&sig=${url.searchParams.get("sig") ?? ""}`,
  };
}
