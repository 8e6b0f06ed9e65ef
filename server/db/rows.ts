import { sql, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Db, Tx } from "./client";

/** How many rows of `table` match `where` (all of them without it). */
export async function countRows(db: Db | Tx, table: PgTable, where?: SQL): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(table)
    .where(where);
  return row?.n ?? 0;
}

/** The row of `table` that `where` picks out (a key or a unique column), or null. */
export const firstRow = <T extends PgTable>(db: Db | Tx, table: T, where: SQL | undefined) =>
  readRow(db, table, where, false);

/**
 * Like firstRow, but locks the row for the rest of the transaction: what is decided from it
 * (a seat, an invoice number) cannot interleave with another transaction deciding the same.
 */
export const lockRow = <T extends PgTable>(tx: Tx, table: T, where: SQL | undefined) =>
  readRow(tx, table, where, true);

async function readRow<T extends PgTable>(
  db: Db | Tx,
  table: T,
  where: SQL | undefined,
  lock: boolean,
): Promise<T["$inferSelect"] | null> {
  const query = db
    .select()
    .from(table as PgTable)
    .where(where);
  // Drizzle cannot type a select from a table left generic; the rows are the table's own.
  const rows = (await (lock ? query.for("update") : query.limit(1))) as T["$inferSelect"][];
  return rows[0] ?? null;
}

/**
 * Deletes the row of `table` that `where` picks out (a key), returning what it was, or null
 * when there was none (deleted meanwhile): what the caller records of it.
 */
export async function deleteRow<T extends PgTable>(
  tx: Tx,
  table: T,
  where: SQL | undefined,
): Promise<T["$inferSelect"] | null> {
  const query = tx
    .delete(table as PgTable)
    .where(where)
    .returning();
  // As in readRow: Drizzle cannot type RETURNING from a table left generic.
  const rows = (await query) as T["$inferSelect"][];
  return rows[0] ?? null;
}
