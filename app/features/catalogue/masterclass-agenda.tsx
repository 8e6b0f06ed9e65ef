import { Clock } from "lucide-react";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "#app/components/ui/tabs";
import { cn } from "#app/lib/cn";
import { groupItinerary } from "#app/lib/itinerary";
import type { AgendaItem } from "#common/masterclass-content";

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

export function Agenda({
  items,
  start,
  end,
}: {
  items: AgendaItem[];
  start: Date | string;
  end: Date | string | null;
}) {
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
  // Every day is in the HTML (forceMount); CSS shows only the selected one, and
  // without JavaScript, where the tabs cannot switch, every day under its heading.
  // CSS rather than a hydration flag, so nothing collapses when the page hydrates.
  return (
    <Tabs defaultValue={`day-${first.day}`} className="max-w-4xl">
      <TabsList
        aria-label="Program days"
        className={cn(
          "grid h-auto w-full gap-1 noscript:hidden",
          TAB_COLUMNS[days.length] ?? "grid-cols-3 lg:grid-cols-5",
        )}
      >
        {days.map((day) => (
          <TabsTrigger key={day.day} value={`day-${day.day}`}>
            Day {day.day}
          </TabsTrigger>
        ))}
      </TabsList>
      {days.map((day) => (
        <TabsContent
          key={day.day}
          value={`day-${day.day}`}
          forceMount
          className="mt-6 data-[state=inactive]:hidden noscript:data-[state=inactive]:block"
        >
          <h3 className="mb-3 hidden text-lg font-semibold noscript:block">Day {day.day}</h3>
          <AgendaList items={day.items} />
        </TabsContent>
      ))}
    </Tabs>
  );
}
