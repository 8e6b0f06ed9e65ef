import { count, type Column, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Db, Tx } from "#server/db/client";
import { getDb } from "#server/runtime";
import { hasForbiddenCharacters } from "#common/text-safety";
import type { CommonReason, Outcome } from "#common/outcome";
import {
  offsetChunks,
  type CsvColumn,
  type CsvExport,
} from "#app/features/backoffice/export/csv-export.server";
import { searchAny } from "#app/features/backoffice/list/list-query.server";

/**
 * What the catalogue admin's product types share on the server: refusals,
 * search patterns, paging, the CSV of a list and the audit details of an edit.
 */

/** The database, for the route modules (which may not import server/ themselves). */
export function catalogueDb(): Db {
  return getDb();
}

/**
 * A type's rule refusing a write inside its transaction (a slug in use); the
 * write flow answers it as a refusal (`SaveOutcome`, catalogue-writes.server.ts).
 */
export class CatalogueRefusal extends Error {
  constructor(
    message: string,
    /** The field the message belongs at, or null for the form as a whole. */
    readonly field: string | null = null,
  ) {
    super(message);
    this.name = "CatalogueRefusal";
  }
}

/** A delete: the deleted item's title, or none to delete, or the type's rule's sentence. */
export type DeleteOutcome = Outcome<{ title: string }, CommonReason>;

export const PAGE_SIZE = 50;

/** The page asked for in `?page=`: 1 for anything that is not a sensible page number. */
export function pageParam(value: string | null): number {
  if (!value || !/^\d{1,5}$/.test(value)) return 1;
  return Math.max(1, Number(value));
}

/** The search text of `?q=`: trimmed and capped; null when it cannot match stored text. */
export function searchParam(value: string | null): { q: string; pattern: string | null } {
  const q = (value ?? "").trim().slice(0, 200);
  if (!q) return { q, pattern: null };
  // Stored text holds no such character, and PostgreSQL refuses a NUL.
  if (hasForbiddenCharacters(q)) return { q: "", pattern: null };
  return { q, pattern: `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` };
}

/** How many rows of `table` match `where`: what keeps an item from being deleted. */
export async function countRows(tx: Tx, table: PgTable, where: SQL | undefined): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(table).where(where);
  return row?.n ?? 0;
}

/** Drizzle wraps driver errors; the PostgreSQL code and constraint are on a cause. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let e = error; typeof e === "object" && e !== null; e = (e as { cause?: unknown }).cause) {
    const {
      code,
      constraint: name,
      message,
    } = e as { code?: unknown; constraint?: unknown; message?: unknown };
    if (code === "23505" && (name === constraint || String(message).includes(constraint)))
      return true;
  }
  return false;
}

function same(a: unknown, b: unknown): boolean {
  if (a instanceof Date && b instanceof Date) return a.getTime() === b.getTime();
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((item, i) => same(item, b[i]));
  return a === b;
}

/**
 * The names of the fields an edit changed (`after`'s fields, compared with the
 * stored row), for the audit log: values stay out of it.
 */
export function changedFields(before: object, after: object): string[] {
  const stored = new Map<string, unknown>(Object.entries(before));
  return Object.entries(after)
    .filter(([key, value]) => !same(stored.get(key), value))
    .map(([key]) => key);
}

/** A catalogue list: its table (counted), the columns `?q=` searches and its rows in the list's order. */
export interface CatalogueList<Row> {
  table: PgTable;
  search: readonly [Column, ...Column[]];
  rows: (db: Db, where: SQL | undefined, limit: number, offset: number) => Promise<Row[]>;
}

function catalogueWhere<Row>(list: CatalogueList<Row>, text: string | null) {
  const { q, pattern } = searchParam(text);
  return { q, where: pattern ? searchAny(q, list.search) : undefined };
}

/** One page of a catalogue list under its search, with the number of matches. */
export async function cataloguePage<Row>(
  db: Db,
  list: CatalogueList<Row>,
  options: { q: string | null; page: number },
): Promise<{ q: string; rows: Row[]; total: number }> {
  const { q, where } = catalogueWhere(list, options.q);
  const [rows, [total]] = await Promise.all([
    list.rows(db, where, PAGE_SIZE, (options.page - 1) * PAGE_SIZE),
    db.select({ n: count() }).from(list.table).where(where),
  ]);
  return { q, rows, total: total?.n ?? 0 };
}

/** The list under its search (`?q=`) as CSV, in the list's order. */
export function catalogueExport<Row>(
  db: Db,
  list: CatalogueList<Row>,
  params: URLSearchParams,
  file: { name: string; columns: readonly CsvColumn<Row>[] },
): CsvExport<Row> {
  const { where } = catalogueWhere(list, params.get("q"));
  return {
    ...file,
    chunks: offsetChunks((limit, offset) => list.rows(db, where, limit, offset)),
  };
}
