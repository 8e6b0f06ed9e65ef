import { data } from "react-router";
import type { Route } from "./+types/ticket";
import { pageTitle } from "#common/business";
import { ticketPageData } from "#app/features/tickets/ticket-page.server";
import { TicketPage } from "#app/features/tickets/ticket-page";
import { NotFound } from "#app/components/not-found";

/**
 * A seat's ticket: public (the token is the secret), personal, so never
 * cached (no pageCache declaration, no-store) and never indexed.
 */
const PRIVATE = {
  "Cache-Control": "private, no-store",
  "X-Robots-Tag": "noindex, nofollow",
  "Referrer-Policy": "no-referrer",
} as const;

export const headers: Route.HeadersFunction = () => PRIVATE;

export const meta: Route.MetaFunction = ({ data }) => [
  { title: pageTitle(data ? `Ticket · ${data.course}` : "Ticket not found") },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ params }: Route.LoaderArgs) {
  const ticket = await ticketPageData(params.token);
  if (!ticket) throw data({ error: "No such ticket" }, { status: 404, headers: PRIVATE });
  return ticket;
}

export default function Ticket({ loaderData }: Route.ComponentProps) {
  return <TicketPage ticket={loaderData} />;
}

export function ErrorBoundary() {
  return <NotFound />;
}
