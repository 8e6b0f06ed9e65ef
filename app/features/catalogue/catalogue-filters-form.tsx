import { CalendarDays, LayoutGrid, SlidersHorizontal } from "lucide-react";
import type * as React from "react";
import { Form, Link, useNavigate } from "react-router";
import { CardSkeletons } from "#app/components/card-skeletons";
import { Button } from "#app/components/ui/button";
import { Select } from "#app/components/ui/field";
import {
  catalogueSearch,
  DEFAULT_FILTERS,
  hasActiveFilters,
  parseCatalogueFilters,
  type CatalogueFilters,
  type CatalogueView,
} from "#app/lib/catalogue-filters";
import { cn } from "#app/lib/cn";
import { MONTH_NAMES } from "#common/dates";
import { useSearchAsYouType } from "#app/lib/use-search-as-you-type";
import { SearchBox } from "./shop-ui";

export const CATALOGUE_PATH = "/shop/masterclasses";

/** The catalogue URL for `filters` with `changes` applied. */
export function catalogueHref(
  filters: CatalogueFilters,
  changes: Partial<CatalogueFilters> = {},
): string {
  return CATALOGUE_PATH + catalogueSearch(filters, changes);
}

type FilterOptions = readonly (readonly [value: string, label: string])[];

const TYPE_OPTIONS: FilterOptions = [
  ["all", "All types"],
  ["masterclass", "Masterclass"],
  ["conference", "Conference"],
];

const FORMAT_OPTIONS: FilterOptions = [
  ["all", "All formats"],
  ["virtual", "Virtual"],
  ["physical", "Physical"],
];

const MONTH_OPTIONS: FilterOptions = [
  ["all", "All months"],
  ...MONTH_NAMES.map((name, i) => [String(i + 1), name] as const),
];

function FilterSelect({
  label,
  name,
  value,
  options,
}: {
  label: string;
  name: string;
  value: string;
  options: FilterOptions;
}) {
  return (
    <label className="flex flex-col gap-1.5 text-sm font-medium">
      {label}
      <Select
        name={name}
        defaultValue={value}
        // With JavaScript a choice applies at once; without it, the Apply button does.
        onChange={(event) => event.currentTarget.form?.requestSubmit()}
      >
        {options.map(([optionValue, optionLabel]) => (
          <option key={optionValue} value={optionValue}>
            {optionLabel}
          </option>
        ))}
      </Select>
    </label>
  );
}

function ViewSwitch({ filters }: { filters: CatalogueFilters }) {
  const views: [CatalogueView, string, typeof LayoutGrid][] = [
    ["grid", "Grid", LayoutGrid],
    ["calendar", "Calendar", CalendarDays],
  ];
  return (
    <nav
      aria-label="View"
      className="inline-flex shrink-0 self-start rounded-md border bg-background p-1 md:self-auto"
    >
      {views.map(([view, label, Icon]) => {
        const current = filters.view === view;
        return (
          <Link
            key={view}
            to={catalogueHref(filters, { view, cal: null })}
            aria-current={current ? "page" : undefined}
            preventScrollReset
            className={cn(
              "inline-flex h-9 items-center gap-1.5 rounded px-3 text-sm font-medium",
              current ? "bg-primary text-primary-foreground" : "text-foreground hover:bg-muted",
            )}
          >
            <Icon aria-hidden="true" className="size-4" />
            {label}
          </Link>
        );
      })}
    </nav>
  );
}

/** The catalogue URL for what the form holds. */
function formHref(form: HTMLFormElement): string {
  const params = new URLSearchParams();
  for (const [key, value] of new FormData(form)) {
    if (typeof value === "string") params.append(key, value);
  }
  return catalogueHref(parseCatalogueFilters(params));
}

/**
 * Search, the Filter panel and the grid/calendar switch. A plain GET form, so
 * it works without JavaScript; with it, the results follow the search box as
 * the visitor types and the URL is tidied to the filters that are set. The
 * panel is a <details>, which opens without JavaScript too.
 */
export function CatalogueFiltersForm({ filters }: { filters: CatalogueFilters }) {
  const navigate = useNavigate();
  const search = useSearchAsYouType(filters.q, (form, { replace }) => {
    void navigate(formHref(form), { preventScrollReset: true, replace });
  });
  const active =
    [filters.type, filters.format].filter((v) => v !== "all").length +
    (filters.month === null ? 0 : 1);

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    search.cancel();
    void navigate(formHref(event.currentTarget), { preventScrollReset: true });
  }

  return (
    <Form
      method="get"
      action={CATALOGUE_PATH}
      role="search"
      aria-label="Masterclasses"
      onSubmit={onSubmit}
      className="space-y-3"
    >
      {filters.view !== "grid" && <input type="hidden" name="view" value={filters.view} />}
      <div className="flex flex-col gap-3 md:flex-row md:items-center md:justify-between">
        <div className="flex w-full max-w-xl gap-2">
          <SearchBox
            label="Search masterclasses"
            placeholder="Search masterclasses…"
            defaultValue={filters.q}
            search={search}
          />
        </div>
        <ViewSwitch filters={filters} />
      </div>
      <details open={active > 0} className="group">
        <summary
          className={cn(
            "inline-flex h-10 cursor-pointer list-none items-center gap-2 rounded-md border border-input bg-background px-4 text-sm font-semibold shadow-xs select-none hover:bg-muted [&::-webkit-details-marker]:hidden",
            "group-open:border-primary group-open:text-primary",
          )}
        >
          <SlidersHorizontal aria-hidden="true" className="size-4" />
          Filter
          {active > 0 && (
            <span className="rounded-full bg-primary px-2 text-xs text-primary-foreground">
              {active}
              <span className="sr-only"> active</span>
            </span>
          )}
        </summary>
        <div className="mt-3 grid gap-4 rounded-xl border bg-card p-4 shadow-xs sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_auto] lg:items-end">
          <FilterSelect label="Type" name="type" value={filters.type} options={TYPE_OPTIONS} />
          <FilterSelect
            label="Format"
            name="format"
            value={filters.format}
            options={FORMAT_OPTIONS}
          />
          <FilterSelect
            label="Month"
            name="month"
            value={filters.month === null ? "all" : String(filters.month)}
            options={MONTH_OPTIONS}
          />
          <div className="flex gap-2">
            <Button type="submit" className="flex-1 lg:flex-none">
              Apply
            </Button>
            {hasActiveFilters(filters) && (
              <Button asChild variant="outline" className="flex-1 lg:flex-none">
                <Link to={catalogueHref(DEFAULT_FILTERS, { view: filters.view })}>Clear</Link>
              </Button>
            )}
          </div>
        </div>
      </details>
    </Form>
  );
}

/** Placeholder cards (or a calendar block) while a client navigation loads the results. */
export function CatalogueSkeleton({ view }: { view: CatalogueView }) {
  if (view === "calendar") {
    return (
      <div
        role="status"
        aria-busy="true"
        aria-label="Loading masterclasses"
        className="animate-pulse space-y-5"
      >
        <div className="h-10 w-56 rounded bg-muted" />
        <div className="h-[34rem] rounded-xl bg-muted" />
      </div>
    );
  }
  return (
    <CardSkeletons
      role="status"
      label="Loading masterclasses"
      className="grid gap-6 md:grid-cols-3"
      slot="masterclass-card-skeleton"
      cardClassName="animate-pulse overflow-hidden rounded-2xl border bg-card"
      mediaClassName="aspect-video bg-muted"
      lines={["h-5 w-1/4", "h-5 w-5/6", "h-4 w-2/3", "h-4 w-1/2"]}
    />
  );
}
