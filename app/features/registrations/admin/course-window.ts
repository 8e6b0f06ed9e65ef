import { calendarDateKey } from "#common/dates";

/**
 * Which courses are "upcoming" and which "past" in the back office, by the
 * Malaysian calendar day: a course stays upcoming until its last day is over,
 * so one that started this morning (or a multi-day course in its second day)
 * is today's course, never filed under past.
 */

const DAY_MS = 86_400_000;

/** The instants today (Malaysia time, UTC+8 without daylight saving) begins and ends. */
export function malaysiaToday(now: Date): { start: Date; end: Date } {
  const start = new Date(`${calendarDateKey(now)}T00:00:00+08:00`);
  return { start, end: new Date(start.getTime() + DAY_MS) };
}

/** A course runs today when it has started by tonight and its last day is not before today. */
export function runsToday(course: { date: Date; endDate: Date | null }, now: Date): boolean {
  const { start, end } = malaysiaToday(now);
  const last = course.endDate ?? course.date;
  return course.date.getTime() < end.getTime() && last.getTime() >= start.getTime();
}

/** A course is past once its last day is over. */
export function isPast(course: { date: Date; endDate: Date | null }, now: Date): boolean {
  return (course.endDate ?? course.date).getTime() < malaysiaToday(now).start.getTime();
}
