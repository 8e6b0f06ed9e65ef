import { addDays, calendarDateKey } from "#common/dates";

/**
 * Attendance by day (browser-safe). A course runs from its start to its end
 * instant; its days are the Malaysian calendar days in between, both ends
 * included. Certificates follow presence on every one of them
 * (docs/decisions/0019-certificates-follow-attendance.md).
 */

/** Bad data (an end months after the start) must not draw hundreds of day buttons. */
export const MAX_COURSE_DAYS = 31;

/** "YYYY-MM-DD" of every day of the course, first to last. */
export function courseDays(start: Date | string, end?: Date | string | null): string[] {
  const first = calendarDateKey(start);
  const last = end ? calendarDateKey(end) : first;
  const days = [first];
  while (days.length < MAX_COURSE_DAYS && days[days.length - 1]! < last) {
    days.push(addDays(days[days.length - 1]!, 1));
  }
  return days;
}

/** The course's days a person was not marked present on (marks outside the course ignored). */
export function missingDays(days: readonly string[], marked: Iterable<string>): string[] {
  const present = new Set(marked);
  return days.filter((day) => !present.has(day));
}

/** "Day 2 (Jan 6)": how a day of a course is named on its pages. */
export function dayLabel(days: readonly string[], day: string): string {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const short = new Date(Date.UTC(year, month - 1, date)).toLocaleDateString("en-US", {
    timeZone: "UTC",
    month: "short",
    day: "numeric",
  });
  const index = days.indexOf(day);
  return index >= 0 ? `Day ${index + 1} (${short})` : short;
}
