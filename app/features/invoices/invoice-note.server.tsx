import { P, TextLink } from "#server/email/templates/layout";
import type { MailAttachment } from "#server/email/templates/types";
import { invoiceAttachment, type InvoiceMailPart } from "./invoice-attachment.server";

/** The one line a confirmation gains when it carries the invoice, with its signed link. */
export function InvoiceNote({ part, siteUrl }: { part: InvoiceMailPart; siteUrl: string }) {
  return (
    <P>
      Your invoice {part.number} is attached (
      <TextLink href={`${siteUrl}${part.path}`}>download it</TextLink>).
    </P>
  );
}

/** A mail's attachments: the ones it had, and the invoice's PDF when it carries one. */
export function withInvoice(
  attachments: MailAttachment[] | undefined,
  part: InvoiceMailPart | undefined,
): MailAttachment[] | undefined {
  if (!part) return attachments;
  return [...(attachments ?? []), invoiceAttachment(part)];
}
