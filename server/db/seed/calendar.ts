/** Dates for the demo rows, on the Malaysian calendar whatever the server's time zone. */

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** Malaysia has no daylight saving, so a fixed offset is exact. */
const MYT_OFFSET_HOURS = 8;

/**
 * A calendar day in Malaysia, held as UTC midnight of that date so that day arithmetic and
 * `getUTC*` read the Malaysian date whatever the server's own time zone is.
 */
export type CalendarDay = Date & { readonly __calendarDay: true };

export function mytCalendarDay(instant: Date): CalendarDay {
  const shifted = new Date(instant.getTime() + MYT_OFFSET_HOURS * HOUR_MS);
  return new Date(
    Date.UTC(shifted.getUTCFullYear(), shifted.getUTCMonth(), shifted.getUTCDate()),
  ) as CalendarDay;
}

export function addDays(day: CalendarDay, days: number): CalendarDay {
  return new Date(day.getTime() + days * DAY_MS) as CalendarDay;
}

/** The instant of a wall-clock time in Kuala Lumpur on `day`. */
export function mytInstant(day: CalendarDay, hour: number, minute = 0): Date {
  return new Date(day.getTime() + (hour - MYT_OFFSET_HOURS) * HOUR_MS + minute * 60_000);
}

export function isoDate(day: CalendarDay): string {
  return day.toISOString().slice(0, 10);
}

function isWeekday(day: CalendarDay): boolean {
  const weekday = day.getUTCDay();
  return weekday !== 0 && weekday !== 6;
}

/**
 * Training in Malaysia runs on working days: move `day` by as little as possible so that
 * all `lengthDays` days fall on Monday to Friday. Staying in the same month is preferred, so
 * that events planned for a month (the calendar's busy month) stay there.
 */
export function onWorkingDays(day: CalendarDay, lengthDays: number): CalendarDay {
  const shifts = [0, -1, 1, -2, 2, -3, 3, -4, 4, -5, 5, -6, 6];
  for (const sameMonth of [true, false]) {
    for (const shift of shifts) {
      const start = addDays(day, shift);
      if (sameMonth && start.getUTCMonth() !== day.getUTCMonth()) continue;
      let allWorking = true;
      for (let i = 0; i < lengthDays; i++) {
        if (!isWeekday(addDays(start, i))) allWorking = false;
      }
      if (allWorking) return start;
    }
  }
  return day;
}
