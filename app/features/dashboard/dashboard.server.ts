import { and, count, desc, eq, gte, inArray, lte, sql, type SQL } from "drizzle-orm";
import type { Db } from "#server/db/client";
import {
  blogPosts,
  books,
  emailOutbox,
  leads,
  masterclasses,
  registrations,
} from "#server/db/schema";
import type { AdminRole } from "#server/auth/sessions";
import { getDb } from "#server/runtime";

export interface UpcomingCourse {
  id: string;
  title: string;
  date: string;
  classSize: number;
  /** registered, confirmed and offered places: a seat that is spoken for. */
  seatsTaken: number;
  waitlist: number;
}

export interface AdminDashboard {
  role: "admin";
  leadsThisWeek: { kind: string; count: number }[];
  upcoming: UpcomingCourse[];
  mails: { failed: number; pending: number };
  /** Submissions held as suspected spam (the Spam folder): their mails wait for a person. */
  inReview: number;
  /** Every published course of the next 90 days, soonest first, for the bar chart. */
  registrationsByCourse: { title: string; seats: number; waitlist: number }[];
  /** Twelve Mondays (ISO date), oldest first, with that week's leads (spam excluded). */
  leadsPerWeek: { week: string; leads: number }[];
}

/** What an editor may see: counts of content, nothing about people. */
export interface EditorDashboard {
  role: "editor";
  content: { label: string; count: number }[];
}

const DAY_MS = 86_400_000;
const SEAT_STATUSES = ["registered", "confirmed", "offered"] as const;

/** Monday 00:00 UTC of the week holding `date`. */
export function weekStart(date: Date): Date {
  const d = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  const offset = (d.getUTCDay() + 6) % 7;
  return new Date(d.getTime() - offset * DAY_MS);
}

/** The dashboard of the running server's database. */
export function dashboardFor(role: AdminRole) {
  return loadDashboard(getDb(), role);
}

export async function loadDashboard(
  db: Db,
  role: AdminRole,
  now: Date = new Date(),
): Promise<AdminDashboard | EditorDashboard> {
  if (role !== "admin") return { role: "editor", content: await contentCounts(db, now) };

  const weekAgo = new Date(now.getTime() - 7 * DAY_MS);
  const firstWeek = new Date(weekStart(now).getTime() - 11 * 7 * DAY_MS);
  const in90 = new Date(now.getTime() + 90 * DAY_MS);

  const [byKind, courses, window90, mailRows, weekRows, [held]] = await Promise.all([
    db
      .select({ kind: leads.kind, count: count() })
      .from(leads)
      .where(and(eq(leads.spam, false), gte(leads.createdAt, weekAgo)))
      .groupBy(leads.kind)
      .orderBy(desc(count()), leads.kind),
    // Drafts and archived courses sell nothing: the team's upcoming courses are the published ones.
    coursesWithSeats(db, gte(masterclasses.date, now), UPCOMING_SHOWN),
    // The chart takes every published course of the window, however many: a limit here
    // silently dropped courses from it.
    coursesWithSeats(db, and(gte(masterclasses.date, now), lte(masterclasses.date, in90))),
    db
      .select({ status: emailOutbox.status, count: count() })
      .from(emailOutbox)
      .where(inArray(emailOutbox.status, ["failed", "pending"]))
      .groupBy(emailOutbox.status),
    db
      .select({
        week: sql<string>`to_char(date_trunc('week', ${leads.createdAt} at time zone 'UTC'), 'YYYY-MM-DD')`,
        leads: count(),
      })
      .from(leads)
      .where(and(eq(leads.spam, false), gte(leads.createdAt, firstWeek)))
      .groupBy(sql`1`),
    db.select({ count: count() }).from(leads).where(eq(leads.spam, true)),
  ]);

  const perWeek = new Map(weekRows.map((row) => [row.week, Number(row.leads)]));
  const leadsPerWeek = Array.from({ length: 12 }, (_, i) => {
    const week = new Date(firstWeek.getTime() + i * 7 * DAY_MS).toISOString().slice(0, 10);
    return { week, leads: perWeek.get(week) ?? 0 };
  });
  const upcoming = courses.map((course) => ({ ...course, date: course.date.toISOString() }));
  return {
    role: "admin",
    leadsThisWeek: byKind.map((row) => ({ kind: row.kind, count: Number(row.count) })),
    upcoming,
    mails: {
      failed: Number(mailRows.find((row) => row.status === "failed")?.count ?? 0),
      pending: Number(mailRows.find((row) => row.status === "pending")?.count ?? 0),
    },
    inReview: Number(held?.count ?? 0),
    registrationsByCourse: window90.map((course) => ({
      title: course.title,
      seats: course.seatsTaken,
      waitlist: course.waitlist,
    })),
    leadsPerWeek,
  };
}

/** How many upcoming courses the dashboard's table lists (all of them are on Registrations). */
const UPCOMING_SHOWN = 8;

/** Published courses matching `where`, soonest first, with their seats taken and waiting list. */
function coursesWithSeats(db: Db, where: SQL | undefined, limit?: number) {
  const seatsTaken = sql<number>`count(${registrations.id}) filter (where ${inArray(registrations.status, [...SEAT_STATUSES])})`;
  const waitlist = sql<number>`count(${registrations.id}) filter (where ${eq(registrations.status, "waitlisted")})`;
  const query = db
    .select({
      id: masterclasses.id,
      title: masterclasses.title,
      date: masterclasses.date,
      classSize: masterclasses.classSize,
      seatsTaken: seatsTaken.mapWith(Number),
      waitlist: waitlist.mapWith(Number),
    })
    .from(masterclasses)
    .leftJoin(
      registrations,
      and(
        eq(registrations.productId, masterclasses.id),
        eq(registrations.productType, "masterclass"),
      ),
    )
    .where(and(eq(masterclasses.status, "published"), where))
    .groupBy(masterclasses.id)
    .orderBy(masterclasses.date, masterclasses.id)
    .$dynamic();
  return limit === undefined ? query : query.limit(limit);
}

async function contentCounts(db: Db, now: Date): Promise<EditorDashboard["content"]> {
  const [[posts], [upcoming], [bookCount]] = await Promise.all([
    db.select({ count: count() }).from(blogPosts),
    db.select({ count: count() }).from(masterclasses).where(gte(masterclasses.date, now)),
    db.select({ count: count() }).from(books),
  ]);
  return [
    { label: "Blog posts", count: Number(posts?.count ?? 0) },
    { label: "Upcoming courses", count: Number(upcoming?.count ?? 0) },
    { label: "Books", count: Number(bookCount?.count ?? 0) },
  ];
}
