import { eq } from "drizzle-orm";
import type { AdminUser } from "#server/auth/sessions";
import type { Tx } from "#server/db/client";
import { bookOrderDeliveries } from "#server/db/schema";
import { getDb } from "#server/runtime";
import { conflict, notFound, ok } from "#common/outcome";
import { recordAudit } from "#app/features/audit/audit.server";
import { knownCourier } from "#app/features/books/couriers";
import { enqueueBookOrderMail } from "./book-order-mail.server";
import { canDeliver, canShip, type BookOrderStatus } from "./book-orders";
import { lockOrder, NOT_FOUND, statusWord, type BookOrderOutcome } from "./book-orders.server";

/**
 * A paid paperback's steps: shipped (courier and tracking number, the buyer
 * mailed through the outbox) and delivered. Each step is checked against the
 * order as it is now, under its lock, and audited in the same transaction; no
 * step is skipped, and an e-book has none.
 */

function refusal(reference: string, format: string | null, status: string, step: Step) {
  if (format === "ebook") return `${reference} is an e-book: it is not shipped.`;
  if (step === "ship") {
    return status === "awaiting payment"
      ? `${reference} is not paid yet: confirm its payment before shipping it.`
      : `Only a paid paperback can be shipped; ${reference} is ${status}.`;
  }
  return `Only a shipped order can be marked delivered; ${reference} is ${status}.`;
}

type Step = "ship" | "deliver";
type Locked = NonNullable<Awaited<ReturnType<typeof lockOrder>>>;
type Delivery = NonNullable<Locked["delivery"]>;

/**
 * A step on an order in one transaction, under the order's lock: refused when
 * the order is gone, is suspected spam (before shipping), or is not where the
 * step starts.
 */
function takeStep(
  orderId: string,
  step: Step,
  work: (tx: Tx, order: Locked & { delivery: Delivery }) => Promise<BookOrderOutcome>,
): Promise<BookOrderOutcome> {
  return getDb().transaction(async (tx) => {
    const locked = await lockOrder(tx, orderId);
    if (!locked) return notFound(NOT_FOUND);
    const { row, delivery, status } = locked;
    if (step === "ship" && row.spamReason !== null) {
      return conflict(
        `${row.reference} is suspected spam: mark it 'Not spam' in the Spam folder first.`,
      );
    }
    const allowed = step === "ship" ? canShip : (now: BookOrderStatus) => canDeliver(now);
    if (!delivery || !status || !allowed(status, delivery.format)) {
      return conflict(
        refusal(row.reference, delivery?.format ?? null, statusWord(status, row.status), step),
      );
    }
    return work(tx, { row, delivery, status });
  });
}

/** Paid → shipped. A known courier is stored by its own name (so its tracking link is found). */
export function shipBookOrder(
  actor: AdminUser,
  orderId: string,
  parcel: { courier: string; trackingNumber: string },
  now = new Date(),
): Promise<BookOrderOutcome> {
  return takeStep(orderId, "ship", async (tx, { row }) => {
    const courier = knownCourier(parcel.courier)?.name ?? parcel.courier;
    const [shipped] = await tx
      .update(bookOrderDeliveries)
      .set({ courier, trackingNumber: parcel.trackingNumber, shippedAt: now })
      .where(eq(bookOrderDeliveries.registrationId, row.id))
      .returning();
    await enqueueBookOrderMail(tx, row, "shipped", shipped!);
    await recordAudit(tx, actor, {
      action: "book-order.ship",
      targetType: "registration",
      targetId: row.id,
      summary: `Shipped book order ${row.reference} (${row.productTitle}) by ${courier}, tracking ${parcel.trackingNumber}`,
      details: {
        reference: row.reference,
        bookId: row.productId,
        courier,
        trackingNumber: parcel.trackingNumber,
      },
    });
    return ok(`Shipped ${row.reference} by ${courier}`);
  });
}

/** Shipped → delivered: the last step (the buyer has the parcel; no mail). */
export function deliverBookOrder(
  actor: AdminUser,
  orderId: string,
  now = new Date(),
): Promise<BookOrderOutcome> {
  return takeStep(orderId, "deliver", async (tx, { row, delivery }) => {
    await tx
      .update(bookOrderDeliveries)
      .set({ deliveredAt: now })
      .where(eq(bookOrderDeliveries.registrationId, row.id));
    await recordAudit(tx, actor, {
      action: "book-order.deliver",
      targetType: "registration",
      targetId: row.id,
      summary: `Marked book order ${row.reference} (${row.productTitle}) delivered`,
      details: {
        reference: row.reference,
        bookId: row.productId,
        courier: delivery.courier,
        trackingNumber: delivery.trackingNumber,
      },
    });
    return ok(`${row.reference} is delivered`);
  });
}
