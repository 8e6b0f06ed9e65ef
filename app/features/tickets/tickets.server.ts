import { randomBytes } from "node:crypto";
import { and, eq, inArray, isNull, or } from "drizzle-orm";
import { firstRow } from "#server/db/rows";
import type { Db, Tx } from "#server/db/client";
import {
  masterclasses,
  ntwPrograms,
  ntwRegistrations,
  registrationGroups,
  registrations,
  tickets,
} from "#server/db/schema";
import { getDb } from "#server/runtime";
import { ticketPath } from "./ticket-token";

/**
 * Tickets (docs/decisions/0041-tickets-and-check-in.md): one per firm seat,
 * issued lazily the first time a mail or page needs it, so registrations made
 * before tickets existed get theirs too. The token is random, not a signed id:
 * it can be revoked, and it never changes once mailed.
 */

type Registration = typeof registrations.$inferSelect;
type NtwRegistration = typeof ntwRegistrations.$inferSelect;

export interface IssuedTicket {
  token: string;
  /** `/tickets/<token>`: what the QR code holds, with the site's address in front. */
  path: string;
}

function newToken(): string {
  return randomBytes(24).toString("base64url");
}

/**
 * Whether a masterclass registration holds a firm seat: registered or
 * confirmed, not pending its booker's confirmation, not held as spam, not
 * erased; an HRDC attendee only once the group is confirmed (or entered by the team).
 */
export async function holdsFirmSeat(db: Db | Tx, row: Registration): Promise<boolean> {
  if (row.productType !== "masterclass") return false;
  if (row.status !== "registered" && row.status !== "confirmed") return false;
  if (row.confirmBy !== null || row.spamReason !== null || row.erasedAt !== null) return false;
  if (!row.groupId) return true;
  const [group] = await db
    .select({
      confirmedAt: registrationGroups.confirmedAt,
      confirmBy: registrationGroups.confirmBy,
      erasedAt: registrationGroups.erasedAt,
      spamReason: registrationGroups.spamReason,
    })
    .from(registrationGroups)
    .where(eq(registrationGroups.id, row.groupId));
  if (!group) return true;
  return (
    group.erasedAt === null &&
    group.spamReason === null &&
    (group.confirmedAt !== null || group.confirmBy === null)
  );
}

/** A free NTW registration still standing (an erased one has lost its address). */
export function ntwHoldsSeat(row: NtwRegistration): boolean {
  return (
    row.status === "registered" && row.spamReason === null && !row.userEmail.endsWith("@invalid")
  );
}

type Holder = { registrationId: string } | { ntwRegistrationId: string };

async function issue(tx: Db | Tx, holder: Holder): Promise<IssuedTicket | null> {
  const where =
    "registrationId" in holder
      ? eq(tickets.registrationId, holder.registrationId)
      : eq(tickets.ntwRegistrationId, holder.ntwRegistrationId);
  // Two mails written at once for one seat: the unique index keeps one ticket, both read it.
  await tx
    .insert(tickets)
    .values({ token: newToken(), ...holder })
    .onConflictDoNothing();
  const [ticket] = await tx.select().from(tickets).where(where);
  if (!ticket || ticket.revokedAt !== null) return null;
  return { token: ticket.token, path: ticketPath(ticket.token) };
}

/**
 * The ticket of a masterclass registration, issued on first call; null when
 * the registration holds no firm seat or its ticket was revoked. Idempotent:
 * the same token every time. Reminder mails and the like call this.
 */
export async function ticketFor(tx: Db | Tx, registrationId: string): Promise<IssuedTicket | null> {
  const row = await firstRow(tx, registrations, eq(registrations.id, registrationId));
  if (!row || !(await holdsFirmSeat(tx, row))) return null;
  return issue(tx, { registrationId });
}

/** The ticket of a free NTW registration, as ticketFor. */
export async function ntwTicketFor(
  tx: Db | Tx,
  ntwRegistrationId: string,
): Promise<IssuedTicket | null> {
  const row = await firstRow(tx, ntwRegistrations, eq(ntwRegistrations.id, ntwRegistrationId));
  if (!row || !ntwHoldsSeat(row)) return null;
  return issue(tx, { ntwRegistrationId });
}

/**
 * Revokes the tickets of these registrations (masterclass or NTW ids alike):
 * a cancellation or an erasure, in its own transaction. Revoked stays revoked.
 */
export async function revokeTicketsOf(
  tx: Tx,
  ids: readonly string[],
  now = new Date(),
): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .update(tickets)
    .set({ revokedAt: now })
    .where(
      and(
        isNull(tickets.revokedAt),
        or(inArray(tickets.registrationId, [...ids]), inArray(tickets.ntwRegistrationId, [...ids])),
      ),
    );
}

/** What a ticket stands for, as the ticket page and the door see it. */
export interface TicketView {
  ticketId: string;
  token: string;
  /** Revoked, or its registration no longer holds a seat: the page and the door say so. */
  valid: boolean;
  kind: "masterclass" | "ntw";
  registrationId: string;
  courseId: string | null;
  courseTitle: string;
  start: Date | null;
  end: Date | null;
  place: { format: "virtual" | "physical"; venue: string | null } | null;
  name: string;
  email: string;
  org: string | null;
  reference: string | null;
}

async function masterclassView(db: Db | Tx, ticket: typeof tickets.$inferSelect, id: string) {
  const [found] = await db
    .select({ row: registrations, course: masterclasses })
    .from(registrations)
    .leftJoin(masterclasses, eq(masterclasses.id, registrations.productId))
    .where(eq(registrations.id, id));
  if (!found) return null;
  const { row, course } = found;
  return {
    ticketId: ticket.id,
    token: ticket.token,
    valid: ticket.revokedAt === null && (await holdsFirmSeat(db, row)),
    kind: "masterclass",
    registrationId: row.id,
    courseId: course?.id ?? null,
    courseTitle: course?.title ?? row.productTitle,
    start: course?.date ?? null,
    end: course?.endDate ?? null,
    place: course ? { format: course.format, venue: course.venue } : null,
    name: row.name,
    email: row.email,
    org: row.org,
    reference: row.reference,
  } satisfies TicketView;
}

async function ntwView(db: Db | Tx, ticket: typeof tickets.$inferSelect, id: string) {
  const [found] = await db
    .select({ row: ntwRegistrations, program: ntwPrograms })
    .from(ntwRegistrations)
    .leftJoin(ntwPrograms, eq(ntwPrograms.id, ntwRegistrations.programId))
    .where(eq(ntwRegistrations.id, id));
  if (!found) return null;
  const { row, program } = found;
  const online = !program || /online|virtual/i.test(program.format);
  return {
    ticketId: ticket.id,
    token: ticket.token,
    valid: ticket.revokedAt === null && ntwHoldsSeat(row),
    kind: "ntw",
    registrationId: row.id,
    courseId: program?.id ?? null,
    courseTitle: program?.title ?? row.programTitle,
    start: program?.date ?? row.programDate,
    end: null,
    place: { format: online ? "virtual" : "physical", venue: online ? null : program!.format },
    name: row.userName,
    email: row.userEmail,
    org: row.userOrg,
    reference: null,
  } satisfies TicketView;
}

/** The ticket behind a token, or null for a token we never issued. */
export async function findTicket(token: string, db: Db | Tx = getDb()): Promise<TicketView | null> {
  const ticket = await firstRow(db, tickets, eq(tickets.token, token));
  if (!ticket) return null;
  if (ticket.registrationId) return masterclassView(db, ticket, ticket.registrationId);
  if (ticket.ntwRegistrationId) return ntwView(db, ticket, ticket.ntwRegistrationId);
  return null;
}
