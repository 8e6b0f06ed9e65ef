import { z } from "zod";
import type { Tx } from "#server/db/client";
import { enqueueFormEmails } from "#server/email/outbox";
import { clip } from "#server/email/templates/format";
import { Details, H1, P, TextLink } from "#server/email/templates/layout";
import type { EmailContent, RenderContext } from "#server/email/templates/types";
import { QuestionsLine } from "#app/features/mail/mail-parts.server";
import { definePersonMail } from "#app/features/mail/team-mail.server";
import { leadRef } from "#server/leads/spam";
import { formatMYR } from "#common/money";
import { DOCUMENT_TITLE, paymentMethodLabel } from "./invoice-pdf.server";
import {
  invoiceAttachment,
  invoiceMailPart,
  invoiceMailPartSchema,
} from "./invoice-attachment.server";
import type { Invoice } from "./issue-invoice.server";

/**
 * The buyer's copy of a receipt (an invoice paid) or a credit note, the PDF attached, queued
 * in the transaction that records the payment or the credit. An invoice itself travels with
 * the registration's own confirmation; this mail carries it only where there is none (an
 * HRDC booking confirmed by its link).
 */
export const invoiceMailSchema = z.object({
  name: z.string().trim().min(1).max(400),
  email: z.email(),
  total: z.string().regex(/^-?\d{1,8}\.\d{2}$/),
  method: z.string().max(60).nullable(),
  invoice: invoiceMailPartSchema,
});
export type InvoiceMailData = z.output<typeof invoiceMailSchema>;

function render(data: InvoiceMailData, ctx: RenderContext): EmailContent {
  const { invoice } = data;
  const title = DOCUMENT_TITLE[invoice.document];
  const lead = {
    invoice: `Your invoice ${invoice.number} is attached. Please quote its number with your payment.`,
    receipt: `Thank you: we have received your payment. Your receipt ${invoice.number} is attached.`,
    credit_note: `Your credit note ${invoice.number} is attached.`,
  }[invoice.document];
  return {
    subject: clip(`${title} ${invoice.number}`, 120),
    preview: lead,
    kicker: title,
    body: (
      <>
        <H1>{`${title} ${invoice.number}`}</H1>
        <P>{`Dear ${data.name},`}</P>
        <P>{lead}</P>
        <Details
          items={[
            { label: "Number", value: invoice.number },
            { label: "Total", value: formatMYR(data.total) },
            { label: "Paid by", value: data.method ? paymentMethodLabel(data.method) : null },
          ]}
        />
        <P>
          You can also <TextLink href={`${ctx.siteUrl}${invoice.path}`}>download it here</TextLink>{" "}
          at any time.
        </P>
        <QuestionsLine reference={invoice.number} />
      </>
    ),
    footerNote: <>You receive this e-mail because you bought from AIHQ.</>,
    attachments: [invoiceAttachment(invoice)],
  };
}

export const invoiceMail = definePersonMail("invoice_document", invoiceMailSchema, render, {
  visitorText: ["name"],
});

/** Queues the buyer's copy of the invoice row as it stands now (receipt once paid). */
export async function enqueueInvoiceMail(tx: Tx, invoice: Invoice): Promise<void> {
  await enqueueFormEmails(
    tx,
    invoiceMail,
    {
      name: invoice.buyerName,
      email: invoice.buyerEmail,
      total: invoice.total,
      method: invoice.status === "paid" ? invoice.paymentMethod : null,
      invoice: await invoiceMailPart(tx, invoice),
    },
    {
      recipients: "visitor",
      visitorMailsPerDay: 20,
      leadRef: invoice.groupId
        ? leadRef("registration_group", invoice.groupId)
        : invoice.registrationId
          ? leadRef("registration", invoice.registrationId)
          : undefined,
    },
  );
}
