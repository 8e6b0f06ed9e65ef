import { ilike, or, type Column, type SQL } from "drizzle-orm";

/** A LIKE pattern matching `text` anywhere, its wildcards taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * A list's search box as SQL: the text anywhere in any of `columns` (case-insensitive), or
 * nothing to check when the box is empty.
 */
export function searchAny(q: string, columns: readonly [Column, ...Column[]]): SQL | undefined {
  if (!q) return undefined;
  const pattern = containsPattern(q);
  return or(...columns.map((column) => ilike(column, pattern)));
}
