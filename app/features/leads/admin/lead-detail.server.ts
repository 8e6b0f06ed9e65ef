import { asc, eq } from "drizzle-orm";
import type { Db } from "#server/db/client";
import {
  emailOutbox,
  leadEvents,
  leads,
  registrationGroups,
  registrations,
} from "#server/db/schema";
import { LEAD_TABLES, leadRef } from "#server/leads/spam";
import { getDb } from "#server/runtime";
import { bookDeliveryFields, deliveryOf } from "#app/features/books/book-delivery.server";
import { isLeadKind, type LeadStatusName } from "./filters";
import { listColumns, toListRow, type LeadListRow } from "./leads.server";

export interface LeadDetail {
  lead: LeadListRow & { spam: boolean; spamReason: string | null };
  /** The source row, every field, JSON-safe. */
  source: Record<string, unknown> | null;
  /** For an HRDC group: its attendees; for a registration: its group. */
  attendees: Record<string, unknown>[];
  group: Record<string, unknown> | null;
  mails: {
    id: string;
    status: string;
    subject: string | null;
    recipientRole: string;
    createdAt: string;
  }[];
  events: {
    id: string;
    status: LeadStatusName | null;
    note: string | null;
    actorEmail: string;
    createdAt: string;
  }[];
}

function plain(row: object): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(row).map(([k, v]) => [k, v instanceof Date ? v.toISOString() : v]),
  );
}

export async function getLeadDetail(id: string, db: Db = getDb()): Promise<LeadDetail | null> {
  const [lead] = await db
    .select({ ...listColumns, spam: leads.spam })
    .from(leads)
    .where(eq(leads.id, id));
  if (!lead || !isLeadKind(lead.kind)) return null;
  const kind = lead.kind;
  const table = LEAD_TABLES[kind];
  const [sourceRows, mails, events] = await Promise.all([
    db.select().from(table).where(eq(table.id, lead.sourceId)),
    db
      .select({
        id: emailOutbox.id,
        status: emailOutbox.status,
        subject: emailOutbox.subject,
        recipientRole: emailOutbox.recipientRole,
        createdAt: emailOutbox.createdAt,
      })
      .from(emailOutbox)
      .where(eq(emailOutbox.leadRef, leadRef(kind, lead.sourceId)))
      .orderBy(asc(emailOutbox.createdAt)),
    db
      .select({
        id: leadEvents.id,
        status: leadEvents.status,
        note: leadEvents.note,
        actorEmail: leadEvents.actorEmail,
        createdAt: leadEvents.createdAt,
      })
      .from(leadEvents)
      .where(eq(leadEvents.leadId, lead.id))
      .orderBy(asc(leadEvents.createdAt), asc(leadEvents.id)),
  ]);
  const source = sourceRows[0] ? plain(sourceRows[0]) : null;
  if (kind === "registration" && source?.productType === "book") {
    const delivery = await deliveryOf(db, lead.sourceId);
    if (delivery) Object.assign(source, bookDeliveryFields(delivery));
  }
  let attendees: Record<string, unknown>[] = [];
  let group: Record<string, unknown> | null = null;
  if (kind === "registration_group") {
    attendees = (
      await db
        .select()
        .from(registrations)
        .where(eq(registrations.groupId, lead.sourceId))
        .orderBy(asc(registrations.createdAt))
    ).map(plain);
  }
  if (kind === "registration" && typeof source?.groupId === "string") {
    const [g] = await db
      .select()
      .from(registrationGroups)
      .where(eq(registrationGroups.id, source.groupId));
    group = g ? plain(g) : null;
  }
  return {
    lead: {
      ...toListRow(lead),
      spam: lead.spam,
      spamReason: typeof source?.spamReason === "string" ? source.spamReason : null,
    },
    source,
    attendees,
    group,
    mails: mails.map((m) => ({ ...m, createdAt: m.createdAt.toISOString() })),
    events: events.map((e) => ({ ...e, createdAt: e.createdAt.toISOString() })),
  };
}
