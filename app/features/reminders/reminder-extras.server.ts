import type { Tx } from "#server/db/client";
import { getConfig } from "#server/runtime";
import type { MailAttachment } from "#server/email/templates/types";
import { siteUrlOf } from "#server/email/service";
import { ticketFor } from "#app/features/tickets/tickets.server";
import { ticketAttachment, ticketMailData } from "#app/features/tickets/ticket-mail.server";
import { invoiceOfSource } from "#app/features/invoices/issue-invoice.server";
import {
  invoiceAttachment,
  invoiceMailPart,
} from "#app/features/invoices/invoice-attachment.server";

/** A line a reminder mail shows under the course's details ("Your ticket: …"). */
export interface ReminderLine {
  label: string;
  value: string;
  href?: string | undefined;
}

export interface ReminderExtras {
  lines: ReminderLine[];
  attachments: MailAttachment[];
}

/**
 * What other features add to one registration's reminder mails, read in the reminder's own
 * transaction: the seat's ticket (its page and QR code, for the door) and, while it is unpaid,
 * the invoice the payment reminder asks to be paid.
 */
export async function reminderExtras(tx: Tx, registrationId: string): Promise<ReminderExtras> {
  const extras: ReminderExtras = { lines: [], attachments: [] };
  const ticket = await ticketFor(tx, registrationId);
  if (ticket) {
    extras.lines.push({
      label: "Your ticket",
      value: "Show its QR code at the door",
      href: `${siteUrlOf(getConfig())}${ticket.path}`,
    });
    extras.attachments.push(...ticketAttachment(await ticketMailData(ticket)));
  }
  const invoice = await invoiceOfSource(tx, { registrationId });
  if (invoice?.status === "unpaid") {
    extras.attachments.push(invoiceAttachment(await invoiceMailPart(tx, invoice)));
  }
  return extras;
}
