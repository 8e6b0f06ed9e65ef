import { and, asc, eq, gte, ilike, inArray, isNull, lte, or, sql } from "drizzle-orm";
import {
  masterclasses,
  ntwPrograms,
  ntwRegistrations,
  registrationGroups,
  registrations,
  ticketCheckIns,
  tickets,
} from "#server/db/schema";
import { getDb } from "#server/runtime";
import { addDays, calendarDateKey } from "#common/dates";
import { courseDays } from "#app/features/registrations/admin/attendance";
import { paymentState, type PaymentState } from "../check-in-result";

/** A course the door may check people in to, and whether it runs today. */
export interface DoorCourse {
  id: string;
  kind: "masterclass" | "ntw";
  title: string;
  start: string;
  end: string | null;
  today: boolean;
  /** "Day 2 of 3" on a multi-day course running today, else null. */
  dayOfCourse: string | null;
}

function toDoorCourse(
  kind: DoorCourse["kind"],
  c: { id: string; title: string; date: Date; endDate: Date | null },
  today: string,
): DoorCourse {
  const days = courseDays(c.date, c.endDate);
  const index = days.indexOf(today);
  return {
    id: c.id,
    kind,
    title: c.title,
    start: c.date.toISOString(),
    end: c.endDate?.toISOString() ?? null,
    today: index >= 0,
    dayOfCourse: index >= 0 && days.length > 1 ? `Day ${index + 1} of ${days.length}` : null,
  };
}

/**
 * The courses around today: those running today first, then the week's
 * others (a course that started up to a month ago may still run today).
 */
export async function doorCourses(now = new Date()): Promise<DoorCourse[]> {
  const today = calendarDateKey(now);
  const from = new Date(`${addDays(today, -31)}T00:00:00+08:00`);
  const to = new Date(`${addDays(today, 8)}T00:00:00+08:00`);
  const db = getDb();
  const [courses, programs] = await Promise.all([
    db
      .select()
      .from(masterclasses)
      .where(
        and(
          inArray(masterclasses.status, ["published", "archived"]),
          lte(masterclasses.date, to),
          or(gte(masterclasses.date, from), gte(masterclasses.endDate, from)),
        ),
      ),
    db
      .select()
      .from(ntwPrograms)
      .where(and(gte(ntwPrograms.date, from), lte(ntwPrograms.date, to))),
  ]);
  const all = [
    ...courses.map((c) => toDoorCourse("masterclass", c, today)),
    ...programs.map((p) => toDoorCourse("ntw", { ...p, endDate: null }, today)),
  ];
  const weekAgo = addDays(today, -7);
  return all
    .filter((c) => c.today || calendarDateKey(c.end ?? c.start) >= weekAgo)
    .sort((a, b) => Number(b.today) - Number(a.today) || a.start.localeCompare(b.start));
}

export async function doorCourse(courseId: string, now = new Date()): Promise<DoorCourse | null> {
  const today = calendarDateKey(now);
  const db = getDb();
  const [course] = await db.select().from(masterclasses).where(eq(masterclasses.id, courseId));
  if (course) return toDoorCourse("masterclass", course, today);
  const [program] = await db.select().from(ntwPrograms).where(eq(ntwPrograms.id, courseId));
  return program ? toDoorCourse("ntw", { ...program, endDate: null }, today) : null;
}

export interface DoorAttendee {
  registrationId: string;
  name: string;
  email: string;
  org: string | null;
  reference: string | null;
  payment: PaymentState;
  /** When they were checked in today, ISO; null if not yet. */
  checkedInAt: string | null;
}

/** LIKE's own characters typed by the door are matched as themselves. */
function like(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Today's attendee list of a course: every firm seat, searched by name, e-mail or reference. */
export async function doorAttendees(
  course: DoorCourse,
  q: string,
  now = new Date(),
): Promise<DoorAttendee[]> {
  const day = calendarDateKey(now);
  const db = getDb();
  const search = q.trim();
  if (course.kind === "ntw") {
    const rows = await db
      .select({ row: ntwRegistrations, at: ticketCheckIns.checkedInAt })
      .from(ntwRegistrations)
      .leftJoin(tickets, eq(tickets.ntwRegistrationId, ntwRegistrations.id))
      .leftJoin(
        ticketCheckIns,
        and(eq(ticketCheckIns.ticketId, tickets.id), eq(ticketCheckIns.day, day)),
      )
      .where(
        and(
          eq(ntwRegistrations.programId, course.id),
          eq(ntwRegistrations.status, "registered"),
          isNull(ntwRegistrations.spamReason),
          search
            ? or(
                ilike(ntwRegistrations.userName, like(search)),
                ilike(ntwRegistrations.userEmail, like(search)),
              )
            : undefined,
        ),
      )
      .orderBy(asc(ntwRegistrations.userName))
      .limit(200);
    return rows
      .filter(({ row }) => !row.userEmail.endsWith("@invalid"))
      .map(({ row, at }) => ({
        registrationId: row.id,
        name: row.userName,
        email: row.userEmail,
        org: row.userOrg,
        reference: null,
        payment: "Free",
        checkedInAt: at?.toISOString() ?? null,
      }));
  }
  const rows = await db
    .select({ row: registrations, at: ticketCheckIns.checkedInAt })
    .from(registrations)
    .leftJoin(registrationGroups, eq(registrationGroups.id, registrations.groupId))
    .leftJoin(tickets, eq(tickets.registrationId, registrations.id))
    .leftJoin(
      ticketCheckIns,
      and(eq(ticketCheckIns.ticketId, tickets.id), eq(ticketCheckIns.day, day)),
    )
    .where(
      and(
        eq(registrations.productType, "masterclass"),
        eq(registrations.productId, course.id),
        inArray(registrations.status, ["registered", "confirmed"]),
        isNull(registrations.confirmBy),
        isNull(registrations.spamReason),
        isNull(registrations.erasedAt),
        // An HRDC attendee once the group is confirmed (or entered by the team).
        or(
          isNull(registrations.groupId),
          sql`${registrationGroups.confirmedAt} IS NOT NULL OR ${registrationGroups.confirmBy} IS NULL`,
        ),
        search
          ? or(
              ilike(registrations.name, like(search)),
              ilike(registrations.email, like(search)),
              ilike(registrations.reference, like(search)),
            )
          : undefined,
      ),
    )
    .orderBy(asc(registrations.name))
    .limit(200);
  return rows.map(({ row, at }) => ({
    registrationId: row.id,
    name: row.name,
    email: row.email,
    org: row.org,
    reference: row.reference,
    payment: paymentState("masterclass", row.payment, row.status),
    checkedInAt: at?.toISOString() ?? null,
  }));
}
