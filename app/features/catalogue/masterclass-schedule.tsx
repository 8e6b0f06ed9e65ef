import { CalendarDays, CalendarPlus, Clock, Download, Lightbulb, Monitor } from "lucide-react";
import { useSearchParams } from "react-router";
import { Button } from "#app/components/ui/button";
import { Tabs, TabsContent, TabsLink, TabsList } from "#app/components/ui/tabs";
import { cn } from "#app/lib/cn";
import { parseSessionTime } from "#common/ics";
import { groupItinerary } from "#app/lib/itinerary";
import type { AgendaItem } from "#common/masterclass-content";
import type { ResolvedContent } from "./masterclass-view";

// When the masterclass happens: its agenda, day by day, and its date, time, format and
// requirements with the add-to-calendar links. One module, so the icon both draw (Clock)
// is copied into the page's bundle once (scripts/lib/lucide-imports.mjs).

function AgendaList({ items }: { items: AgendaItem[] }) {
  if (items.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        The program for this day will be shared with participants.
      </p>
    );
  }
  return (
    <ol className="space-y-3">
      {items.map((item, index) => (
        <li
          key={`${item.time ?? ""}-${item.title}-${index}`}
          className="rounded-xl border bg-card p-4"
        >
          {item.time && (
            <p className="flex items-center gap-1.5 text-xs font-semibold text-primary">
              <Clock aria-hidden="true" className="size-3.5" />
              {item.time}
            </p>
          )}
          <p className="mt-1 font-semibold">{item.title}</p>
          {item.description && (
            <p className="mt-1 text-sm text-muted-foreground">{item.description}</p>
          )}
        </li>
      ))}
    </ol>
  );
}

// Up to 5 day tabs side by side on wide screens; longer events wrap to a second row.
const TAB_COLUMNS: Record<number, string> = {
  2: "grid-cols-2",
  3: "grid-cols-3",
  4: "grid-cols-2 sm:grid-cols-4",
};

/** The agenda's heading (masterclass-sections.tsx), where a day's link lands. */
const AGENDA_ANCHOR = "program-agenda";

export function Agenda({
  items,
  start,
  end,
}: {
  items: AgendaItem[];
  start: Date | string;
  end: Date | string | null;
}) {
  const [searchParams] = useSearchParams();
  const days = groupItinerary(items, start, end);
  const [first] = days;
  if (!first) return null;
  if (days.length === 1) {
    return (
      <div className="max-w-3xl">
        <AgendaList items={first.items} />
      </div>
    );
  }
  // `?day=N` chooses the day: each tab is a link to the page with its day shown, which works
  // before the sections' code has arrived and without JavaScript; once hydrated a tab switches
  // in place. Every day stays in the HTML (forceMount) for search engines; CSS shows the chosen.
  const asked = Number(searchParams.get("day"));
  const chosen = days.find((day) => day.day === asked) ?? first;
  return (
    <Tabs defaultValue={`day-${chosen.day}`} className="max-w-4xl">
      <TabsList
        aria-label="Program days"
        className={cn(
          "grid h-auto w-full gap-1",
          TAB_COLUMNS[days.length] ?? "grid-cols-3 lg:grid-cols-5",
        )}
      >
        {days.map((day) => (
          <TabsLink
            key={day.day}
            value={`day-${day.day}`}
            href={`?day=${day.day}#${AGENDA_ANCHOR}`}
          >
            Day {day.day}
          </TabsLink>
        ))}
      </TabsList>
      {days.map((day) => (
        <TabsContent
          key={day.day}
          value={`day-${day.day}`}
          forceMount
          className="mt-6 data-[state=inactive]:hidden"
        >
          <AgendaList items={day.items} />
        </TabsContent>
      ))}
    </Tabs>
  );
}

export interface CalendarLinks {
  /** The .ics download (server/http/masterclass-ics.ts). */
  ics: string;
  google: string;
}

/** Date, time (MYT), format and requirements, with the two add-to-calendar links. */
export function EventDetails({
  logistics,
  calendar,
}: {
  logistics: ResolvedContent["logistics"];
  calendar: CalendarLinks;
}) {
  // Times are Malaysia time; say so when the time is a real one
  // (docs/decisions/0014-malaysia-time.md).
  const time = parseSessionTime(logistics.time) ? `${logistics.time} (MYT)` : logistics.time;
  const rows = [
    { icon: CalendarDays, label: "Date", value: logistics.date },
    { icon: Clock, label: "Time", value: time },
    { icon: Monitor, label: "Format", value: logistics.format },
    { icon: Lightbulb, label: "Requirements", value: logistics.requirements },
  ];
  return (
    <>
      <dl className="divide-y rounded-2xl border bg-card">
        {/* A <dl>'s groups may hold only <dt> and <dd>, so the icon sits in the <dt>. */}
        {rows.map(({ icon: Icon, label, value }) => (
          <div key={label} className="relative p-4 pl-12">
            <dt className="text-sm font-semibold">
              <Icon aria-hidden="true" className="absolute top-4.5 left-4 size-5 text-primary" />
              {label}
            </dt>
            <dd className="mt-0.5 text-sm leading-relaxed text-muted-foreground">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-4 flex flex-wrap gap-3">
        <Button asChild variant="outline">
          <a href={calendar.ics} download>
            <Download aria-hidden="true" />
            Add to Calendar (.ics)
          </a>
        </Button>
        <Button asChild variant="outline">
          <a href={calendar.google} target="_blank" rel="noopener noreferrer">
            <CalendarPlus aria-hidden="true" />
            Google Calendar
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        </Button>
      </div>
    </>
  );
}
