import type { z } from "zod";
import type { Tx } from "#server/db/client";
import type { MailType } from "#server/email/form-types";
import { defineInternalMail } from "#server/email/internal-mail";
import type { LeadMail } from "#server/email/lead-mail";
import { enqueueFormEmails } from "#server/email/outbox";
import type { EmailContent, RenderContext } from "#server/email/templates/types";
import { leadRef } from "#server/leads/spam";

type Definition<S extends z.ZodType, T extends MailType> = Parameters<
  typeof defineInternalMail<S, T>
>[0];

/**
 * The back office's mails to one person about something of theirs (a
 * course's change or message, a book order, a certificate): the data's
 * `email` is the reader's address, and its `name` (unless `visitorName` says
 * otherwise) greets them. `visitorText` names what the person typed, which the outbox
 * keeps apart from our own facts.
 */
export function definePersonMail<
  S extends z.ZodType<{ email: string; name?: string }>,
  T extends MailType,
>(
  formType: T,
  schema: S,
  render: (data: z.output<S>, ctx: RenderContext) => EmailContent,
  person: Pick<Definition<S, T>, "visitorText"> & Partial<Pick<Definition<S, T>, "visitorName">>,
): LeadMail<S, T> {
  return defineInternalMail({
    formType,
    schema,
    render,
    visitorAddress: (data) => data.email,
    visitorName: (data) => data.name ?? "",
    ...person,
  });
}

/**
 * Queues a person's mail about their course registration in the caller's
 * transaction, filed with the registration (its lead's mails). A person the
 * team writes to is not held to the daily cap of the public forms'
 * confirmations.
 */
export async function enqueueRegistrationMail<S extends z.ZodType>(
  tx: Tx,
  mail: LeadMail<S>,
  registrationId: string,
  data: z.input<S>,
): Promise<void> {
  await enqueueFormEmails(tx, mail, data, {
    recipients: "visitor",
    visitorMailsPerDay: 50,
    leadRef: leadRef("registration", registrationId),
  });
}
