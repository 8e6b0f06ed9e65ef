import { and, desc, sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { PgTable, SelectedFields } from "drizzle-orm/pg-core";
import type { SelectResultFields } from "drizzle-orm/query-builders/select.types";
import type { Db } from "#server/db/client";
import type { AdminRole } from "#server/auth/sessions";
import { CSV_BOM, csvFileName, csvRow, type CsvValue } from "#app/lib/csv";
import { requireRole } from "#app/features/team/auth.server";
import { logError } from "#app/features/errors/log.server";

/**
 * The one shape of every back-office CSV export: a route checks
 * the same role as its list, reads the list's filter from the same URL
 * parameters, and streams the rows chunk by chunk, so a large list never sits
 * in memory at once. Cells go through app/lib/csv.ts (BOM, quoting, formulas
 * neutralised).
 */

export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => CsvValue;
}

export interface CsvExport<Row> {
  /** The file name's base: "books" → "books-2026-11-25.csv". */
  name: string;
  columns: readonly CsvColumn<Row>[];
  chunks: AsyncGenerator<readonly Row[]>;
}

/** Rows fetched per query. */
export const EXPORT_CHUNK = 1000;

/** Checks the session and role, then answers the export built from the URL's filter. */
export async function csvExport<Row>(
  request: Request,
  role: AdminRole,
  build: (params: URLSearchParams) => CsvExport<Row> | Promise<CsvExport<Row>>,
): Promise<Response> {
  await requireRole(request, role);
  return csvResponse(await build(new URL(request.url).searchParams));
}

/** A streamed CSV download: the header first, then one write per chunk. */
export function csvResponse<Row>({ name, columns, chunks }: CsvExport<Row>): Response {
  const encoder = new TextEncoder();
  const line = (row: Row) => csvRow(columns.map((column) => column.value(row)));
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(CSV_BOM + csvRow(columns.map((c) => c.header))));
    },
    async pull(controller) {
      try {
        const next = await chunks.next();
        if (next.done) controller.close();
        else controller.enqueue(encoder.encode(next.value.map(line).join("")));
      } catch (error) {
        logError(error, `Failed to export ${name}`);
        controller.error(error);
      }
    },
    async cancel() {
      await chunks.return(undefined);
    },
  });
  return downloadResponse(body, "text/csv; charset=utf-8", csvFileName(name));
}

/** A back-office download: saved as `filename`, never cached, sniffed or indexed. */
export function downloadResponse(body: BodyInit, type: string, filename: string): Response {
  return new Response(body, {
    headers: {
      "Content-Type": type,
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
      "X-Robots-Tag": "noindex, nofollow",
    },
  });
}

/** Pages of a short list (the catalogue, courses) by offset, in the list's own order. */
export async function* offsetChunks<Row>(
  fetch: (limit: number, offset: number) => Promise<Row[]>,
  chunk = EXPORT_CHUNK,
): AsyncGenerator<Row[]> {
  for (let offset = 0; ; offset += chunk) {
    const rows = await fetch(chunk, offset);
    if (rows.length > 0) yield rows;
    if (rows.length < chunk) return;
  }
}

/**
 * Where a newest-first walk stopped: `created_at` as PostgreSQL's text (a JS
 * Date would drop the microseconds and skip or repeat rows) and the id.
 */
export interface Cursor {
  at: string;
  id: string;
}

/** A row of a keyset walk carries its cursor. */
export interface KeysetRow {
  cursorAt: string;
  id: string;
}

/** `created_at` as text for the cursor: select it as `cursorAt`. */
export function cursorAt(createdAt: AnyColumn): SQL<string> {
  return sql<string>`${createdAt}::text`;
}

/**
 * The rows after `cursor` in `created_at DESC, id DESC` order. The plain bound
 * lets the created_at index start at the cursor; the row comparison breaks ties.
 */
export function olderThan(
  createdAt: AnyColumn,
  id: AnyColumn,
  cursor: Cursor | null,
  idType: "uuid" | "text",
): SQL | undefined {
  if (!cursor) return undefined;
  return and(
    sql`${createdAt} <= ${cursor.at}::timestamptz`,
    sql`(${createdAt}, ${id}) < (${cursor.at}::timestamptz, ${cursor.id}::${sql.raw(idType)})`,
  );
}

/** Newest first by keyset, `chunk` rows per query: fast at any depth of a long list. */
export async function* keysetChunks<Row extends KeysetRow>(
  fetch: (cursor: Cursor | null, limit: number) => Promise<Row[]>,
  chunk = EXPORT_CHUNK,
): AsyncGenerator<Row[]> {
  let cursor: Cursor | null = null;
  for (;;) {
    const rows = await fetch(cursor, chunk);
    if (rows.length > 0) yield rows;
    if (rows.length < chunk) return;
    const last = rows[rows.length - 1]!;
    cursor = { at: last.cursorAt, id: last.id };
  }
}

/**
 * A table's rows under `where`, newest first by keyset (`created_at DESC,
 * id DESC`, the id a "uuid" or "text" column), in chunks: the export of a
 * log or list that grows without end.
 */
export function newestFirstChunks<Fields extends SelectedFields>(
  db: Db,
  table: PgTable & { createdAt: AnyColumn; id: AnyColumn },
  fields: Fields,
  where: SQL | undefined,
  idType: "uuid" | "text",
  chunk?: number,
): AsyncGenerator<(SelectResultFields<Fields> & KeysetRow)[]> {
  type Row = SelectResultFields<Fields> & KeysetRow;
  return keysetChunks((cursor, limit) => {
    const rows: Promise<unknown> = db
      .select({ ...fields, cursorAt: cursorAt(table.createdAt) })
      .from(table as PgTable)
      .where(and(where, olderThan(table.createdAt, table.id, cursor, idType)))
      .orderBy(desc(table.createdAt), desc(table.id))
      .limit(limit);
    // `fields` plus cursorAt, with the table's id: Drizzle cannot follow a generic field set.
    return rows as Promise<Row[]>;
  }, chunk);
}
