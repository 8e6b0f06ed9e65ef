import { z } from "zod";
import { enqueueFormEmails } from "#server/email/outbox";
import { CtaButton, H1, P, Small, TextLink } from "#server/email/templates/layout";
import type { EmailContent, RenderContext } from "#server/email/templates/types";
import { definePersonMail } from "#app/features/mail/team-mail.server";
import type { DeliverSetPasswordLink } from "./team.server";

/**
 * The set-password mail of the back office (invite and reset): an internal
 * mail type (`INTERNAL_MAIL_TYPES`), sent through the outbox like every
 * other mail, never accepted by the public send-email endpoint.
 */
export const setPasswordMailSchema = z.object({
  email: z.email(),
  name: z.string().min(1).max(100),
  /** Site-relative, so the worker makes it absolute with the configured site URL. */
  path: z.string().regex(/^\/admin\/invite\/[0-9a-f-]{36}\?expires=\d+&sig=[\w-]+$/),
  reason: z.enum(["invite", "reset"]),
});

type SetPasswordMailData = z.output<typeof setPasswordMailSchema>;

function render(data: SetPasswordMailData, ctx: RenderContext): EmailContent {
  const url = `${ctx.siteUrl}${data.path}`;
  const invite = data.reason === "invite";
  return {
    subject: invite
      ? "You are invited to the AIHQ back office"
      : "Set a new password for the AIHQ back office",
    preview: "The link works once, for 24 hours.",
    kicker: invite ? "Invitation" : "Password reset",
    body: (
      <>
        <H1>Hello {data.name},</H1>
        <P>
          {invite
            ? "You have been given an account in the AIHQ back office. Choose your password to sign in:"
            : "A new password was requested for your AIHQ back-office account. Choose it here:"}
        </P>
        <CtaButton href={url}>Set your password</CtaButton>
        <P>
          Or open this address: <TextLink href={url}>{url}</TextLink>
        </P>
        <Small>
          The link works once and expires in 24 hours. If you did not expect this e-mail, you can
          ignore it.
        </Small>
      </>
    ),
  };
}

export const setPasswordMail = definePersonMail(
  "admin_set_password",
  setPasswordMailSchema,
  render,
  { visitorText: ["name"] },
);

/**
 * Queues the mail in the caller's transaction: stored with the account change
 * and its audit record or not at all, then sent exactly once by the worker.
 * Up to 20 a day per address (the visitor cap is 5; an admin may need a few
 * resets, and nobody outside the team can trigger these).
 */
export const sendSetPasswordMail: DeliverSetPasswordLink = async (tx, message) => {
  await enqueueFormEmails(tx, setPasswordMail, message, {
    recipients: "visitor",
    visitorMailsPerDay: 20,
  });
};
