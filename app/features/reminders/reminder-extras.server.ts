import type { Tx } from "#server/db/client";
import type { MailAttachment } from "#server/email/templates/types";

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
 * What other features add to one registration's reminder mails: the ticket's link (tickets)
 * and the invoice (invoices) plug in here, read in the reminder's own transaction. Empty until
 * they do; the mail shows whatever this returns and attaches its files.
 */
export async function reminderExtras(_tx: Tx, _registrationId: string): Promise<ReminderExtras> {
  return { lines: [], attachments: [] };
}
