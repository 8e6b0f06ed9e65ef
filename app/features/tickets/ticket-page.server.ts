import QRCode from "qrcode";
import { siteUrlOf } from "#server/email/service";
import { getConfig } from "#server/runtime";
import { placeOf, sessionTime } from "#common/masterclass-event";
import { formatDateRange } from "#common/dates";
import { findTicket } from "./tickets.server";
import { TICKET_TOKEN_PATTERN, ticketPath } from "./ticket-token";

/** The ticket page's data: what the attendee shows at the door, or null (404). */
export async function ticketPageData(token: string | undefined) {
  if (!token || !TICKET_TOKEN_PATTERN.test(token)) return null;
  const view = await findTicket(token);
  if (!view) return null;
  const url = `${siteUrlOf(getConfig())}${ticketPath(token)}`;
  return {
    valid: view.valid,
    course: view.courseTitle,
    when: view.start ? formatDateRange(view.start, view.end) : null,
    time: view.start ? sessionTime(view.start, view.end) : null,
    place: view.place ? placeOf(view.place.format, view.place.venue) : null,
    name: view.name,
    reference: view.reference,
    // Inline SVG: sharp at any size on a phone and on paper, no request of its own.
    qrSvg: view.valid
      ? await QRCode.toString(url, { type: "svg", margin: 1, errorCorrectionLevel: "M" })
      : null,
  };
}

export type TicketPageData = NonNullable<Awaited<ReturnType<typeof ticketPageData>>>;
