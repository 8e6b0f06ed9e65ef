import type { Db } from "../../../../server/db/client";
import { getDb } from "../../../../server/runtime";
import { hasForbiddenCharacters } from "../../../lib/text-safety";

/**
 * What the book, grant and NTW program back office share on the server:
 * refusals, search patterns, paging and the audit details of an edit.
 */

/** The database, for the route modules (which may not import server/ themselves). */
export function catalogueDb(): Db {
  return getDb();
}

/** A refusal the editor reads (a slug in use, a delete that would orphan leads). */
export class CatalogueRefusal extends Error {
  constructor(
    message: string,
    /** The field the message belongs at, or null for the form as a whole. */
    readonly field: string | null = null,
    readonly status = 409,
  ) {
    super(message);
    this.name = "CatalogueRefusal";
  }
}

export type DeleteOutcome =
  { kind: "deleted"; title: string } | { kind: "missing" } | { kind: "refused"; message: string };

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

/** The names of the fields an edit changed, for the audit log (values stay out of it). */
export function changedFields<T extends Record<string, unknown>>(
  before: T,
  after: Partial<T>,
): string[] {
  return Object.keys(after).filter((key) => !same(before[key], after[key]));
}
