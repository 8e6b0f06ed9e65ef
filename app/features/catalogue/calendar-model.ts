/**
 * The training calendar's month grid, built from "YYYY-MM-DD" keys of
 * Malaysian calendar days, so it is the same whatever zone the server runs in.
 */
import { addDays, calendarDateKey, weekdayOf } from "#common/dates";

export interface YearMonth {
  year: number;
  month: number;
}

export interface CalendarEvent {
  slug: string;
  title: string;
  date: Date | string;
  endDate: Date | string | null;
  format: "virtual" | "physical";
}

export interface CalendarEntry<E> {
  event: E;
  /** A later day of an event that started earlier: shown with '(cont.)'. */
  continuation: boolean;
  multiDay: boolean;
}

export interface CalendarCell<E> {
  key: string;
  day: number;
  inMonth: boolean;
  entries: CalendarEntry<E>[];
}

/** Longest stretch drawn for one event; guards the loop against bad end dates. */
const MAX_EVENT_DAYS = 366;

const MONTH_PARAM = /^(\d{4})-(\d{2})$/;

function pad2(n: number): string {
  return String(n).padStart(2, "0");
}

export function monthParam({ year, month }: YearMonth): string {
  return `${year}-${pad2(month)}`;
}

/** "2026-04" → April 2026; anything else (or nothing) → the month of `todayKey`. */
export function parseMonthParam(value: string | null, todayKey: string): YearMonth {
  const match = value ? MONTH_PARAM.exec(value.trim()) : null;
  if (match) {
    const year = Number(match[1]);
    const month = Number(match[2]);
    if (year >= 2000 && year <= 2100 && month >= 1 && month <= 12) return { year, month };
  }
  return { year: Number(todayKey.slice(0, 4)), month: Number(todayKey.slice(5, 7)) };
}

export function shiftMonth({ year, month }: YearMonth, n: number): YearMonth {
  const index = year * 12 + (month - 1) + n;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** The instants at which the month starts and the next one starts, in Malaysia time (UTC+8, no DST). */
export function monthInstants(ym: YearMonth): { from: Date; to: Date } {
  const next = shiftMonth(ym, 1);
  return {
    from: new Date(`${monthParam(ym)}-01T00:00:00+08:00`),
    to: new Date(`${monthParam(next)}-01T00:00:00+08:00`),
  };
}

const MONTH_LABEL = new Intl.DateTimeFormat("en-US", {
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

/** "April 2026" */
export function monthLabel({ year, month }: YearMonth): string {
  return MONTH_LABEL.format(new Date(Date.UTC(year, month - 1, 1)));
}

/** First and last day keys of an event in Malaysian calendar days. */
export function eventSpan(event: Pick<CalendarEvent, "date" | "endDate">): {
  start: string;
  end: string;
} {
  const start = calendarDateKey(event.date);
  const end = event.endDate ? calendarDateKey(event.endDate) : start;
  return { start, end: end < start ? start : end };
}

/** Entries per day key: each event on every day it spans. */
export function entriesByDay<E extends CalendarEvent>(
  events: E[],
): Map<string, CalendarEntry<E>[]> {
  const byDay = new Map<string, CalendarEntry<E>[]>();
  for (const event of events) {
    const { start, end } = eventSpan(event);
    const multiDay = end !== start;
    let key = start;
    for (let i = 0; i < MAX_EVENT_DAYS && key <= end; i++, key = addDays(key, 1)) {
      const list = byDay.get(key) ?? [];
      list.push({ event, continuation: key !== start, multiDay });
      byDay.set(key, list);
    }
  }
  return byDay;
}

/** Whole weeks, Sunday to Saturday, covering the month. */
export function buildMonthGrid<E extends CalendarEvent>(
  ym: YearMonth,
  events: E[],
): CalendarCell<E>[][] {
  const byDay = entriesByDay(events);
  const first = `${monthParam(ym)}-01`;
  const prefix = monthParam(ym);
  let key = addDays(first, -weekdayOf(first));
  const weeks: CalendarCell<E>[][] = [];
  do {
    const week: CalendarCell<E>[] = [];
    for (let i = 0; i < 7; i++) {
      const inMonth = key.startsWith(prefix);
      week.push({
        key,
        day: Number(key.slice(8, 10)),
        inMonth,
        entries: inMonth ? (byDay.get(key) ?? []) : [],
      });
      key = addDays(key, 1);
    }
    weeks.push(week);
  } while (key.startsWith(prefix));
  return weeks;
}
