import type { SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { AdminUser } from "#server/auth/sessions";
import type { Db } from "#server/db/client";
import { deleteRow } from "#server/db/rows";
import { recordAudit, type AuditEntry } from "#app/features/audit/audit.server";

/**
 * A delete from the blog's back office (the row `where` picks out) and its audit entry, in
 * one transaction. Nothing deleted (gone in another tab) is false, and nothing is recorded.
 */
export function deleteAudited<T extends PgTable>(
  db: Db,
  actor: AdminUser,
  table: T,
  where: SQL,
  entry: (row: T["$inferSelect"]) => AuditEntry,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const row = await deleteRow(tx, table, where);
    if (!row) return false;
    await recordAudit(tx, actor, entry(row));
    return true;
  });
}
