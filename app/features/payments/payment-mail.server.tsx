import { z } from "zod";
import type { Tx } from "#server/db/client";
import type { registrations } from "#server/db/schema";
import { enqueueFormEmails } from "#server/email/outbox";
import { clip, priceLabel } from "#server/email/templates/format";
import { Callout, Details, H1, P, Small } from "#server/email/templates/layout";
import type { EmailContent, RenderContext } from "#server/email/templates/types";
import { definePersonMail } from "#app/features/mail/team-mail.server";
import { REFERENCE_PATTERN } from "#server/leads/reference";
import { leadRef } from "#server/leads/spam";
import { getConfig } from "#server/runtime";

/**
 * The mails of online payment that the registration mails do not cover
 * (payment received is the registration's own "confirmed" mail): the
 * visitor's "your payment did not go through", and the team's "a payment
 * came after its seat was gone and was refunded". Internal mail type
 * `online_payment`, queued in the webhook's transaction.
 */
export const onlinePaymentMailSchema = z.object({
  event: z.enum(["failed", "late-refunded"]),
  reference: z.string().regex(REFERENCE_PATTERN),
  // Stored values read back from the registration: limits keep a row sane.
  name: z.string().trim().min(1).max(400),
  email: z.email(),
  title: z.string().trim().min(1).max(600),
  amount: z.string().regex(/^\d{1,8}(\.\d{1,2})?$/),
  paymentIntent: z.string().max(255).nullable(),
});

export type OnlinePaymentMailData = z.output<typeof onlinePaymentMailSchema>;

function render(data: OnlinePaymentMailData, ctx: RenderContext): EmailContent {
  if (data.event === "failed") {
    return {
      subject: `Payment not completed: ${clip(data.title, 80)}`,
      preview: "Your bank did not confirm the payment, so the seat was released.",
      kicker: "Payment not completed",
      body: (
        <>
          <H1>Your payment did not go through</H1>
          <P>Hello {data.name},</P>
          <P>
            Your bank did not confirm the payment of {priceLabel(data.amount)} for {data.title}, so
            nothing was charged and the seat we held for you has been released.
          </P>
          <P>
            You are welcome to register again on {ctx.siteUrl}, and pay by card, online banking or
            invoice.
          </P>
          <Small>Your reference: {data.reference}.</Small>
        </>
      ),
      footerNote: <>You receive this e-mail because you registered on our site.</>,
    };
  }
  return {
    subject: `Late payment refunded: ${data.reference}`,
    preview: `${data.reference} paid after its seat was released; the payment was refunded.`,
    kicker: "Online payment",
    body: (
      <>
        <H1>A late payment was refunded</H1>
        <Callout title="Refunded in full">
          {data.reference} paid {priceLabel(data.amount)} for {data.title} after its seat had gone
          back to the course, and no seat was free. The payment was refunded in full through Stripe.
        </Callout>
        <Details
          title="Payment"
          items={[
            { label: "Reference", value: data.reference },
            { label: "Registrant", value: `${data.name} <${data.email}>` },
            { label: "Amount", value: priceLabel(data.amount) },
            { label: "Stripe payment", value: data.paymentIntent ?? "—" },
          ]}
        />
        <P>You may want to offer them the next date.</P>
      </>
    ),
  };
}

export const onlinePaymentMail = definePersonMail(
  "online_payment",
  onlinePaymentMailSchema,
  render,
  { visitorText: ["name"] },
);

type Registration = typeof registrations.$inferSelect;

export async function enqueuePaymentMail(
  tx: Tx,
  event: OnlinePaymentMailData["event"],
  row: Registration,
  amount: string,
  paymentIntent: string | null,
): Promise<void> {
  if (event === "failed" && row.erasedAt !== null) return;
  await enqueueFormEmails(
    tx,
    onlinePaymentMail,
    {
      event,
      reference: row.reference,
      name: row.name,
      email: row.email,
      title: row.productTitle,
      amount,
      paymentIntent,
    },
    {
      // The visitor hears of a failed payment; only the team of a refunded late one.
      recipients: event === "failed" ? "visitor" : "team",
      teamAddress: getConfig().mailToTeam,
      visitorMailsPerDay: 20,
      leadRef: leadRef("registration", row.id),
    },
  );
}
