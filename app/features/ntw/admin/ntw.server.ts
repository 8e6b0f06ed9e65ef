import { asc, count, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import type { AdminUser } from "#server/auth/sessions";
import type { Db } from "#server/db/client";
import { ntwPrograms, ntwRegistrations } from "#server/db/schema";
import { formatDateTime } from "#common/dates";
import { recordAudit } from "#app/features/audit/audit.server";
import type { CsvColumn, CsvExport } from "#app/features/backoffice/export/csv-export.server";
import {
  catalogueDb,
  catalogueExport,
  cataloguePage,
  type CatalogueList,
  changedFields,
  type DeleteOutcome,
} from "#app/features/catalogue/admin/catalogue-crud.server";
import type { NtwInput } from "./ntw.schema";

export type AdminNtwProgram = typeof ntwPrograms.$inferSelect;

/**
 * The list: upcoming programs first, soonest first, then past ones, latest
 * first (what the team looks for is what comes next); searched on title and
 * trainer.
 */
export function listNtwForAdmin(
  db: Db,
  options: { q: string | null; page: number },
  now: Date = new Date(),
) {
  return cataloguePage(db, ntwList(now), options);
}

function ntwList(now: Date): CatalogueList<NtwListRow> {
  return {
    table: ntwPrograms,
    search: (pattern) =>
      or(ilike(ntwPrograms.title, pattern), ilike(ntwPrograms.trainerName, pattern)),
    rows: (db, where, limit, offset) => ntwRows(db, where, now, limit, offset),
  };
}

/** Rows of the list in its order: coming programs soonest first, then past ones latest first. */
function ntwRows(db: Db, where: SQL | undefined, now: Date, limit: number, offset: number) {
  const past = sql`${ntwPrograms.date} < ${now.toISOString()}::timestamptz`;
  return db
    .select({
      id: ntwPrograms.id,
      title: ntwPrograms.title,
      date: ntwPrograms.date,
      format: ntwPrograms.format,
      duration: ntwPrograms.duration,
      trainerName: ntwPrograms.trainerName,
      registrations: sql<number>`(select count(*)::int from ${ntwRegistrations} where ${ntwRegistrations.programId} = ${ntwPrograms.id})`,
    })
    .from(ntwPrograms)
    .where(where)
    .orderBy(
      asc(past),
      sql`case when ${past} then null else ${ntwPrograms.date} end asc`,
      desc(ntwPrograms.date),
      asc(ntwPrograms.id),
    )
    .limit(limit)
    .offset(offset);
}

type NtwListRow = Awaited<ReturnType<typeof ntwRows>>[number];

const NTW_CSV_COLUMNS: CsvColumn<NtwListRow>[] = [
  { header: "Title", value: (p) => p.title },
  { header: "Date", value: (p) => p.date },
  { header: "Format", value: (p) => p.format },
  { header: "Duration", value: (p) => p.duration },
  { header: "Trainer", value: (p) => p.trainerName },
  { header: "Registrations", value: (p) => Number(p.registrations) },
  { header: "Program ID", value: (p) => p.id },
];

/** The list's search (`q`) as CSV; registrations are a count, never the people. */
export function ntwExport(params: URLSearchParams, db: Db = catalogueDb()): CsvExport<NtwListRow> {
  return catalogueExport(db, ntwList(new Date()), params, {
    name: "ntw-programs",
    columns: NTW_CSV_COLUMNS,
  });
}

export async function getNtwForAdmin(db: Db, id: string): Promise<AdminNtwProgram | null> {
  const [row] = await db.select().from(ntwPrograms).where(eq(ntwPrograms.id, id)).limit(1);
  return row ?? null;
}

function columns(input: NtwInput) {
  return {
    title: input.title,
    description: input.description,
    date: input.date,
    format: input.format,
    link: input.link,
    duration: input.duration,
    trainerName: input.trainerName,
  };
}

export function createNtw(db: Db, actor: AdminUser, input: NtwInput) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(ntwPrograms)
      .values(columns(input))
      .returning({ id: ntwPrograms.id, title: ntwPrograms.title, date: ntwPrograms.date });
    if (!row) throw new Error("The insert returned no row");
    await recordAudit(tx, actor, {
      action: "ntw.create",
      targetType: "ntw_program",
      targetId: row.id,
      summary: `Created the NTW program "${row.title}" on ${formatDateTime(row.date)}`,
    });
    return row;
  });
}

/** Saves an edit; null when the program is gone (deleted in another tab). */
export function updateNtw(db: Db, actor: AdminUser, id: string, input: NtwInput) {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(ntwPrograms)
      .where(eq(ntwPrograms.id, id))
      .for("update");
    if (!current) return null;
    const next = columns(input);
    const changed = changedFields(current, next);
    if (changed.length === 0) return current;
    const [row] = await tx.update(ntwPrograms).set(next).where(eq(ntwPrograms.id, id)).returning();
    if (!row) return null;
    await recordAudit(tx, actor, {
      action: "ntw.update",
      targetType: "ntw_program",
      targetId: id,
      summary: `Edited the NTW program "${row.title}"`,
      details: { changed },
    });
    return row;
  });
}

/**
 * Deletes a program nobody registered for. A registration's foreign key is
 * ON DELETE SET NULL and it keeps a copy of the title and date, but the
 * team would lose the program's attendee list: a program with registrations
 * (cancelled ones too) is kept. The row lock makes a registration in
 * progress wait (its foreign key check locks the program's key).
 */
export function deleteNtw(db: Db, actor: AdminUser, id: string): Promise<DeleteOutcome> {
  return db.transaction(async (tx) => {
    const [program] = await tx
      .select()
      .from(ntwPrograms)
      .where(eq(ntwPrograms.id, id))
      .for("update");
    if (!program) return { kind: "missing" };
    const [registered] = await tx
      .select({ n: count() })
      .from(ntwRegistrations)
      .where(eq(ntwRegistrations.programId, id));
    const n = registered?.n ?? 0;
    if (n > 0) {
      return {
        kind: "refused",
        message: `"${program.title}" has ${n} ${n === 1 ? "registration" : "registrations"}, so it cannot be deleted: the team would lose who signed up. Edit the program instead.`,
      };
    }
    await tx.delete(ntwPrograms).where(eq(ntwPrograms.id, id));
    await recordAudit(tx, actor, {
      action: "ntw.delete",
      targetType: "ntw_program",
      targetId: id,
      summary: `Deleted the NTW program "${program.title}" of ${formatDateTime(program.date)}`,
    });
    return { kind: "deleted", title: program.title };
  });
}
