import { addDays, calendarDateKey } from "#common/dates";

/**
 * When the reminder job writes to whom (docs/decisions/0044-reminders-and-feedback.md).
 * Pure, so the rules are tested without a database.
 */
export type ReminderKind = "7d" | "1d";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Each reminder's moment, before the course's start. */
export const REMINDER_LEAD: Record<ReminderKind, number> = { "7d": 7 * DAY, "1d": DAY };

/**
 * A registration made this close to a reminder's moment (or after it) gets no such reminder:
 * its confirmation mail, hours old, already said everything the reminder would.
 */
export const FRESH_REGISTRATION_MARGIN_MS = 12 * HOUR;

/** How long after its moment a feedback request is still sent (a job stopped for days). */
export const FEEDBACK_WINDOW_MS = 14 * DAY;

/**
 * The reminder due now for a seat booked at `registeredAt` on a course starting at `start`, or
 * null. `7d` is due from start − 7 days until the `1d` moment (start − 1 day), `1d` from then
 * until the start: a job that missed a moment catches up, and a course that is already inside
 * the next reminder's window gets only that one.
 */
export function dueReminder(start: Date, now: Date, registeredAt: Date): ReminderKind | null {
  const t = now.getTime();
  const begins = start.getTime();
  const kind: ReminderKind | null =
    t >= begins
      ? null
      : t >= begins - REMINDER_LEAD["1d"]
        ? "1d"
        : t >= begins - REMINDER_LEAD["7d"]
          ? "7d"
          : null;
  if (!kind) return null;
  const moment = begins - REMINDER_LEAD[kind];
  return registeredAt.getTime() > moment - FRESH_REGISTRATION_MARGIN_MS ? null : kind;
}

/** Midnight in Malaysia (UTC+8 all year, no daylight saving) of the day after the course's last day. */
export function feedbackMoment(start: Date, end: Date | null): Date {
  const dayAfter = addDays(calendarDateKey(end ?? start), 1);
  return new Date(`${dayAfter}T00:00:00+08:00`);
}

/** Whether the feedback request of a course is due now (from its moment, for two weeks). */
export function feedbackDue(start: Date, end: Date | null, now: Date): boolean {
  const moment = feedbackMoment(start, end).getTime();
  return now.getTime() >= moment && now.getTime() < moment + FEEDBACK_WINDOW_MS;
}
