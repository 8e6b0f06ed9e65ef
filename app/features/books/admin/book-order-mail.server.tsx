import { z } from "zod";
import type { Tx } from "#server/db/client";
import type { registrations } from "#server/db/schema";
import { defineInternalMail } from "#server/email/internal-mail";
import { enqueueFormEmails } from "#server/email/outbox";
import { clip, priceLabel } from "#server/email/templates/format";
import { Callout, CtaButton, Details, H1, Nowrap, P, Strong } from "#server/email/templates/layout";
import type { EmailContent, RenderContext } from "#server/email/templates/types";
import { REFERENCE_PATTERN } from "#server/leads/reference";
import { leadRef } from "#server/leads/spam";
import { business } from "#common/business";

/**
 * The buyer's mail when the team confirms a book order's payment or cancels
 * it. The registration mails speak of seats and courses, which a book has
 * not, so book orders have their own internal mail type
 * (`INTERNAL_MAIL_TYPES`): queued through the outbox in the transaction that
 * changes the order, never accepted by the public send-email endpoint. The
 * title and price are the order's own snapshot: what the buyer agreed to,
 * even if the book has changed since.
 */

export const BOOK_ORDER_EVENTS = ["confirmed", "cancelled"] as const;
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
});

export type BookOrderMailData = z.output<typeof bookOrderMailSchema>;

function render(data: BookOrderMailData, ctx: RenderContext): EmailContent {
  const confirmed = data.event === "confirmed";
  return {
    subject: clip(
      confirmed
        ? `Payment received, order confirmed: ${data.bookTitle}`
        : `Order cancelled: ${data.bookTitle}`,
      120,
    ),
    preview: `${data.reference}. ${confirmed ? "Your order is confirmed" : "Your order is cancelled"}.`,
    kicker: confirmed ? "Order confirmed" : "Order cancelled",
    body: (
      <>
        <H1>
          {confirmed
            ? `Your order is confirmed, ${data.name}`
            : `Your order is cancelled, ${data.name}`}
        </H1>
        <P>
          {confirmed ? (
            <>
              We have received your payment for <Strong>{data.bookTitle}</Strong>. Thank you!
            </>
          ) : (
            <>
              Your order of <Strong>{data.bookTitle}</Strong> is cancelled. If you have already
              paid, our team will contact you about the refund.
            </>
          )}
        </P>
        {confirmed && (
          <Callout title="What happens next">
            We send the digital edition by e-mail within 1 working day and post the paperback to
            you.
          </Callout>
        )}
        <Details
          title="Your order"
          items={[
            { label: "Reference", value: data.reference },
            { label: "Book", value: data.bookTitle },
            { label: "Price", value: priceLabel(data.price) },
            { label: "Status", value: confirmed ? "Paid" : "Cancelled" },
          ]}
        />
        <P>
          Questions? Just reply to this e-mail quoting {data.reference} or call us at{" "}
          <Nowrap>{business.phone}</Nowrap>.
        </P>
        {!confirmed && (
          <CtaButton href={`${ctx.siteUrl}/shop/books`} tone="secondary">
            Browse our books
          </CtaButton>
        )}
      </>
    ),
    footerNote: <>You receive this e-mail because you ordered a book on the AIHQ shop.</>,
  };
}

export const bookOrderMail = defineInternalMail({
  formType: "book_order_update",
  schema: bookOrderMailSchema,
  render,
  visitorAddress: (data) => data.email,
  visitorName: (data) => data.name,
  // What the buyer typed; the title and reference are ours.
  visitorText: ["name"],
});

type Order = typeof registrations.$inferSelect;

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
): Promise<void> {
  // An erased buyer can no longer be reached: the order's status still changes.
  if (order.erasedAt !== null) return;
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
    },
    { recipients: "visitor", visitorMailsPerDay: 20, leadRef: leadRef("registration", order.id) },
  );
}
