import { and, count, desc, eq, gte, inArray, lt, sql, type SQL } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { leads } from "#server/db/schema";
import { LEAD_TABLES } from "#server/leads/spam";
import { getDb } from "#server/runtime";
import { readinessBandLabel } from "#app/features/quiz/scoring";
import {
  cursorAt,
  keysetChunks,
  olderThan,
} from "#app/features/backoffice/export/csv-export.server";
import { searchAny } from "#app/features/backoffice/list/list-query.server";
import { countsPer, listPage, type ListPage } from "#app/features/backoffice/list/list-filter";
import {
  LEAD_KINDS,
  malaysiaDayEnd,
  malaysiaDayStart,
  PAGE_SIZE,
  type LeadFilter,
  type LeadKindName,
} from "./filters";
import type { LeadRowView } from "./leads-list";

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
  parts.push(searchAny(filter.q, [leads.name, leads.email, leads.organisation]));
  return and(...parts);
}

/**
 * Newest first, id breaking ties (a stable page order). NULLS LAST because
 * the indexes are declared `created_at DESC NULLS LAST`: plain DESC means
 * NULLS FIRST, which PostgreSQL cannot read from those indexes and would sort
 * the whole table instead.
 */
const NEWEST_FIRST = [sql`${leads.createdAt} DESC NULLS LAST`, desc(leads.id)] as const;

export interface LeadListRow extends LeadRowView {
  /** A registration of a book (labelled "Book order"). */
  bookOrder: boolean;
}

export const listColumns = {
  id: leads.id,
  kind: leads.kind,
  sourceId: leads.sourceId,
  name: leads.name,
  email: leads.email,
  organisation: leads.organisation,
  subject: leads.subject,
  status: leads.status,
  createdAt: leads.createdAt,
  // By its primary key, for the few rows of a page (or an export chunk).
  bookOrder: sql<boolean>`(${leads.kind} = 'registration' AND EXISTS (SELECT 1 FROM registrations r WHERE r.id = ${leads.sourceId} AND r.product_type = 'book'))`,
};

/** A row as the query reads it: the kind as stored, the time as a date. */
type StoredLeadRow = Omit<LeadListRow, "kind" | "createdAt"> & { kind: string; createdAt: Date };

export function toListRow(row: StoredLeadRow): LeadListRow {
  const kind = row.kind as LeadKindName;
  // A quiz lead's subject is its readiness band's code: shown (and exported) as its words.
  const subject = kind === "quiz" && row.subject ? readinessBandLabel(row.subject) : row.subject;
  return {
    ...row,
    kind,
    subject,
    createdAt: row.createdAt.toISOString(),
    bookOrder: Boolean(row.bookOrder),
  };
}

/** One page of the inbox (or the Spam folder), newest first, with the total and counts per kind. */
export async function listLeads(
  filter: LeadFilter,
  options: { spam?: boolean; db?: Db } = {},
): Promise<ListPage<LeadListRow> & { kindCounts: Record<LeadKindName, number> }> {
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
      .select({ key: leads.kind, n: count() })
      .from(leads)
      .where(leadConditions(filter, { spam: options.spam, ignoreKind: true }))
      .groupBy(leads.kind),
  ]);
  return {
    ...listPage(rows.map(toListRow), totalRow?.n, PAGE_SIZE),
    kindCounts: countsPer(LEAD_KINDS, perKind),
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
    const table = LEAD_TABLES[kind];
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
