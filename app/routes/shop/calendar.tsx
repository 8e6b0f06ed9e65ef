import { LayoutGrid } from "lucide-react";
import { data, Link, useNavigation } from "react-router";
import type { Route } from "./+types/calendar";
import { PageHero } from "#app/components/page-hero";
import { Button } from "#app/components/ui/button";
import { calendarDateKey } from "#common/dates";
import {
  failedReadInit,
  listMasterclassesBetween,
  readOr,
} from "#app/features/catalogue/catalogue.server";
import { CalendarMonth } from "#app/features/catalogue/calendar-month";
import { monthInstants, parseMonthParam } from "#app/features/catalogue/calendar-model";
import { ErrorAlert } from "#app/features/catalogue/shop-ui";
import { useLiveCatalogue } from "#app/features/live/use-live-catalogue";
import { pageMeta } from "#app/features/seo/page-meta";
import { siteOrigin } from "#app/features/seo/site-origin.server";
import type { PageCacheDeclaration } from "#common/page-cache-declaration";

export const pageCache: PageCacheDeclaration = "public";

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;

/** The head's tags, worked out by the loader: their helpers need none of the browser's JavaScript. */
const head = (origin: string) =>
  pageMeta({
    origin,
    path: "/shop/calendar",
    title: "Training Calendar",
    description:
      "Month-by-month calendar of AIHQ's AI masterclasses and conferences in Malaysia, virtual and in Kuala Lumpur.",
  });

export async function loader({ request }: Route.LoaderArgs) {
  const todayKey = calendarDateKey(new Date());
  const month = parseMonthParam(new URL(request.url).searchParams.get("month"), todayKey);
  const { from, to } = monthInstants(month);
  const { value, failed } = await readOr(
    "calendar masterclasses",
    () => listMasterclassesBetween(from, to),
    [],
  );
  // Only what the calendar draws goes to the browser.
  const events = value.map(({ slug, title, date, endDate, format }) => ({
    slug,
    title,
    date,
    endDate,
    format,
  }));
  return data(
    { month, todayKey, events, failed, meta: head(siteOrigin(request)) },
    failedReadInit(failed),
  );
}

export default function Calendar({ loaderData }: Route.ComponentProps) {
  const { month, todayKey, events, failed } = loaderData;
  useLiveCatalogue("masterclasses");
  const navigation = useNavigation();
  const loading =
    navigation.state === "loading" && navigation.location.pathname === "/shop/calendar";
  return (
    <>
      <PageHero
        tone="dark"
        eyebrow="Plan Ahead"
        title="Training Calendar"
        description="Every upcoming masterclass and conference by month. Select an event for details and registration."
      >
        <Button asChild size="lg" variant="outline-light">
          <Link to="/shop/masterclasses">
            <LayoutGrid aria-hidden="true" />
            View All Masterclasses
          </Link>
        </Button>
      </PageHero>
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
