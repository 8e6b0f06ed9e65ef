import { and, count, desc, eq, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../../../server/db/client";
import { auditLog } from "../../../../server/db/schema";
import { getDb } from "../../../../server/runtime";

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

export function parseAuditFilter(url: URL): AuditFilter {
  const actor = url.searchParams.get("actor")?.trim().slice(0, 320) || undefined;
  const action = url.searchParams.get("action")?.trim().slice(0, 100) || undefined;
  const page = Math.min(
    Math.max(Number.parseInt(url.searchParams.get("page") ?? "1", 10) || 1, 1),
    10_000,
  );
  return { actor, action, page };
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
  const conditions: SQL[] = [];
  if (filter.actor)
    conditions.push(sql`lower(${auditLog.actorEmail}) = ${filter.actor.toLowerCase()}`);
  if (filter.action) conditions.push(eq(auditLog.action, filter.action));
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [total], actions, actors] = await Promise.all([
    db
      .select({
        id: auditLog.id,
        actorEmail: auditLog.actorEmail,
        action: auditLog.action,
        targetType: auditLog.targetType,
        targetId: auditLog.targetId,
        summary: auditLog.summary,
        createdAt: auditLog.createdAt,
      })
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
