import QRCode from "qrcode";
import { z } from "zod";
import { siteUrlOf } from "#server/email/service";
import { P, TextLink } from "#server/email/templates/layout";
import type { MailAttachment, RenderContext } from "#server/email/templates/types";
import { getConfig } from "#server/runtime";
import type { IssuedTicket } from "./tickets.server";

/**
 * A seat's ticket in its confirmation mail: a link to the ticket page and the
 * QR code as a PNG attachment (mail programs do not show SVG). Computed by
 * our own registration only; the send-email endpoint drops both fields.
 */
export const ticketMailFields = {
  ticketPath: z
    .string()
    .regex(/^\/tickets\/[A-Za-z0-9_-]{32}$/)
    .optional(),
  ticketQr: z
    .string()
    .max(20_000)
    .regex(/^[A-Za-z0-9+/=]+$/)
    .optional(),
};

export const TICKET_COMPUTED_FIELDS = ["ticketPath", "ticketQr"] as const;

type TicketFields = { ticketPath?: string | undefined; ticketQr?: string | undefined };

/** The fields of a mail that carries this ticket. */
export async function ticketMailData(ticket: IssuedTicket | null): Promise<TicketFields> {
  if (!ticket) return {};
  const url = `${siteUrlOf(getConfig())}${ticket.path}`;
  const png = await QRCode.toBuffer(url, { type: "png", margin: 2, width: 360 });
  return { ticketPath: ticket.path, ticketQr: png.toString("base64") };
}

export function TicketLine({ data, ctx }: { data: TicketFields; ctx: RenderContext }) {
  if (!data.ticketPath) return null;
  const url = `${ctx.siteUrl}${data.ticketPath}`;
  return (
    <P>
      Your ticket for the door: <TextLink href={url}>{url}</TextLink>. Show it on your phone, or the
      attached QR code, when you arrive.
    </P>
  );
}

export function ticketAttachment(data: TicketFields): MailAttachment[] {
  return data.ticketQr
    ? [
        {
          filename: "ticket-qr.png",
          contentType: "image/png",
          content: data.ticketQr,
          encoding: "base64",
        },
      ]
    : [];
}
