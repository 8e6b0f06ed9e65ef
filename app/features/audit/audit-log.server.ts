import { and, count, desc, eq, sql, type SQL } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { auditLog } from "#server/db/schema";
import { getDb } from "#server/runtime";
import {
  newestFirstChunks,
  type CsvColumn,
  type CsvExport,
  type KeysetRow,
} from "#app/features/backoffice/export/csv-export.server";

import { AUDIT_PAGE_SIZE } from "./audit-log";

export { AUDIT_PAGE_SIZE };

export interface AuditFilter {
  actor?: string;
  action?: string;
  page: number;
}

export interface AuditRow {
  id: string;
  actorEmail: string;
  action: string;
  targetType: string;
  targetId: string | null;
  summary: string;
  createdAt: string;
}

export function parseAuditFilter(url: URL | URLSearchParams): AuditFilter {
  const params = url instanceof URL ? url.searchParams : url;
  const actor = params.get("actor")?.trim().slice(0, 320) || undefined;
  const action = params.get("action")?.trim().slice(0, 100) || undefined;
  const page = Math.min(Math.max(Number.parseInt(params.get("page") ?? "1", 10) || 1, 1), 10_000);
  return { actor, action, page };
}

function auditWhere(filter: Omit<AuditFilter, "page">): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.actor)
    conditions.push(sql`lower(${auditLog.actorEmail}) = ${filter.actor.toLowerCase()}`);
  if (filter.action) conditions.push(eq(auditLog.action, filter.action));
  return conditions.length ? and(...conditions) : undefined;
}

const auditColumns = {
  id: auditLog.id,
  actorEmail: auditLog.actorEmail,
  action: auditLog.action,
  targetType: auditLog.targetType,
  targetId: auditLog.targetId,
  summary: auditLog.summary,
  createdAt: auditLog.createdAt,
};

type AuditExportRow = Omit<AuditRow, "createdAt"> & { createdAt: Date } & KeysetRow;

const AUDIT_CSV_COLUMNS: CsvColumn<AuditExportRow>[] = [
  { header: "When", value: (row) => row.createdAt },
  { header: "Who", value: (row) => row.actorEmail },
  { header: "Action", value: (row) => row.action },
  { header: "Target type", value: (row) => row.targetType },
  { header: "Target ID", value: (row) => row.targetId },
  { header: "Summary", value: (row) => row.summary },
  { header: "Entry ID", value: (row) => row.id },
];

/** The log's current filter (`actor`, `action`) as CSV, newest first by keyset. */
export function auditExport(params: URLSearchParams, db: Db = getDb()): CsvExport<AuditExportRow> {
  const where = auditWhere(parseAuditFilter(params));
  return {
    name: "audit-log",
    columns: AUDIT_CSV_COLUMNS,
    chunks: newestFirstChunks(db, auditLog, auditColumns, where, "uuid"),
  };
}

/** A page of the running server's audit log. */
export function auditPage(filter: AuditFilter) {
  return listAudit(getDb(), filter);
}

/** Newest first, one page at a time, filtered in the database. */
export async function listAudit(
  db: Db,
  filter: AuditFilter,
): Promise<{ rows: AuditRow[]; total: number; actions: string[]; actors: string[] }> {
  const where = auditWhere(filter);
  const [rows, [total], actions, actors] = await Promise.all([
    db
      .select(auditColumns)
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(AUDIT_PAGE_SIZE)
      .offset((filter.page - 1) * AUDIT_PAGE_SIZE),
    db.select({ count: count() }).from(auditLog).where(where),
    db
      .selectDistinct({ action: auditLog.action })
      .from(auditLog)
      .orderBy(auditLog.action)
      .limit(200),
    db
      .selectDistinct({ actor: auditLog.actorEmail })
      .from(auditLog)
      .orderBy(auditLog.actorEmail)
      .limit(200),
  ]);
  return {
    rows: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    total: Number(total?.count ?? 0),
    actions: actions.map((a) => a.action),
    actors: actors.map((a) => a.actor),
  };
}
