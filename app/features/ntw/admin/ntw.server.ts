import { asc, desc, eq, sql, type SQL } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { ntwPrograms, ntwRegistrations } from "#server/db/schema";
import { formatDateTime } from "#common/dates";
import { toMalaysiaLocal } from "#app/lib/malaysia-local-time";
import type { CsvColumn } from "#app/features/backoffice/export/csv-export.server";
import { defineCatalogueAdmin } from "#app/features/catalogue/admin/catalogue-admin.server";
import { countRows, type CatalogueList } from "#app/features/catalogue/admin/catalogue-crud.server";
import type { ListFact } from "#app/features/catalogue/admin/product-type";
import { durationLabel } from "#app/features/ntw/ntw-program-card";
import { NTW_TYPE } from "./ntw-type";

/**
 * The list: upcoming programs first, soonest first, then past ones, latest
 * first (what the team looks for is what comes next); searched on title and
 * trainer.
 */
function ntwList(now: Date): CatalogueList<NtwListRow> {
  return {
    table: ntwPrograms,
    search: [ntwPrograms.title, ntwPrograms.trainerName],
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

/** Registrations are a count, never the people. */
const NTW_CSV_COLUMNS: CsvColumn<NtwListRow>[] = [
  { header: "Title", value: (p) => p.title },
  { header: "Date", value: (p) => p.date },
  { header: "Format", value: (p) => p.format },
  { header: "Duration", value: (p) => p.duration },
  { header: "Trainer", value: (p) => p.trainerName },
  { header: "Registrations", value: (p) => Number(p.registrations) },
  { header: "Program ID", value: (p) => p.id },
];

/** A list row's line: past or not, when (Malaysia time), how long, format, trainer, registrations. */
function ntwFacts(program: NtwListRow, now: Date): ListFact[] {
  const date = new Date(program.date);
  const n = program.registrations;
  return [
    ...(date.getTime() < now.getTime() ? [{ text: "Past", look: "badge" } as const] : []),
    { text: formatDateTime(date), dateTime: date.toISOString() },
    { text: durationLabel(program.duration) },
    { text: program.format },
    ...(program.trainerName ? [{ text: program.trainerName }] : []),
    { text: `${n} ${n === 1 ? "registration" : "registrations"}` },
  ];
}

/** NTW programs in the back office: the list, its CSV, and create, edit and delete with their audit. */
export const NTW_ADMIN = defineCatalogueAdmin({
  type: NTW_TYPE,
  table: ntwPrograms,
  list: ntwList,
  listItem: (program, now) => ({
    id: program.id,
    title: program.title,
    facts: ntwFacts(program, now),
  }),
  csv: { name: "ntw-programs", columns: NTW_CSV_COLUMNS },
  audit: {
    action: "ntw",
    targetType: "ntw_program",
    // The date tells two runs of one program apart.
    note: (program, step) =>
      step === "create"
        ? { suffix: ` on ${formatDateTime(program.date)}` }
        : step === "delete"
          ? { suffix: ` of ${formatDateTime(program.date)}` }
          : {},
  },
  values: (_tx, input) => input,
  /**
   * A program someone registered for (cancelled ones too) is kept. A
   * registration's foreign key is ON DELETE SET NULL and it keeps a copy of
   * the title and date, but the team would lose the program's attendee list.
   */
  async deleteRefusal(tx, program) {
    const n = await countRows(tx, ntwRegistrations, eq(ntwRegistrations.programId, program.id));
    return n === 0
      ? null
      : `"${program.title}" has ${n} ${n === 1 ? "registration" : "registrations"}, so it cannot be deleted: the team would lose who signed up. Edit the program instead.`;
  },
  // The date as the form enters it: Malaysia time.
  formValues: (program) => ({
    title: program.title,
    description: program.description,
    date: toMalaysiaLocal(program.date),
    format: program.format,
    link: program.link ?? "",
    duration: program.duration,
    trainerName: program.trainerName ?? "",
  }),
  siteHref: () => "/shop/ntw",
  createdDescription: (program) => `"${program.title}" is on the NTW page.`,
});
