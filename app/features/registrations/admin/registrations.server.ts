import { and, asc, desc, eq, gte, inArray, lt, sql, type SQL } from "drizzle-orm";
import { data } from "react-router";
import { z } from "zod";
import { certificates, masterclasses, registrationGroups, registrations } from "#server/db/schema";
import { registrantColumns } from "./registrant-columns.server";
import type { Db } from "#server/db/client";
import { getDb } from "#server/runtime";
import { SEAT_HOLDING } from "#app/features/registrations/seats.server";
import { HELD_SEAT_STATUSES } from "#app/features/registrations/seat-statuses";
import { courseDays, missingDays } from "./attendance";
import { presentDays } from "./attendance.server";
import type { Attendee } from "./attendees";
import { paymentsOf } from "./payments.server";
import { seatMoneyOf } from "#app/features/registrations/seat-money.server";
import { refundableByRule } from "#app/features/registrations/registration-mails.server";
import { refundDue, ruleOf } from "#app/features/catalogue/cancellation-rule";
import { fromSen } from "#app/features/invoices/invoice-model";
import type { PaymentMethod } from "./payments";
import { invoiceNumbersOf } from "#app/features/invoices/invoice-payments.server";
import { malaysiaToday, runsToday } from "./course-window";
import type { SeatStatus } from "./seat-count";

export interface CourseSummary {
  id: string;
  title: string;
  date: Date;
  endDate: Date | null;
  classSize: number;
  /** Held and offered: the seats spoken for (a move needs one that is neither). */
  seatsSold: number;
  /** Registered or confirmed: a person holds the seat. */
  held: number;
  /** Freed seats offered to someone waiting, not yet claimed. */
  offered: number;
  confirmed: number;
  waitlisted: number;
  /** Runs today, Malaysia time (started this morning, or a multi-day course under way). */
  today: boolean;
}

/**
 * Upcoming courses are those whose last day is today or later (Malaysia
 * time), past ones those whose last day is over: a course that started this
 * morning is still upcoming, today's.
 */
export function courseWindow(when: "upcoming" | "past", now: Date): SQL {
  const lastDay = sql`coalesce(${masterclasses.endDate}, ${masterclasses.date})`;
  const todayStarts = malaysiaToday(now).start;
  return when === "upcoming" ? gte(lastDay, todayStarts) : lt(lastDay, todayStarts);
}

/** Courses with their seat counts: upcoming (soonest first) or past (latest first). */
export async function listCourses(
  when: "upcoming" | "past",
  now = new Date(),
  page: { limit: number; offset: number } = { limit: 200, offset: 0 },
  db: Db = getDb(),
): Promise<CourseSummary[]> {
  const tally = (statuses: readonly SeatStatus[], name: string) =>
    sql<number>`count(*) filter (where ${inArray(registrations.status, [...statuses])})::int`.as(
      name,
    );
  const counts = db
    .select({
      courseId: registrations.productId,
      seatsSold: tally(SEAT_HOLDING, "seats_sold"),
      held: tally(HELD_SEAT_STATUSES, "held"),
      offered: tally(["offered"], "offered"),
      confirmed: tally(["confirmed"], "confirmed"),
      waitlisted: tally(["waitlisted"], "waitlisted"),
    })
    .from(registrations)
    .where(eq(registrations.productType, "masterclass"))
    .groupBy(registrations.productId)
    .as("counts");
  const rows = await db
    .select({
      id: masterclasses.id,
      title: masterclasses.title,
      date: masterclasses.date,
      endDate: masterclasses.endDate,
      classSize: masterclasses.classSize,
      seatsSold: sql<number>`coalesce(${counts.seatsSold}, 0)`,
      held: sql<number>`coalesce(${counts.held}, 0)`,
      offered: sql<number>`coalesce(${counts.offered}, 0)`,
      confirmed: sql<number>`coalesce(${counts.confirmed}, 0)`,
      waitlisted: sql<number>`coalesce(${counts.waitlisted}, 0)`,
    })
    .from(masterclasses)
    .leftJoin(counts, eq(counts.courseId, masterclasses.id))
    .where(courseWindow(when, now))
    .orderBy(
      when === "upcoming" ? asc(masterclasses.date) : desc(masterclasses.date),
      asc(masterclasses.id),
    )
    .limit(page.limit)
    .offset(page.offset);
  return rows.map((row) => ({
    ...row,
    seatsSold: Number(row.seatsSold),
    held: Number(row.held),
    offered: Number(row.offered),
    confirmed: Number(row.confirmed),
    waitlisted: Number(row.waitlisted),
    today: runsToday(row, now),
  }));
}

export async function findCourse(courseId: string) {
  const [course] = await getDb()
    .select()
    .from(masterclasses)
    .where(eq(masterclasses.id, courseId))
    .limit(1);
  return course ?? null;
}

/** The course a URL names by id; an unknown course (or not an id at all) is a 404. */
export async function courseOr404(courseId: string | undefined) {
  const id = z.uuid().safeParse(courseId);
  const course = id.success ? await findCourse(id.data) : null;
  if (!course) throw data({ error: "No such course" }, { status: 404 });
  return course;
}

/** What every page of one course's registrations shows of it first: which course, and when. */
export function courseHead(course: {
  id: string;
  title: string;
  date: Date;
  endDate: Date | null;
}) {
  return { id: course.id, title: course.title, date: course.date, endDate: course.endDate };
}

/** Everyone registered for a course, in the order they registered. */
export async function listAttendees(courseId: string, now = new Date()): Promise<Attendee[]> {
  const course = await findCourse(courseId);
  if (!course) return [];
  const days = courseDays(course.date, course.endDate);
  const rows = await getDb()
    .select({
      ...registrantColumns,
      role: registrations.role,
      payment: registrations.payment,
      status: registrations.status,
      company: registrationGroups.companyName,
      groupId: registrations.groupId,
      price: registrations.productPrice,
      groupReference: registrationGroups.reference,
      createdAt: registrations.createdAt,
      offerExpiresAt: registrations.offerExpiresAt,
      cancelledAt: registrations.cancelledAt,
      attendedAt: registrations.attendedAt,
      spamReason: registrations.spamReason,
      confirmBy: registrations.confirmBy,
      erasedAt: registrations.erasedAt,
      groupConfirmedAt: registrationGroups.confirmedAt,
      // The certificate issued for this attendance, if any (one per registration).
      certificateId: certificates.id,
      certificateStatus: certificates.status,
    })
    .from(registrations)
    .leftJoin(registrationGroups, eq(registrationGroups.id, registrations.groupId))
    .leftJoin(certificates, eq(certificates.registrationId, registrations.id))
    .where(and(eq(registrations.productType, "masterclass"), eq(registrations.productId, courseId)))
    .orderBy(asc(registrations.createdAt), asc(registrations.id));
  const marks = await presentDays(
    getDb(),
    days,
    rows.map((r) => r.id),
  );
  const paid = await paymentsOf(rows.map((r) => r.id));
  const invoiced = await invoiceNumbersOf(getDb(), rows);
  const moneys = await seatMoneyOf(
    getDb(),
    rows.map((r) => r.id),
  );
  const rule = ruleOf(course);
  return rows.map(({ spamReason, erasedAt, groupConfirmedAt, ...row }) => {
    const presentDays = days.length > 1 ? (marks.get(row.id) ?? []) : [];
    const found = moneys.get(row.id);
    const byRule = found ? refundableByRule(row, found) : false;
    const money = found
      ? {
          how: found.how,
          payment: {
            amount: fromSen(found.paidSen),
            method: found.method as PaymentMethod,
            reference: found.reference,
            paidOn: found.paidOn ?? "",
            batchSeats: null,
          },
          paidSen: found.paidSen,
          refundedSen: found.refundedSen,
          owedBackSen: found.owedBackSen,
          byRule,
        }
      : null;
    const due =
      found && byRule && row.status !== "cancelled"
        ? refundDue(rule, found.paidSen, course.date, now)
        : null;
    const left = found ? found.paidSen - found.refundedSen - found.owedBackSen : 0;
    return {
      ...row,
      paid: paid.get(row.id) ?? null,
      invoiceNumber: invoiced.get(row.id) ?? null,
      money,
      refundDue: due ? { sen: Math.max(0, Math.min(due.sen, left)), sentence: due.sentence } : null,
      spam: spamReason !== null,
      erased: erasedAt !== null,
      awaitingBooker:
        row.groupReference !== null && groupConfirmedAt === null && row.status !== "cancelled",
      presentDays,
      present:
        days.length > 1 ? missingDays(days, presentDays).length === 0 : row.attendedAt !== null,
    };
  });
}

/** Upcoming courses with a free seat, as targets of a move. */
export async function moveTargets(courseId: string, now = new Date()) {
  const courses = await listCourses("upcoming", now);
  // Only a course not yet started takes people (today's course may have begun).
  return courses
    .filter((c) => c.id !== courseId && c.date > now && c.seatsSold < c.classSize)
    .map((c) => ({ id: c.id, title: c.title, date: c.date, free: c.classSize - c.seatsSold }));
}

/** `?when=past` or upcoming: the overview's choice, as its page reads it. */
export function courseWhen(params: URLSearchParams): "upcoming" | "past" {
  return params.get("when") === "past" ? "past" : "upcoming";
}
