import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { masterclasses, registrations } from "#server/db/schema";
import { hasForbiddenCharacters } from "#common/text-safety";
import { SEAT_HOLDING } from "#app/features/registrations/seats.server";
import {
  ADMIN_PAGE_SIZE,
  MASTERCLASS_VIEWS,
  type MasterclassStatus,
  type MasterclassView,
} from "./masterclass.schema";
import type { Masterclass } from "./masterclasses.server";
import { courseWindow } from "#app/features/registrations/admin/registrations.server";

export interface MasterclassRow {
  id: string;
  slug: string;
  title: string;
  date: Date;
  endDate: Date | null;
  type: Masterclass["type"];
  format: Masterclass["format"];
  status: MasterclassStatus;
  classSize: number;
  seatsSold: number;
  registrations: number;
}

export function likePattern(text: string) {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function viewCondition(view: MasterclassView, now: Date): SQL | undefined {
  switch (view) {
    case "drafts":
      return eq(masterclasses.status, "draft");
    case "archived":
      return eq(masterclasses.status, "archived");
    // By the Malaysian day, as the registrations list: a course that started today is not past.
    case "upcoming":
    case "past":
      return and(eq(masterclasses.status, "published"), courseWindow(view, now));
  }
}

export function masterclassWhere(view: MasterclassView, text: string, now: Date): SQL | undefined {
  const q = text.trim();
  const search =
    q && !hasForbiddenCharacters(q)
      ? or(ilike(masterclasses.title, likePattern(q)), ilike(masterclasses.slug, likePattern(q)))
      : q
        ? sql`false`
        : undefined;
  return and(viewCondition(view, now), search);
}

/** Rows of a view in its order, with seats sold and registrations counted per course. */
export async function masterclassRows(
  db: Db,
  view: MasterclassView,
  where: SQL | undefined,
  limit: number,
  offset: number,
): Promise<MasterclassRow[]> {
  const seats = db
    .select({
      courseId: registrations.productId,
      seatsSold:
        sql<number>`count(*) filter (where ${inArray(registrations.status, [...SEAT_HOLDING])})::int`.as(
          "seats_sold",
        ),
      total: sql<number>`count(*)::int`.as("total"),
    })
    .from(registrations)
    .where(eq(registrations.productType, "masterclass"))
    .groupBy(registrations.productId)
    .as("seats");
  const newestFirst = view === "past" || view === "archived";
  const rows = await db
    .select({
      id: masterclasses.id,
      slug: masterclasses.slug,
      title: masterclasses.title,
      date: masterclasses.date,
      endDate: masterclasses.endDate,
      type: masterclasses.type,
      format: masterclasses.format,
      status: masterclasses.status,
      classSize: masterclasses.classSize,
      seatsSold: sql<number>`coalesce(${seats.seatsSold}, 0)`,
      registrations: sql<number>`coalesce(${seats.total}, 0)`,
    })
    .from(masterclasses)
    .leftJoin(seats, eq(seats.courseId, masterclasses.id))
    .where(where)
    .orderBy(
      newestFirst ? desc(masterclasses.date) : asc(masterclasses.date),
      asc(masterclasses.title),
      asc(masterclasses.id),
    )
    .limit(limit)
    .offset(offset);
  return rows.map((row) => ({
    ...row,
    seatsSold: Number(row.seatsSold),
    registrations: Number(row.registrations),
  }));
}

/** One page of a view, with the number of courses in every view. */
export async function listMasterclassesForAdmin(
  db: Db,
  options: { view: MasterclassView; q: string; page: number },
  now = new Date(),
): Promise<{ rows: MasterclassRow[]; total: number; counts: Record<MasterclassView, number> }> {
  const where = masterclassWhere(options.view, options.q, now);
  const [rows, [totalRow], viewCounts] = await Promise.all([
    masterclassRows(db, options.view, where, ADMIN_PAGE_SIZE, (options.page - 1) * ADMIN_PAGE_SIZE),
    db.select({ n: count() }).from(masterclasses).where(where),
    Promise.all(
      MASTERCLASS_VIEWS.map(async (view) => {
        const [row] = await db
          .select({ n: count() })
          .from(masterclasses)
          .where(viewCondition(view, now));
        return [view, Number(row?.n ?? 0)] as const;
      }),
    ),
  ]);
  return {
    rows,
    total: Number(totalRow?.n ?? 0),
    counts: Object.fromEntries(viewCounts) as Record<MasterclassView, number>,
  };
}

/** `?view=` as the list reads it: upcoming unless another view is named. */
export function masterclassView(params: URLSearchParams): MasterclassView {
  const view = params.get("view");
  return (MASTERCLASS_VIEWS as readonly string[]).includes(view ?? "")
    ? (view as MasterclassView)
    : "upcoming";
}
