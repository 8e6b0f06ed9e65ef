import { and, asc, eq, ilike, lt, or, sql, type SQL } from "drizzle-orm";
import { getDb } from "#server/runtime";
import { books, grants, masterclasses, ntwPrograms } from "#server/db/schema";
import { logger } from "#server/logger";
import type { CatalogueFilters } from "#app/lib/catalogue-filters";
import { isValidSlug } from "#common/slug";
import { hasForbiddenCharacters } from "#common/text-safety";

export type Masterclass = typeof masterclasses.$inferSelect;
export type Book = typeof books.$inferSelect;
export type Grant = typeof grants.$inferSelect;
export type NtwProgram = typeof ntwPrograms.$inferSelect;

/** The public site shows published courses only: never a draft or an archived one. */
export const isPublished = eq(masterclasses.status, "published");

/** Masterclasses and conferences, soonest first (by date ascending). */
export function listMasterclasses() {
  return getDb().select().from(masterclasses).where(isPublished).orderBy(asc(masterclasses.date));
}

/** Longer than any slug we make; a longer one is not looked up. */
const MAX_SLUG_LENGTH = 200;

/**
 * Whether a URL's slug could name a row at all. One that cannot (a NUL, a
 * capital, a space, a mile of text) is answered "not found" without asking
 * the database, which would throw on some of them (PostgreSQL refuses NUL).
 */
export function isLookupSlug(slug: string): boolean {
  return slug.length <= MAX_SLUG_LENGTH && isValidSlug(slug);
}

export async function getMasterclassBySlug(slug: string) {
  if (!isLookupSlug(slug)) return null;
  const rows = await getDb()
    .select()
    .from(masterclasses)
    .where(and(eq(masterclasses.slug, slug), isPublished))
    .limit(1);
  return rows[0] ?? null;
}

export function listBooks() {
  return getDb().select().from(books).orderBy(asc(books.title));
}

export async function getBookBySlug(slug: string) {
  if (!isLookupSlug(slug)) return null;
  const rows = await getDb().select().from(books).where(eq(books.slug, slug)).limit(1);
  return rows[0] ?? null;
}

export function listGrants() {
  return getDb().select().from(grants).orderBy(asc(grants.title));
}

export function listNtwPrograms() {
  return getDb().select().from(ntwPrograms).orderBy(asc(ntwPrograms.date));
}

// Postgres LIKE treats "%" and "_" as wildcards and "\" as the escape
// character; a visitor's search text must match literally.
function likePattern(text: string) {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A visitor's search: all rows for a blank query, else those `matching` its LIKE pattern. */
async function searchWith<T>(
  query: string,
  all: () => Promise<T[]>,
  matching: (pattern: string) => Promise<T[]>,
): Promise<T[]> {
  const q = query.trim();
  if (!q) return all();
  // Stored text holds no such character, so nothing matches (and PostgreSQL would refuse a NUL).
  if (hasForbiddenCharacters(q)) return [];
  return matching(likePattern(q));
}

/**
 * Catalogue search (as on the original site: case-insensitive substring on title and subtitle),
 * soonest first. A blank query lists everything.
 */
export async function searchMasterclasses(query: string): Promise<Masterclass[]> {
  return searchWith(query, listMasterclasses, (pattern) =>
    getDb()
      .select()
      .from(masterclasses)
      .where(
        and(
          isPublished,
          or(ilike(masterclasses.title, pattern), ilike(masterclasses.subtitle, pattern)),
        ),
      )
      .orderBy(asc(masterclasses.date)),
  );
}

/** The next events that can still be booked (registration closes at the start), soonest first. */
export function listUpcomingMasterclasses(limit: number, now: Date = new Date()) {
  return getDb()
    .select()
    .from(masterclasses)
    .where(and(isPublished, sql`${masterclasses.date} > ${now.toISOString()}::timestamptz`))
    .orderBy(asc(masterclasses.date))
    .limit(limit);
}

/** Events that overlap [from, to), for the calendar month; soonest first. */
export function listMasterclassesBetween(from: Date, to: Date) {
  return getDb()
    .select()
    .from(masterclasses)
    .where(
      and(
        isPublished,
        lt(masterclasses.date, to),
        sql`coalesce(${masterclasses.endDate}, ${masterclasses.date}) >= ${from.toISOString()}::timestamptz`,
      ),
    )
    .orderBy(asc(masterclasses.date));
}

export type MasterclassFilterInput = Pick<CatalogueFilters, "q" | "type" | "format" | "month">;

/**
 * The catalogue's filters in SQL (as on the original site: search is a case-insensitive
 * substring of title or subtitle; the month is the start date's), optionally
 * narrowed to the events that overlap [from, to) for the calendar view.
 * Soonest first; the grid leads with what can still be booked (registration
 * closes at the start), and lists what has started or is over after it, so a
 * visitor's first card is never a closed one. The calendar shows each on its days.
 */
export async function filterMasterclasses(
  filters: MasterclassFilterInput,
  range?: { from: Date; to: Date },
  now: Date = new Date(),
): Promise<Masterclass[]> {
  const conditions: (SQL | undefined)[] = [isPublished];
  const q = filters.q.trim();
  if (q) {
    // Stored text holds no such character, so nothing matches (and PostgreSQL would refuse a NUL).
    if (hasForbiddenCharacters(q)) return [];
    const pattern = likePattern(q);
    conditions.push(
      or(ilike(masterclasses.title, pattern), ilike(masterclasses.subtitle, pattern)),
    );
  }
  if (filters.type !== "all") conditions.push(eq(masterclasses.type, filters.type));
  if (filters.format !== "all") conditions.push(eq(masterclasses.format, filters.format));
  if (filters.month !== null) {
    // Malaysia time (docs/decisions/0014-malaysia-time.md) as a fixed offset:
    // MYT has no daylight saving, and this does not depend on the database's
    // time zone data.
    conditions.push(
      sql`extract(month from (${masterclasses.date} at time zone 'UTC') + interval '8 hours') = ${filters.month}`,
    );
  }
  if (range) {
    conditions.push(
      lt(masterclasses.date, range.to),
      sql`coalesce(${masterclasses.endDate}, ${masterclasses.date}) >= ${range.from.toISOString()}::timestamptz`,
    );
  }
  const started = sql`${masterclasses.date} <= ${now.toISOString()}::timestamptz`;
  return getDb()
    .select()
    .from(masterclasses)
    .where(and(...conditions))
    .orderBy(...(range ? [] : [asc(started)]), asc(masterclasses.date), asc(masterclasses.title));
}

/** Book search (a case-insensitive substring of title or author), ordered by title. */
export async function searchBooks(query: string): Promise<Book[]> {
  return searchWith(query, listBooks, (pattern) =>
    getDb()
      .select()
      .from(books)
      .where(or(ilike(books.title, pattern), ilike(books.author, pattern)))
      .orderBy(asc(books.title)),
  );
}

/**
 * Runs a catalogue read for a loader. A database failure is logged and
 * turns into the fallback plus a flag, so the page can say it failed
 * instead of crashing (as on the original site, product reads log and return an empty list).
 */
export async function readOr<T>(
  what: string,
  read: () => Promise<T>,
  fallback: T,
): Promise<{ value: T; failed: boolean }> {
  try {
    return { value: await read(), failed: false };
  } catch (error) {
    logger.error({ err: error }, `Failed to load ${what}`);
    return { value: fallback, failed: true };
  }
}

/**
 * The answer's status for a page whose read failed: 503, so neither the page
 * cache nor a CDN keeps the failure (a 200 would be served for minutes after
 * the database is back) and crawlers come back rather than index it.
 */
export function failedReadInit(failed: boolean): ResponseInit | undefined {
  return failed ? { status: 503 } : undefined;
}
