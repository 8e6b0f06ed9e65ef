import { useNavigation } from "react-router";
import { CatalogueHero, calendarHero } from "./catalogue-hero";
import { useLiveCatalogue } from "#app/features/live/use-live-catalogue";
import { CalendarMonth } from "./calendar-month";
import type { CalendarEvent, YearMonth } from "./calendar-model";
import { ErrorAlert } from "./shop-ui";

/** The training calendar: one month of masterclasses (or why there are none to show). */
export function CalendarPage({
  month,
  todayKey,
  events,
  failed,
}: {
  month: YearMonth;
  todayKey: string;
  events: CalendarEvent[];
  /** The catalogue could not be read. */
  failed: boolean;
}) {
  useLiveCatalogue("masterclasses");
  const navigation = useNavigation();
  const loading =
    navigation.state === "loading" && navigation.location.pathname === "/shop/calendar";
  return (
    <>
      <CatalogueHero {...calendarHero} />
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
        {loading ? (
          <div role="status" aria-busy="true" className="animate-pulse space-y-5">
            <p className="text-muted-foreground">Loading calendar...</p>
            <div className="h-[34rem] rounded-xl bg-muted" />
          </div>
        ) : failed ? (
          <ErrorAlert>Failed to load masterclasses. Please try again later.</ErrorAlert>
        ) : (
          <CalendarMonth month={month} events={events} todayKey={todayKey} />
        )}
      </div>
    </>
  );
}
