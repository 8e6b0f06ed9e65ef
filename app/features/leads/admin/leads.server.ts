import { and, asc, count, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from "drizzle-orm";
import type { AdminUser } from "#server/auth/sessions";
import type { Db } from "#server/db/client";
import {
  callbackRequests,
  customTrainingRequests,
  emailOutbox,
  grantInquiries,
  leadEvents,
  leads,
  ntwRegistrations,
  quizSubmissions,
  registrationGroups,
  registrations,
  visitors,
} from "#server/db/schema";
import { leadRef, markNotSpam } from "#server/leads/spam";
import { admitHeldBooking } from "#app/features/registrations/confirm-booking.server";
import { getDb } from "#server/runtime";
import { recordAudit } from "#app/features/audit/audit.server";
import {
  cursorAt,
  keysetChunks,
  olderThan,
  type CsvColumn,
  type CsvExport,
} from "#app/features/backoffice/export/csv-export.server";
import {
  containsPattern,
  LEAD_KIND_LABELS,
  LEAD_KINDS,
  LEAD_STATUS_LABELS,
  malaysiaDayEnd,
  malaysiaDayStart,
  NEXT_STATUSES,
  PAGE_SIZE,
  parseLeadFilter,
  type LeadFilter,
  type LeadKindName,
  type LeadStatusName,
} from "./filters";

/** The source table of each lead kind; every one has `id`, `spamReason` and `createdAt`. */
export const SOURCE_TABLES = {
  callback: callbackRequests,
  quiz: quizSubmissions,
  registration: registrations,
  registration_group: registrationGroups,
  ntw: ntwRegistrations,
  grant_inquiry: grantInquiries,
  custom_training: customTrainingRequests,
  visitor: visitors,
} as const;

export function isLeadKind(value: string): value is LeadKindName {
  return (LEAD_KINDS as readonly string[]).includes(value);
}

/**
 * The WHERE of a filter. Each part maps onto an index of `leads`: spam and
 * the date range on leads_spam_idx (spam, created_at), kind on
 * leads_kind_idx, status on leads_status_idx; the search, a substring
 * match on name, email or organisation, on their trigram (pg_trgm GIN)
 * indexes, one bitmap each, OR-ed together.
 */
export function leadConditions(
  filter: Omit<LeadFilter, "page">,
  options: { spam?: boolean; ignoreKind?: boolean } = {},
): SQL | undefined {
  const parts: (SQL | undefined)[] = [eq(leads.spam, options.spam ?? false)];
  if (filter.kind && !options.ignoreKind) parts.push(eq(leads.kind, filter.kind));
  if (filter.status) parts.push(eq(leads.status, filter.status));
  if (filter.from) parts.push(gte(leads.createdAt, malaysiaDayStart(filter.from)));
  if (filter.to) parts.push(lt(leads.createdAt, malaysiaDayEnd(filter.to)));
  if (filter.q) {
    const pattern = containsPattern(filter.q);
    parts.push(
      or(
        ilike(leads.name, pattern),
        ilike(leads.email, pattern),
        ilike(leads.organisation, pattern),
      ),
    );
  }
  return and(...parts);
}

/**
 * Newest first, id breaking ties (a stable page order). NULLS LAST because
 * the indexes are declared `created_at DESC NULLS LAST`: plain DESC means
 * NULLS FIRST, which PostgreSQL cannot read from those indexes and would sort
 * the whole table instead.
 */
const NEWEST_FIRST = [sql`${leads.createdAt} DESC NULLS LAST`, desc(leads.id)] as const;

export interface LeadListRow {
  id: string;
  kind: LeadKindName;
  sourceId: string;
  name: string;
  email: string;
  organisation: string | null;
  subject: string | null;
  status: LeadStatusName;
  createdAt: string;
}

const listColumns = {
  id: leads.id,
  kind: leads.kind,
  sourceId: leads.sourceId,
  name: leads.name,
  email: leads.email,
  organisation: leads.organisation,
  subject: leads.subject,
  status: leads.status,
  createdAt: leads.createdAt,
};

function toListRow(row: {
  id: string;
  kind: string;
  sourceId: string;
  name: string;
  email: string;
  organisation: string | null;
  subject: string | null;
  status: LeadStatusName;
  createdAt: Date;
}): LeadListRow {
  return { ...row, kind: row.kind as LeadKindName, createdAt: row.createdAt.toISOString() };
}

/** One page of the inbox (or the Spam folder), newest first, with the total and counts per kind. */
export async function listLeads(
  filter: LeadFilter,
  options: { spam?: boolean; db?: Db } = {},
): Promise<{
  rows: LeadListRow[];
  total: number;
  pages: number;
  kindCounts: Record<LeadKindName, number>;
}> {
  const db = options.db ?? getDb();
  const where = leadConditions(filter, { spam: options.spam });
  const [rows, [totalRow], perKind] = await Promise.all([
    db
      .select(listColumns)
      .from(leads)
      .where(where)
      .orderBy(...NEWEST_FIRST)
      .limit(PAGE_SIZE)
      .offset((filter.page - 1) * PAGE_SIZE),
    db.select({ n: count() }).from(leads).where(where),
    db
      .select({ kind: leads.kind, n: count() })
      .from(leads)
      .where(leadConditions(filter, { spam: options.spam, ignoreKind: true }))
      .groupBy(leads.kind),
  ]);
  const kindCounts = Object.fromEntries(LEAD_KINDS.map((k) => [k, 0])) as Record<
    LeadKindName,
    number
  >;
  for (const { kind, n } of perKind) if (isLeadKind(kind)) kindCounts[kind] = Number(n);
  const total = Number(totalRow?.n ?? 0);
  return {
    rows: rows.map(toListRow),
    total,
    pages: Math.max(1, Math.ceil(total / PAGE_SIZE)),
    kindCounts,
  };
}

/** The spam reason of each listed suspected-spam lead, read from its source row. */
export async function spamReasons(
  rows: { kind: LeadKindName; sourceId: string }[],
  db: Db = getDb(),
): Promise<Record<string, string>> {
  const reasons: Record<string, string> = {};
  for (const kind of LEAD_KINDS) {
    const ids = rows.filter((r) => r.kind === kind).map((r) => r.sourceId);
    if (ids.length === 0) continue;
    const table = SOURCE_TABLES[kind];
    const found = await db
      .select({ id: table.id, reason: table.spamReason })
      .from(table)
      .where(inArray(table.id, ids));
    for (const f of found) if (f.reason) reasons[`${kind}:${f.id}`] = f.reason;
  }
  return reasons;
}

/**
 * Every row of a filter, newest first, in chunks read by keyset (created_at
 * as text keeps its microseconds, id breaks ties), so an export of 100,000
 * leads never holds more than one chunk.
 */
export async function* eachLead(
  filter: Omit<LeadFilter, "page">,
  options: { spam?: boolean; chunk?: number; db?: Db } = {},
): AsyncGenerator<LeadListRow[]> {
  const db = options.db ?? getDb();
  const chunks = keysetChunks(
    (cursor, limit) =>
      db
        .select({ ...listColumns, cursorAt: cursorAt(leads.createdAt) })
        .from(leads)
        .where(
          and(
            leadConditions(filter, { spam: options.spam }),
            olderThan(leads.createdAt, leads.id, cursor, "uuid"),
          ),
        )
        .orderBy(...NEWEST_FIRST)
        .limit(limit),
    options.chunk,
  );
  for await (const rows of chunks) yield rows.map(({ cursorAt: _c, ...row }) => toListRow(row));
}

const LEAD_CSV_COLUMNS: CsvColumn<LeadListRow>[] = [
  { header: "Received", value: (row) => row.createdAt },
  { header: "Type", value: (row) => LEAD_KIND_LABELS[row.kind] },
  { header: "Status", value: (row) => LEAD_STATUS_LABELS[row.status] },
  { header: "Name", value: (row) => row.name },
  { header: "Email", value: (row) => row.email },
  { header: "Organisation", value: (row) => row.organisation },
  { header: "Subject", value: (row) => row.subject },
  { header: "Lead ID", value: (row) => row.id },
];

/** The inbox's filter as CSV, same URL parameters as /admin/leads (`spam=1`: the Spam folder). */
export function leadsExport(params: URLSearchParams): CsvExport<LeadListRow> {
  const spam = params.get("spam") === "1";
  return {
    name: spam ? "leads-spam" : "leads",
    columns: LEAD_CSV_COLUMNS,
    chunks: eachLead(parseLeadFilter(params), { spam }),
  };
}

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
  const table = SOURCE_TABLES[kind];
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

export type StatusChangeResult = "changed" | "not-found" | "not-allowed" | "stale";

/**
 * Moves a lead to its next status with an optional note: the lead, its
 * event and the audit record in one transaction. `from` is the status the
 * admin saw; if someone moved the lead meanwhile, nothing changes ("stale").
 */
export async function changeLeadStatus(
  actor: AdminUser,
  input: { id: string; from: LeadStatusName; to: LeadStatusName; note: string | null },
  db: Db = getDb(),
): Promise<StatusChangeResult> {
  if (!NEXT_STATUSES[input.from].includes(input.to)) return "not-allowed";
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(leads)
      .set({ status: input.to, updatedAt: new Date() })
      .where(and(eq(leads.id, input.id), eq(leads.status, input.from)))
      .returning({ id: leads.id, name: leads.name, kind: leads.kind });
    if (!updated) {
      const [exists] = await tx.select({ id: leads.id }).from(leads).where(eq(leads.id, input.id));
      return exists ? "stale" : "not-found";
    }
    await tx.insert(leadEvents).values({
      leadId: updated.id,
      status: input.to,
      note: input.note,
      actorId: actor.id,
      actorEmail: actor.email,
    });
    await recordAudit(tx, actor, {
      action: "lead.status",
      targetType: "lead",
      targetId: updated.id,
      summary: `Marked a ${isLeadKind(updated.kind) ? LEAD_KIND_LABELS[updated.kind].toLowerCase() : "lead"} as ${LEAD_STATUS_LABELS[input.to].toLowerCase()}`,
      details: { from: input.from, to: input.to, withNote: input.note !== null },
    });
    return "changed";
  });
}

/** A note on its own: an event without a status change, audited. */
export async function addLeadNote(
  actor: AdminUser,
  input: { id: string; note: string },
  db: Db = getDb(),
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [lead] = await tx.select({ id: leads.id }).from(leads).where(eq(leads.id, input.id));
    if (!lead) return false;
    await tx.insert(leadEvents).values({
      leadId: lead.id,
      note: input.note,
      actorId: actor.id,
      actorEmail: actor.email,
    });
    await recordAudit(tx, actor, {
      action: "lead.note",
      targetType: "lead",
      targetId: lead.id,
      summary: "Added a note to a lead",
    });
    return true;
  });
}

/**
 * 'Not spam': the source row loses its spam reason (so the lead joins the
 * inbox) and its held mails are released, with the audit record, together.
 */
export async function releaseSpamLead(
  actor: AdminUser,
  id: string,
  db: Db = getDb(),
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [lead] = await tx
      .select({ kind: leads.kind, sourceId: leads.sourceId, spam: leads.spam })
      .from(leads)
      .where(eq(leads.id, id));
    if (!lead || !lead.spam || !isLeadKind(lead.kind)) return false;
    // A held course registration or booking took no seat: it is placed now, as if it had
    // just arrived. Anything else (and rows held before that rule) has its held mails released.
    const admitted =
      (lead.kind === "registration" || lead.kind === "registration_group") &&
      (await admitHeldBooking(tx, lead.kind, lead.sourceId));
    // markNotSpam opens its own transaction: inside ours it is a savepoint.
    const released = admitted || (await markNotSpam(tx as unknown as Db, lead.kind, lead.sourceId));
    if (!released) return false;
    await recordAudit(tx, actor, {
      action: "lead.not_spam",
      targetType: "lead",
      targetId: id,
      summary: `Marked a ${LEAD_KIND_LABELS[lead.kind].toLowerCase()} as not spam; its held mails were released`,
    });
    return true;
  });
}
