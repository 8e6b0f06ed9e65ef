import { Wrench } from "lucide-react";
import { Suspense, type ReactNode } from "react";
import { data, Link, useNavigation } from "react-router";
import { masterclassImage } from "#common/images";
import type { Route } from "./+types/masterclasses";
import { CatalogueHero, gridHero } from "#app/features/catalogue/catalogue-hero";
import {
  calendarMonthFor,
  hasActiveFilters,
  parseCatalogueFilters,
} from "#app/lib/catalogue-filters";
import { calendarDateKey } from "#common/dates";
import {
  failedReadInit,
  filterMasterclasses,
  readOr,
} from "#app/features/catalogue/catalogue.server";
import { lazyComponent } from "#app/lib/lazy";
import { monthInstants, monthParam, parseMonthParam } from "#app/features/catalogue/calendar-model";
import {
  CATALOGUE_PATH,
  CatalogueFiltersForm,
  CatalogueSkeleton,
  catalogueHref,
} from "#app/features/catalogue/catalogue-filters-form";
import { MasterclassCard } from "#app/features/catalogue/masterclass-card";
import { EmptyState, ErrorAlert, PromoBand } from "#app/features/catalogue/shop-ui";
import { masterclassesPromo } from "#app/features/catalogue/shop-promos";
import { useLiveCatalogue } from "#app/features/live/use-live-catalogue";
import { pageHead } from "#app/features/seo/page-head.server";
import { pageHeads } from "#app/features/seo/page-heads";

export { meta, pageCache } from "#app/features/catalogue/public-page-route";

// The month grid is drawn only in the calendar view: its code loads when it is (the server
// renders it whole, and a switch to it shows the skeleton until the data is there anyway).
const calendarMonth = lazyComponent(() =>
  import("#app/features/catalogue/calendar-month").then((module) => module.CalendarMonth),
);

const NO_RESULTS = "No masterclasses found matching your criteria.";

export async function loader({ request }: Route.LoaderArgs) {
  const filters = parseCatalogueFilters(new URL(request.url).searchParams);
  const todayKey = calendarDateKey(new Date());
  const calMonth = parseMonthParam(calendarMonthFor(filters, todayKey), todayKey);
  // The calendar view reads only the month it draws.
  const range = filters.view === "calendar" ? monthInstants(calMonth) : undefined;
  const { value, failed } = await readOr(
    "masterclasses",
    () => filterMasterclasses(filters, range),
    [],
  );
  // Only what the cards and the calendar draw goes to the browser (not the page content).
  const masterclasses = value.map((m) => ({
    slug: m.slug,
    title: m.title,
    subtitle: m.subtitle,
    date: m.date,
    endDate: m.endDate,
    format: m.format,
    type: m.type,
    price: m.price,
    classSize: m.classSize,
    images: masterclassImage(m.slug, m.heroImg),
    isHrdc: m.isHrdc,
    isNtw: m.isNtw,
  }));
  return data(
    {
      filters,
      masterclasses,
      failed,
      calMonth,
      todayKey,
      meta: pageHead(request, "/shop/masterclasses", pageHeads.masterclasses),
    },
    failedReadInit(failed),
  );
}

export default function Masterclasses({ loaderData }: Route.ComponentProps) {
  const { filters, masterclasses, failed, calMonth, todayKey } = loaderData;
  useLiveCatalogue("masterclasses");
  const navigation = useNavigation();
  const loadingView =
    navigation.state === "loading" && navigation.location.pathname === CATALOGUE_PATH
      ? parseCatalogueFilters(new URLSearchParams(navigation.location.search)).view
      : null;
  const filtered = hasActiveFilters(filters);

  let results: ReactNode;
  if (loadingView) results = <CatalogueSkeleton view={loadingView} />;
  else if (failed)
    results = <ErrorAlert>Failed to load masterclasses. Please try again later.</ErrorAlert>;
  else if (filters.view === "calendar")
    results = (
      <Suspense fallback={<CatalogueSkeleton view="calendar" />}>
        <calendarMonth.Component
          month={calMonth}
          events={masterclasses}
          todayKey={todayKey}
          hrefFor={(month) =>
            catalogueHref(filters, { cal: month ? monthParam(month) : todayKey.slice(0, 7) })
          }
          emptyMessage={filtered ? NO_RESULTS : undefined}
        />
      </Suspense>
    );
  else if (masterclasses.length === 0) results = <EmptyState>{NO_RESULTS}</EmptyState>;
  else
    results = (
      <div className="grid gap-6 md:grid-cols-3">
        {masterclasses.map((masterclass, index) => (
          <MasterclassCard key={masterclass.slug} masterclass={masterclass} eager={index < 3} />
        ))}
      </div>
    );

  return (
    <>
      <CatalogueHero {...gridHero} />

      <section aria-label="Catalogue" className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
        {/* A new form when the filters change elsewhere (a link, Back), not while the visitor
            types: the search box keeps its focus and caret as the results follow it. */}
        <CatalogueFiltersForm key={catalogueHref({ ...filters, q: "" })} filters={filters} />
        {!failed && !loadingView && filters.view === "grid" && (
          <p className="mt-4 text-sm text-muted-foreground" aria-live="polite">
            {masterclasses.length} {masterclasses.length === 1 ? "program" : "programs"}
            {filtered && (
              <>
                {" "}
                ·{" "}
                <Link
                  to={catalogueHref({ ...filters, q: "", type: "all", format: "all", month: null })}
                  className="font-medium text-primary hover:underline"
                >
                  Clear filters
                </Link>
              </>
            )}
          </p>
        )}
        <div className="mt-6">{results}</div>
      </section>

      <PromoBand icon={Wrench} {...masterclassesPromo} />
    </>
  );
}
