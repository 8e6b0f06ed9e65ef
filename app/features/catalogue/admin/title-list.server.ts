import { asc, type Column } from "drizzle-orm";
import type { PgColumn, PgTable, SelectedFieldsFlat } from "drizzle-orm/pg-core";
import type { SelectResultFields } from "drizzle-orm/query-builders/select.types";
import type { CatalogueList } from "./catalogue-crud.server";

/** The row type of a catalogue list. */
export type CatalogueRow<L> = L extends CatalogueList<infer Row> ? Row : never;

/** A catalogue table listed by title: its key breaks ties between equal titles. */
type TitledTable = PgTable & { id: PgColumn; title: PgColumn };

/**
 * A catalogue list in title order (books, grants), searched on `search`: its rows are the
 * `columns` the list shows and its CSV exports.
 */
export function titleOrderedList<S extends SelectedFieldsFlat>(
  table: TitledTable,
  columns: S,
  search: readonly [Column, ...Column[]],
): CatalogueList<SelectResultFields<S>> {
  return {
    table,
    search,
    rows: async (db, where, limit, offset) => {
      const rows = await db
        .select(columns as SelectedFieldsFlat)
        .from(table)
        .where(where)
        .orderBy(asc(table.title), asc(table.id))
        .limit(limit)
        .offset(offset);
      // Drizzle cannot type a select from a table left generic; the rows are the columns'.
      return rows as SelectResultFields<S>[];
    },
  };
}
