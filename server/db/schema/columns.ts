/** Column helpers shared by the tables of every domain. */
import { sql } from "drizzle-orm";
import {
  date,
  index,
  numeric,
  text,
  timestamp,
  uuid,
  type AnyPgColumn,
  type ExtraConfigColumn,
} from "drizzle-orm/pg-core";

/** Every timestamp is an instant with its zone; display converts to MYT. */
export const instant = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });
/** An instant the database fills in when the row is written. */
export const instantNow = (name: string) => instant(name).notNull().defaultNow();
export const createdAt = () => instantNow("created_at");
export const updatedAt = () => instantNow("updated_at");
/** Both bookkeeping instants of a row that is edited after it is created. */
export const timestamps = () => ({ createdAt: createdAt(), updatedAt: updatedAt() });
/**
 * The index a list read newest first walks (the back office's lists, the outbox, the blog):
 * `<table>_created_idx`, on the row's created_at descending.
 */
export const newestFirstIndex = (table: string, createdAt: ExtraConfigColumn) =>
  index(`${table}_created_idx`).on(createdAt.desc());
/** Money: exact decimal, two places, read back as a string to avoid float drift. */
export const money = (name: string) => numeric(name, { precision: 10, scale: 2 });
/** A Malaysian calendar day, read back as "2026-03-14" (no zone to shift it). */
export const day = (name: string) => date(name, { mode: "string" });
/** The random key of a row that no outside system names. */
export const uuidPk = () => uuid("id").primaryKey().defaultRandom();
/**
 * The key and the address of a row that has its own public page (a course, a book, a blog
 * post): the page lives at its unique slug and is headed by its title.
 */
export const pageColumns = () => ({
  id: uuidPk(),
  slug: text("slug").notNull().unique(),
  title: text("title").notNull(),
});
/** A list of short texts, empty unless given. */
export const textList = (name: string) =>
  text(name)
    .array()
    .notNull()
    .default(sql`'{}'::text[]`);
/** A row that belongs to another: it cannot exist without it and goes when it goes. */
export const ownedBy = (name: string, owner: () => AnyPgColumn) =>
  uuid(name).notNull().references(owner, { onDelete: "cascade" });
/** A link that outlives its target: it only forgets it (history keeps copied names). */
export const looseRef = (name: string, target: () => AnyPgColumn) =>
  uuid(name).references(target, { onDelete: "set null" });
