import { and, count, eq, gte, inArray, isNotNull, lte, sql, type SQL } from "drizzle-orm";
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
import { addDays, calendarDateKey, weekdayOf } from "#common/dates";
import {
  BOOK_ORDER_STATUS_LABELS,
  BOOK_ORDER_STATUSES,
  parseBookOrderFilter,
} from "#app/features/books/admin/book-orders";
import { listBookOrders } from "#app/features/books/admin/book-orders.server";
import { LEAD_KINDS, parseLeadFilter, type LeadKindName } from "#app/features/leads/admin/filters";
import { listLeads } from "#app/features/leads/admin/leads.server";
import { malaysiaToday } from "#app/features/registrations/admin/course-window";
import { courseWindow, listCourses } from "#app/features/registrations/admin/registrations.server";
import { listHrdcGroups } from "#app/features/registrations/hrdc/hrdc-pipeline.server";
import { inHrdcView, type HrdcView } from "#app/features/registrations/hrdc/hrdc-stages";
import { HELD_SEAT_STATUSES } from "#app/features/registrations/seat-statuses";
import { SEAT_HOLDING } from "#app/features/registrations/seats.server";
import {
  attentionInvoiceIds,
  attentionItems,
  monthFigures,
} from "#app/features/invoices/reconcile.server";
import { attendedUnpaid, type AttendedUnpaid } from "#app/features/invoices/attended-unpaid.server";
import { monthOfInstant, type MonthKey, type WithSst } from "#app/features/invoices/month-end";
import { LEAD_KIND_LABELS } from "./lead-kinds";

export interface UpcomingCourse {
  id: string;
  title: string;
  date: string;
  classSize: number;
  /** Registered or confirmed. */
  held: number;
  /** Freed seats offered to someone waiting, not yet claimed. */
  offered: number;
  waitlist: number;
}

/** A course running today (Malaysia time), with its attendees: those holding a seat. */
export interface TodayCourse {
  id: string;
  title: string;
  date: string;
  endDate: string | null;
  attendees: number;
  classSize: number;
  offered: number;
  waitlist: number;
}

/**
 * One number of the dashboard and the list it counts: `href` opens that list
 * with its filter set so that it shows exactly `count` rows (for course seats,
 * the upcoming courses whose seats held add up to it).
 */
export interface Figure {
  key: string;
  label: string;
  count: number;
  href: string;
  /** What the number is made of, in a few words. */
  note?: string;
}

/**
 * This month's money from the ledger (the Invoices page's month-end row for it), what needs
 * attention, and who came to a course without paying for it.
 */
export interface MoneyFigures {
  month: MonthKey;
  collected: WithSst;
  refunded: WithSst;
  /** What this month's invoices still owe. */
  owed: WithSst;
  /** Things that need a person (the Invoices page's "Needs attention"), and on how many invoices. */
  attention: number;
  attentionInvoices: number;
  attendedUnpaid: { total: number; rows: AttendedUnpaid[] };
}

export interface AdminDashboard {
  role: "admin";
  money: MoneyFigures;
  today: TodayCourse[];
  /** Course seats, HRDC groups and book orders: each booking counted once, in its own list. */
  bookings: Figure[];
  /** New (not yet handled) leads by kind; bookings are counted above, not here again. */
  leads: Figure[];
  /** Submissions held as suspected spam (the Spam folder): their mails wait for a person. */
  inReview: Figure;
  mails: { failed: number; pending: number };
  /** Published courses starting after today, soonest first (today's are in `today`). */
  upcoming: UpcomingCourse[];
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

/**
 * Lead kinds that are bookings: every course seat (an HRDC attendee too) and
 * every book order is a "registration" lead, every HRDC group a
 * "registration_group" one. They are counted as seats, groups and book
 * orders, so the leads figures leave them out.
 */
const BOOKING_KINDS: ReadonlySet<LeadKindName> = new Set(["registration", "registration_group"]);

/**
 * Monday 00:00 in Malaysia of the week holding `date`, as an instant: the team's week, so a lead
 * sent at 07:00 on a Monday in Kuala Lumpur (Sunday 23:00 UTC) counts in the new week.
 */
export function weekStart(date: Date): Date {
  const day = calendarDateKey(date);
  const sinceMonday = (weekdayOf(day) + 6) % 7;
  return new Date(`${addDays(day, -sinceMonday)}T00:00:00+08:00`);
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

  const firstWeek = new Date(weekStart(now).getTime() - 11 * 7 * DAY_MS);
  const in90 = new Date(now.getTime() + 90 * DAY_MS);
  const tomorrow = malaysiaToday(now).end;

  const [bookings, leadFigures, inReview, courses, window90, mailRows, weekRows, money] =
    await Promise.all([
      bookingFigures(db, now),
      newLeadFigures(db),
      reviewFigure(db),
      // Drafts and archived courses sell nothing: the team's upcoming courses are the published ones.
      coursesWithSeats(db, gte(masterclasses.date, tomorrow), UPCOMING_SHOWN),
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
          // The Malaysian week (UTC+8 all year, docs/decisions/0014-malaysia-time.md), as a fixed
          // offset that needs no time zone data in the database.
          week: sql<string>`to_char(date_trunc('week', (${leads.createdAt} at time zone 'UTC') + interval '8 hours'), 'YYYY-MM-DD')`,
          leads: count(),
        })
        .from(leads)
        .where(and(eq(leads.spam, false), gte(leads.createdAt, firstWeek)))
        .groupBy(sql`1`),
      moneyFigures(db, now),
    ]);

  const perWeek = new Map(weekRows.map((row) => [row.week, Number(row.leads)]));
  const leadsPerWeek = Array.from({ length: 12 }, (_, i) => {
    const week = calendarDateKey(new Date(firstWeek.getTime() + i * 7 * DAY_MS));
    return { week, leads: perWeek.get(week) ?? 0 };
  });
  return {
    role: "admin",
    money,
    today: bookings.today,
    bookings: bookings.figures,
    leads: leadFigures,
    inReview,
    mails: {
      failed: Number(mailRows.find((row) => row.status === "failed")?.count ?? 0),
      pending: Number(mailRows.find((row) => row.status === "pending")?.count ?? 0),
    },
    upcoming: courses.map(({ seatsTaken: _taken, ...course }) => ({
      ...course,
      date: course.date.toISOString(),
    })),
    registrationsByCourse: window90.map((course) => ({
      title: course.title,
      seats: course.seatsTaken,
      waitlist: course.waitlist,
    })),
    leadsPerWeek,
  };
}

/**
 * Today's courses and the bookings' figures, each read with the function its
 * list uses, so a figure and the list it links to cannot disagree.
 */
async function bookingFigures(
  db: Db,
  now: Date,
): Promise<{ today: TodayCourse[]; figures: Figure[] }> {
  const [courses, [hrdcSeats], groups, orders] = await Promise.all([
    listCourses("upcoming", now, undefined, db),
    db
      .select({ n: count() })
      .from(registrations)
      .innerJoin(masterclasses, eq(masterclasses.id, registrations.productId))
      .where(
        and(
          eq(registrations.productType, "masterclass"),
          inArray(registrations.status, [...HELD_SEAT_STATUSES]),
          isNotNull(registrations.groupId),
          courseWindow("upcoming", now),
        ),
      ),
    listHrdcGroups(db),
    // The list's own reading of its URL: a filter the list gains later cannot be missed here.
    listBookOrders(parseBookOrderFilter(new URLSearchParams()), db),
  ]);
  const today = courses
    .filter((c) => c.today)
    .map((c) => ({
      id: c.id,
      title: c.title,
      date: c.date.toISOString(),
      endDate: c.endDate?.toISOString() ?? null,
      attendees: c.held,
      classSize: c.classSize,
      offered: c.offered,
      waitlist: c.waitlisted,
    }));
  const held = courses.reduce((sum, c) => sum + c.held, 0);
  const hrdc = Math.min(held, Number(hrdcSeats?.n ?? 0));
  const inView = (view: HrdcView) => groups.filter((g) => inHrdcView(g.standing, view)).length;
  const figures: Figure[] = [
    {
      key: "seats",
      label: "Course seats held",
      count: held,
      href: "/admin/registrations",
      note: `${held - hrdc} individual · ${hrdc} HRDC, in ${courses.length} upcoming ${
        courses.length === 1 ? "course" : "courses"
      }`,
    },
    {
      key: "hrdc",
      label: "HRDC groups in the pipeline",
      count: inView("open"),
      href: "/admin/hrdc",
    },
    {
      key: "hrdc-overdue",
      label: "HRDC groups overdue",
      count: inView("overdue"),
      href: "/admin/hrdc?view=overdue",
    },
    // Every status but cancelled: what is still to be paid, sent or done.
    ...BOOK_ORDER_STATUSES.filter((status) => status !== "cancelled").map((status) => ({
      key: `book-orders-${status}`,
      label: `Book orders: ${BOOK_ORDER_STATUS_LABELS[status].toLowerCase()}`,
      count: orders.statusCounts[status],
      href: `/admin/book-orders?status=${status}`,
    })),
  ];
  return { today, figures };
}

async function moneyFigures(db: Db, now: Date): Promise<MoneyFigures> {
  const month = monthOfInstant(now);
  const [[figures], attention, unpaid] = await Promise.all([
    monthFigures(db, [month]),
    attentionItems(db),
    attendedUnpaid(db),
  ]);
  return {
    month,
    collected: figures!.collected,
    refunded: figures!.refunded,
    owed: figures!.open,
    attention: attention.length,
    attentionInvoices: attentionInvoiceIds(attention).length,
    attendedUnpaid: unpaid,
  };
}

/** New leads of each kind that is not a booking, as the inbox counts them. */
async function newLeadFigures(db: Db): Promise<Figure[]> {
  const { kindCounts } = await listLeads(parseLeadFilter(new URLSearchParams("status=new")), {
    db,
  });
  return LEAD_KINDS.filter((kind) => !BOOKING_KINDS.has(kind)).map((kind) => ({
    key: `leads-${kind}`,
    label: LEAD_KIND_LABELS[kind] ?? kind,
    count: kindCounts[kind],
    href: `/admin/leads?kind=${kind}&status=new`,
  }));
}

/** Everything held as suspected spam, of any kind and age: the Spam folder. */
async function reviewFigure(db: Db): Promise<Figure> {
  const { total } = await listLeads(parseLeadFilter(new URLSearchParams()), { spam: true, db });
  return {
    key: "review",
    label: total === 1 ? "Submission held as suspected spam" : "Submissions held as suspected spam",
    count: total,
    href: "/admin/leads/spam",
  };
}

/** How many upcoming courses the dashboard's table lists (all of them are on Registrations). */
const UPCOMING_SHOWN = 8;

/** Published courses matching `where`, soonest first, with their seats taken and waiting list. */
function coursesWithSeats(db: Db, where: SQL | undefined, limit?: number) {
  const seatsTaken = sql<number>`count(${registrations.id}) filter (where ${inArray(registrations.status, [...SEAT_HOLDING])})`;
  const held = sql<number>`count(${registrations.id}) filter (where ${inArray(registrations.status, [...HELD_SEAT_STATUSES])})`;
  const offered = sql<number>`count(${registrations.id}) filter (where ${eq(registrations.status, "offered")})`;
  const waitlist = sql<number>`count(${registrations.id}) filter (where ${eq(registrations.status, "waitlisted")})`;
  const query = db
    .select({
      id: masterclasses.id,
      title: masterclasses.title,
      date: masterclasses.date,
      classSize: masterclasses.classSize,
      seatsTaken: seatsTaken.mapWith(Number),
      held: held.mapWith(Number),
      offered: offered.mapWith(Number),
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
