import { CalendarDays, ChevronLeft, ChevronRight, MapPin, Monitor } from "lucide-react";
import { Link } from "react-router";
import { cn } from "#app/lib/cn";
import { formatDateRange } from "#common/dates";
import {
  buildMonthGrid,
  eventSpan,
  monthLabel,
  monthParam,
  shiftMonth,
  type CalendarEvent,
  type YearMonth,
} from "./calendar-model";
import { formatLabel, PHYSICAL_LOCATION } from "./masterclass-labels";

const WEEKDAYS = [
  ["Sun", "Sunday"],
  ["Mon", "Monday"],
  ["Tue", "Tuesday"],
  ["Wed", "Wednesday"],
  ["Thu", "Thursday"],
  ["Fri", "Friday"],
  ["Sat", "Saturday"],
] as const;

const SINGLE_DAY = "bg-primary/5 text-primary ring-1 ring-primary/15 hover:bg-primary/15";
const MULTI_DAY = "bg-accent/25 text-accent-foreground hover:bg-accent/40";

/** Where a month's page is: the calendar page and the catalogue's calendar view keep it in different parameters. */
export type MonthHref = (month: YearMonth | null) => string;

const calendarPageHref: MonthHref = (month) =>
  month ? `?month=${monthParam(month)}` : "/shop/calendar";

function MonthNav({
  month,
  isCurrent,
  hrefFor,
}: {
  month: YearMonth;
  isCurrent: boolean;
  hrefFor: MonthHref;
}) {
  const prev = shiftMonth(month, -1);
  const next = shiftMonth(month, 1);
  const navLink =
    "inline-flex h-10 items-center gap-1 rounded-md border bg-background px-3 text-sm font-medium shadow-xs hover:bg-muted";
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <h2 id="calendar-month" className="text-2xl font-bold tracking-tight" aria-live="polite">
        {monthLabel(month)}
      </h2>
      <nav aria-label="Month" className="flex items-center gap-2">
        <Link to={hrefFor(prev)} rel="nofollow" preventScrollReset className={navLink}>
          <ChevronLeft aria-hidden="true" className="size-4" />
          <span className="sr-only sm:not-sr-only">{monthLabel(prev).split(" ")[0]}</span>
          <span className="sr-only"> (previous month)</span>
        </Link>
        {!isCurrent && (
          <Link to={hrefFor(null)} preventScrollReset className={navLink}>
            Today
          </Link>
        )}
        <Link to={hrefFor(next)} rel="nofollow" preventScrollReset className={navLink}>
          <span className="sr-only sm:not-sr-only">{monthLabel(next).split(" ")[0]}</span>
          <span className="sr-only"> (next month)</span>
          <ChevronRight aria-hidden="true" className="size-4" />
        </Link>
      </nav>
    </div>
  );
}

function Legend() {
  return (
    <ul className="flex flex-wrap gap-4 text-sm text-muted-foreground">
      <li className="flex items-center gap-2">
        <span aria-hidden="true" className="size-3 rounded-sm bg-primary/30" />
        One-day masterclass
      </li>
      <li className="flex items-center gap-2">
        <span aria-hidden="true" className="size-3 rounded-sm bg-accent/60" />
        Multi-day event
      </li>
    </ul>
  );
}

/** The month grid from small tablets up; phones get the agenda list instead. */
function MonthGrid<E extends CalendarEvent>({
  month,
  events,
  todayKey,
}: {
  month: YearMonth;
  events: E[];
  todayKey: string;
}) {
  const weeks = buildMonthGrid(month, events);
  return (
    <div className="hidden overflow-hidden rounded-xl border sm:block">
      <table className="w-full table-fixed border-collapse">
        <caption className="sr-only">Masterclasses in {monthLabel(month)}</caption>
        <thead>
          <tr className="bg-secondary/60">
            {WEEKDAYS.map(([short, long]) => (
              <th
                key={short}
                scope="col"
                className="px-2 py-2.5 text-xs font-semibold tracking-wide text-muted-foreground uppercase"
              >
                <abbr title={long} className="no-underline">
                  {short}
                </abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]?.key}>
              {week.map((cell) => (
                <td
                  key={cell.key}
                  className={cn(
                    "h-32 border-t border-l p-1.5 align-top first:border-l-0",
                    cell.inMonth ? "bg-card" : "bg-muted/50",
                  )}
                >
                  {cell.inMonth && (
                    <>
                      <span
                        className={cn(
                          "inline-flex size-7 items-center justify-center rounded-full text-sm",
                          cell.key === todayKey
                            ? "bg-primary font-semibold text-primary-foreground"
                            : "text-muted-foreground",
                        )}
                      >
                        {cell.day}
                      </span>
                      <ul className="mt-1 space-y-1">
                        {cell.entries.map(({ event, continuation, multiDay }) => (
                          <li key={event.slug}>
                            <Link
                              to={`/shop/masterclasses/${event.slug}`}
                              title={event.title}
                              className={cn(
                                "block rounded px-1.5 py-1 text-xs leading-snug font-medium break-words",
                                multiDay ? MULTI_DAY : SINGLE_DAY,
                              )}
                            >
                              {event.title}
                              {continuation && " (cont.)"}
                            </Link>
                          </li>
                        ))}
                      </ul>
                    </>
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Phones: one line per event of the month, in date order. */
function AgendaList<E extends CalendarEvent>({ month, events }: { month: YearMonth; events: E[] }) {
  return (
    <ol aria-label={`Masterclasses in ${monthLabel(month)}`} className="space-y-3 sm:hidden">
      {events.map((event) => {
        const { start, end } = eventSpan(event);
        const multiDay = start !== end;
        const FormatIcon = event.format === "physical" ? MapPin : Monitor;
        return (
          <li key={event.slug}>
            <Link
              to={`/shop/masterclasses/${event.slug}`}
              className={cn(
                "block rounded-xl border border-l-4 bg-card p-4 shadow-xs",
                multiDay ? "border-l-accent" : "border-l-primary",
              )}
            >
              <p className="flex items-center gap-1.5 text-sm font-semibold text-primary">
                <CalendarDays aria-hidden="true" className="size-4" />
                {formatDateRange(event.date, event.endDate)}
              </p>
              <p className="mt-1 font-semibold">{event.title}</p>
              <p className="mt-1 flex items-center gap-1.5 text-sm text-muted-foreground">
                <FormatIcon aria-hidden="true" className="size-4" />
                {event.format === "physical" ? PHYSICAL_LOCATION : formatLabel(event.format)}
              </p>
            </Link>
          </li>
        );
      })}
    </ol>
  );
}

export function CalendarMonth<E extends CalendarEvent>({
  month,
  events,
  todayKey,
  hrefFor = calendarPageHref,
  emptyMessage,
}: {
  month: YearMonth;
  events: E[];
  todayKey: string;
  hrefFor?: MonthHref;
  /** Said instead of "No masterclasses scheduled in …" (the catalogue's filtered view). */
  emptyMessage?: string;
}) {
  const isCurrent = monthParam(month) === todayKey.slice(0, 7);
  return (
    <section aria-labelledby="calendar-month" className="space-y-5">
      <MonthNav month={month} isCurrent={isCurrent} hrefFor={hrefFor} />
      <Legend />
      {events.length === 0 && (
        <p className="rounded-xl border border-dashed px-4 py-6 text-center text-muted-foreground">
          {emptyMessage ?? `No masterclasses scheduled in ${monthLabel(month)}.`}
        </p>
      )}
      <MonthGrid month={month} events={events} todayKey={todayKey} />
      {events.length > 0 && <AgendaList month={month} events={events} />}
    </section>
  );
}
