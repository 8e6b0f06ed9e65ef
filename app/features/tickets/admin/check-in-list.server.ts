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
import type { AdminUser } from "#server/auth/sessions";
import { getDb } from "#server/runtime";
import { addDays, calendarDateKey } from "#common/dates";
import { courseDays } from "#app/features/registrations/admin/attendance";
import { paymentState, type PaymentState } from "../check-in-result";

/**
 * How much of the door a viewer gets (docs/decisions/0046-door-sees-today-only.md).
 * `door`: door staff, often hired for the day, see the courses running today
 * (Malaysian calendar days) and, per attendee, what letting them in needs:
 * name, company, payment, checked in or not. `full`: admins, every course
 * with contact details and references, as on the registrations pages.
 */
export type DoorScope = "door" | "full";

export function doorScopeOf(user: AdminUser): DoorScope {
  return user.role === "door" ? "door" : "full";
}

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
 * The courses around today: those running today first, then (for admins)
 * the week's others. A course that started up to a month ago may still run
 * today.
 */
export async function doorCourses(scope: DoorScope, now = new Date()): Promise<DoorCourse[]> {
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
    .filter((c) => c.today || (scope === "full" && calendarDateKey(c.end ?? c.start) >= weekAgo))
    .sort((a, b) => Number(b.today) - Number(a.today) || a.start.localeCompare(b.start));
}

/**
 * One course's door, or null (the page's and the scan's 404). Door staff get
 * only a published (or archived) course running today; a course id is on
 * every public course page, so anything else must look like no course at all.
 */
export async function doorCourse(
  courseId: string,
  scope: DoorScope,
  now = new Date(),
): Promise<DoorCourse | null> {
  const today = calendarDateKey(now);
  const db = getDb();
  let found: DoorCourse | null = null;
  const [course] = await db.select().from(masterclasses).where(eq(masterclasses.id, courseId));
  if (course) {
    if (scope === "door" && course.status === "draft") return null;
    found = toDoorCourse("masterclass", course, today);
  } else {
    const [program] = await db.select().from(ntwPrograms).where(eq(ntwPrograms.id, courseId));
    if (program) found = toDoorCourse("ntw", { ...program, endDate: null }, today);
  }
  return found && (scope === "full" || found.today) ? found : null;
}

export interface DoorAttendee {
  registrationId: string;
  name: string;
  org: string | null;
  payment: PaymentState;
  /** When they were checked in today, ISO; null if not yet. */
  checkedInAt: string | null;
  /** Admins only: the page's data is the browser's, so door staff are never sent these. */
  contact?: { email: string; reference: string | null };
}

/** LIKE's own characters typed by the door are matched as themselves. */
function like(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Today's attendee list of a course: every firm seat, searched by name (and,
 * for admins, e-mail or reference: a door search by address would tell door
 * staff whose address it is).
 */
export async function doorAttendees(
  course: DoorCourse,
  q: string,
  scope: DoorScope,
  now = new Date(),
): Promise<DoorAttendee[]> {
  const day = calendarDateKey(now);
  const db = getDb();
  const search = q.trim();
  const full = scope === "full";
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
                full ? ilike(ntwRegistrations.userEmail, like(search)) : undefined,
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
        org: row.userOrg,
        payment: "Free" as const,
        checkedInAt: at?.toISOString() ?? null,
        ...(full ? { contact: { email: row.userEmail, reference: null } } : {}),
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
              full ? ilike(registrations.email, like(search)) : undefined,
              full ? ilike(registrations.reference, like(search)) : undefined,
            )
          : undefined,
      ),
    )
    .orderBy(asc(registrations.name))
    .limit(200);
  return rows.map(({ row, at }) => ({
    registrationId: row.id,
    name: row.name,
    org: row.org,
    payment: paymentState("masterclass", row.payment, row.status),
    checkedInAt: at?.toISOString() ?? null,
    ...(full ? { contact: { email: row.email, reference: row.reference } } : {}),
  }));
}
