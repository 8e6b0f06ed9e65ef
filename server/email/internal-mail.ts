import type { z } from "zod";
import type { MailType } from "./form-types";
import { defineLeadMail, type LeadMail, type LeadMailDefinition } from "./lead-mail";
import { registerInternalMail } from "./registry";
import type { EmailContent, RenderContext } from "./templates/types";

/**
 * A mail of INTERNAL_MAIL_TYPES: it has one reader (the buyer, the
 * certificate holder, the invited admin, or the team), so both recipient
 * roles render its one message; it is queued for that reader only. Defined
 * and registered at once, when its module is loaded.
 */
export function defineInternalMail<S extends z.ZodType, T extends MailType>(
  definition: Omit<LeadMailDefinition<S, T>, "templates"> & {
    render: (data: z.output<S>, ctx: RenderContext) => EmailContent;
  },
): LeadMail<S, T> {
  const { render, ...rest } = definition;
  const mail = defineLeadMail({ ...rest, templates: { visitor: render, team: render } });
  registerInternalMail(mail);
  return mail;
}
