import { CalendarDays, CalendarPlus, Clock, Download, Lightbulb, Monitor } from "lucide-react";
import { Button } from "#app/components/ui/button";
import { parseSessionTime } from "#common/ics";
import type { ResolvedContent } from "./masterclass-view";

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
  // Times are Malaysia time; say so when the time is a real one.
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
