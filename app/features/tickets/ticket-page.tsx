import { Ban, CalendarDays, Clock, MapPin } from "lucide-react";
import { business } from "#common/business";
import type { TicketPageData } from "./ticket-page.server";

function Fact({ icon, children }: { icon: React.ReactNode; children: React.ReactNode }) {
  return (
    <li className="flex items-start gap-2">
      <span className="mt-0.5 text-primary print:text-black">{icon}</span>
      <span>{children}</span>
    </li>
  );
}

/** The attendee's ticket: made for a phone held up at the door, and for paper. */
export function TicketPage({ ticket }: { ticket: TicketPageData }) {
  return (
    <main id="main" className="min-h-dvh bg-muted/40 px-4 py-6 sm:py-10 print:bg-white print:p-0">
      <article className="mx-auto max-w-md overflow-hidden rounded-2xl border bg-card shadow-sm print:max-w-none print:border-black print:shadow-none">
        <header className="bg-primary px-5 py-4 text-primary-foreground print:bg-white print:text-black">
          <p className="text-xs font-semibold tracking-widest uppercase">
            {business.name} · Ticket
          </p>
          <h1 className="mt-1 text-xl leading-snug font-bold">{ticket.course}</h1>
        </header>
        <div className="space-y-5 px-5 py-5">
          <div>
            <p className="text-sm text-muted-foreground">Attendee</p>
            <p className="text-2xl font-bold break-words" data-testid="ticket-name">
              {ticket.name}
            </p>
            {ticket.reference && (
              <p className="mt-1 font-mono text-sm">Reference {ticket.reference}</p>
            )}
          </div>
          <ul className="space-y-2 text-sm">
            {ticket.when && (
              <Fact icon={<CalendarDays aria-hidden="true" className="size-4" />}>
                {ticket.when}
              </Fact>
            )}
            {ticket.time && (
              <Fact icon={<Clock aria-hidden="true" className="size-4" />}>
                {ticket.time} (Malaysia time)
              </Fact>
            )}
            {ticket.place && (
              <Fact icon={<MapPin aria-hidden="true" className="size-4" />}>{ticket.place}</Fact>
            )}
          </ul>
          {ticket.qrSvg ? (
            <figure className="rounded-xl border bg-white p-3">
              <div
                role="img"
                aria-label="QR code of this ticket, to scan at the door"
                className="mx-auto aspect-square w-full max-w-80 [&>svg]:size-full"
                // Our own QR code from the qrcode package: no text anyone typed.
                dangerouslySetInnerHTML={{ __html: ticket.qrSvg }}
              />
              <figcaption className="mt-2 text-center text-sm text-muted-foreground">
                Show this code at the door. Turn your screen brightness up.
              </figcaption>
            </figure>
          ) : (
            <div
              role="alert"
              className="flex items-start gap-3 rounded-xl border border-destructive/40 bg-destructive/5 p-4 text-destructive"
            >
              <Ban aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
              <div>
                <p className="font-semibold">This ticket is no longer valid</p>
                <p className="text-sm">
                  The registration was cancelled. Questions? Call us at {business.phone}.
                </p>
              </div>
            </div>
          )}
        </div>
      </article>
    </main>
  );
}
