import { z } from "zod";
import type { Tx } from "#server/db/client";
import type { bookOrderDeliveries, registrations } from "#server/db/schema";
import { enqueueFormEmails } from "#server/email/outbox";
import { clip, priceLabel } from "#server/email/templates/format";
import { Callout, CtaButton, Details, H1, P, Strong } from "#server/email/templates/layout";
import type { EmailContent, RenderContext } from "#server/email/templates/types";
import { REFERENCE_PATTERN } from "#server/leads/reference";
import { leadRef } from "#server/leads/spam";
import { BOOK_FORMAT_LABELS } from "#app/features/books/book-format";
import { trackingLink } from "#app/features/books/couriers";
import { addressLines } from "#app/features/books/delivery-address";
import { QuestionsLine } from "#app/features/mail/mail-parts.server";
import { definePersonMail } from "#app/features/mail/team-mail.server";

/**
 * The buyer's mail when the team confirms a book order's payment or cancels
 * it. The registration mails speak of seats and courses, which a book has
 * not, so book orders have their own internal mail type
 * (`INTERNAL_MAIL_TYPES`): queued through the outbox in the transaction that
 * changes the order, never accepted by the public send-email endpoint. The
 * title and price are the order's own snapshot: what the buyer agreed to,
 * even if the book has changed since.
 */

export const BOOK_ORDER_EVENTS = ["confirmed", "cancelled", "shipped"] as const;
export type BookOrderEvent = (typeof BOOK_ORDER_EVENTS)[number];

export const bookOrderMailSchema = z.object({
  event: z.enum(BOOK_ORDER_EVENTS),
  reference: z.string().regex(REFERENCE_PATTERN),
  // Stored values, read back from the order: a limit to keep a row sane, not a form rule.
  name: z.string().trim().min(1).max(400),
  email: z.email(),
  bookTitle: z.string().trim().min(1).max(600),
  price: z
    .string()
    .regex(/^\d{1,8}(\.\d{1,2})?$/)
    .nullable(),
  // Absent on an order placed before formats existed.
  format: z.enum(["paperback", "ebook"]).optional(),
  address: z.array(z.string().max(300)).max(6).nullable().optional(),
  // A shipped parcel: the courier as the team typed it, its number, and (for a courier we
  // know) its tracking page, built by us from the number.
  courier: z.string().max(60).optional(),
  trackingNumber: z
    .string()
    .regex(/^[A-Za-z0-9-]{1,40}$/)
    .optional(),
  trackingUrl: z
    .url({ protocol: /^https$/ })
    .max(300)
    .nullable()
    .optional(),
});

export type BookOrderMailData = z.output<typeof bookOrderMailSchema>;

const SUBJECTS: Record<BookOrderEvent, string> = {
  confirmed: "Book order confirmed, payment received",
  cancelled: "Book order cancelled",
  shipped: "Book order shipped",
};

const HEADLINES: Record<BookOrderEvent, string> = {
  confirmed: "Your order is confirmed",
  cancelled: "Your order is cancelled",
  shipped: "Your book is on its way",
};

function lead(data: BookOrderMailData) {
  switch (data.event) {
    case "confirmed":
      return (
        <>
          We have received your payment for <Strong>{data.bookTitle}</Strong>. Thank you!
        </>
      );
    case "cancelled":
      return (
        <>
          Your order of <Strong>{data.bookTitle}</Strong> is cancelled. If you have already paid,
          our team will contact you about the refund.
        </>
      );
    case "shipped":
      return (
        <>
          We have posted <Strong>{data.bookTitle}</Strong> with {data.courier}. Your tracking number
          is <Strong>{data.trackingNumber}</Strong>.
        </>
      );
  }
}

const STATUS_WORDS: Record<BookOrderEvent, string> = {
  confirmed: "Paid",
  cancelled: "Cancelled",
  shipped: "Shipped",
};

function render(data: BookOrderMailData, ctx: RenderContext): EmailContent {
  const { event } = data;
  return {
    subject: clip(`${SUBJECTS[event]}: ${data.bookTitle}`, 120),
    preview: `${data.reference}. ${HEADLINES[event]}.`,
    kicker: SUBJECTS[event],
    body: (
      <>
        <H1>{`${HEADLINES[event]}, ${data.name}`}</H1>
        <P>{lead(data)}</P>
        {event === "shipped" && data.trackingUrl && (
          <CtaButton href={data.trackingUrl}>Track your parcel</CtaButton>
        )}
        {event === "confirmed" && (
          <Callout title="What happens next">
            {data.format === "ebook"
              ? "We send you the e-book by e-mail within 1 working day."
              : "We post the paperback within 2 working days and e-mail you its tracking number."}
          </Callout>
        )}
        <Details
          title="Your order"
          items={[
            { label: "Reference", value: data.reference },
            { label: "Book", value: data.bookTitle },
            { label: "Format", value: data.format ? BOOK_FORMAT_LABELS[data.format] : null },
            { label: "Price", value: priceLabel(data.price) },
            { label: "Status", value: STATUS_WORDS[event] },
            { label: "Deliver to", value: data.address?.join("\n") ?? null },
            { label: "Courier", value: data.courier ?? null },
            { label: "Tracking number", value: data.trackingNumber ?? null },
          ]}
        />
        <QuestionsLine reference={data.reference} />
        {event === "cancelled" && (
          <CtaButton href={`${ctx.siteUrl}/shop/books`} tone="secondary">
            Browse our books
          </CtaButton>
        )}
      </>
    ),
    footerNote: <>You receive this e-mail because you ordered a book on the AIHQ shop.</>,
  };
}

export const bookOrderMail = definePersonMail("book_order_update", bookOrderMailSchema, render, {
  // What the buyer typed (and the courier, which the team typed); the title and reference are ours.
  visitorText: ["name", "courier"],
});

type Order = typeof registrations.$inferSelect;
type Delivery = typeof bookOrderDeliveries.$inferSelect;

/**
 * Queues the buyer's mail in the caller's transaction, filed under the
 * order's lead (its detail page lists it with the order mail). Up to 20 a
 * day per address: only the team triggers these, and a buyer of several
 * books must hear about each one.
 */
export async function enqueueBookOrderMail(
  tx: Tx,
  order: Order,
  event: BookOrderEvent,
  delivery: Delivery | null = null,
): Promise<void> {
  // An erased buyer can no longer be reached: the order's status still changes.
  if (order.erasedAt !== null) return;
  const address = delivery && event !== "cancelled" ? addressLines(delivery) : [];
  const parcel =
    event === "shipped" && delivery?.courier && delivery.trackingNumber
      ? {
          courier: delivery.courier,
          trackingNumber: delivery.trackingNumber,
          trackingUrl: trackingLink(delivery.courier, delivery.trackingNumber),
        }
      : {};
  await enqueueFormEmails(
    tx,
    bookOrderMail,
    {
      event,
      reference: order.reference,
      name: order.name,
      email: order.email,
      bookTitle: order.productTitle,
      price: order.productPrice,
      format: delivery?.format,
      address: address.length > 0 ? address : null,
      ...parcel,
    },
    { recipients: "visitor", visitorMailsPerDay: 20, leadRef: leadRef("registration", order.id) },
  );
}
