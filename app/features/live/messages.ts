/** The tables /live reports on; named as in the database. */
export type LiveTable = "masterclasses" | "books" | "grants" | "ntw_programs";
export type LiveOp = "insert" | "update" | "delete";

export interface LiveChange {
  table: LiveTable;
  op: LiveOp;
  id: string;
  slug: string | null;
}

/** The original site's toasts for masterclasses; the other tables say the same of themselves. */
export const LIVE_TOASTS: Record<LiveTable, Record<LiveOp, string>> = {
  masterclasses: {
    insert: "New masterclass added",
    update: "Masterclass updated",
    delete: "Masterclass removed",
  },
  books: { insert: "New book added", update: "Book updated", delete: "Book removed" },
  grants: { insert: "New grant added", update: "Grant updated", delete: "Grant removed" },
  ntw_programs: {
    insert: "New NTW program added",
    update: "NTW program updated",
    delete: "NTW program removed",
  },
};

export const LIVE_ERROR = {
  title: "Connection error",
  description:
    "Failed to enable real-time updates. You may need to refresh the page to see new content.",
} as const;

const TABLES = new Set<string>(Object.keys(LIVE_TOASTS));
const OPS = new Set<string>(["insert", "update", "delete"]);

/** An event's data as sent by the server; null for anything else. */
export function parseLiveChange(data: string): LiveChange | null {
  try {
    const value: unknown = JSON.parse(data);
    if (typeof value !== "object" || value === null) return null;
    const { table, op, id, slug } = value as Record<string, unknown>;
    if (typeof table !== "string" || !TABLES.has(table)) return null;
    if (typeof op !== "string" || !OPS.has(op) || typeof id !== "string") return null;
    if (slug !== null && typeof slug !== "string") return null;
    return { table: table as LiveTable, op: op as LiveOp, id, slug };
  } catch {
    return null;
  }
}

/** Whether a change concerns a page that shows `tables` (and, for one item's page, `slug`). */
export function concerns(change: LiveChange, tables: readonly LiveTable[], slug?: string): boolean {
  return tables.includes(change.table) && (slug === undefined || change.slug === slug);
}

/** Reconnection delay: doubling from 1 s to 30 s, with jitter so browsers do not return together. */
export function backoffMs(attempt: number, random: number = Math.random()): number {
  const base = Math.min(30_000, 1000 * 2 ** Math.min(attempt, 5));
  return Math.round(base * (0.5 + random / 2));
}
