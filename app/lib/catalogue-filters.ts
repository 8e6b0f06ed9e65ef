/**
 * The catalogue's filters as they travel in the URL
 * (`?q=&type=&format=&month=&view=calendar&cal=YYYY-MM`), so a filtered view
 * can be shared and survives reload. Parsing never fails: a value we do not
 * understand means "all", because a hand-edited or stale link should still
 * show the catalogue rather than an error page.
 */

export const MASTERCLASS_TYPES = ["masterclass", "conference"] as const;
export const MASTERCLASS_FORMATS = ["virtual", "physical"] as const;
export const CATALOGUE_VIEWS = ["grid", "calendar"] as const;

export type TypeFilter = "all" | (typeof MASTERCLASS_TYPES)[number];
export type FormatFilter = "all" | (typeof MASTERCLASS_FORMATS)[number];
export type CatalogueView = (typeof CATALOGUE_VIEWS)[number];

export interface CatalogueFilters {
  /** Trimmed search text; "" searches nothing. */
  q: string;
  type: TypeFilter;
  format: FormatFilter;
  /** 1–12, the start date's month in Malaysia time; null for all months. */
  month: number | null;
  view: CatalogueView;
  /** "YYYY-MM", the month the calendar view shows; null for the default. */
  cal: string | null;
}

/** Longer than any title; a longer query is cut rather than refused. */
export const MAX_QUERY_LENGTH = 200;

export const DEFAULT_FILTERS: CatalogueFilters = {
  q: "",
  type: "all",
  format: "all",
  month: null,
  view: "grid",
  cal: null,
};

function oneOf<T extends string>(value: string | null, allowed: readonly T[]): T | null {
  const v = value?.trim().toLowerCase() ?? "";
  return (allowed as readonly string[]).includes(v) ? (v as T) : null;
}

const MONTH_NUMBER = /^\d{1,2}$/;
const CAL_PARAM = /^(\d{4})-(\d{2})$/;

function parseMonth(value: string | null): number | null {
  const v = value?.trim() ?? "";
  if (!MONTH_NUMBER.test(v)) return null;
  const n = Number(v);
  return n >= 1 && n <= 12 ? n : null;
}

function parseCal(value: string | null): string | null {
  const match = CAL_PARAM.exec(value?.trim() ?? "");
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  return year >= 2000 && year <= 2100 && month >= 1 && month <= 12 ? match[0] : null;
}

export function parseCatalogueFilters(params: URLSearchParams): CatalogueFilters {
  return {
    q: (params.get("q") ?? "").slice(0, MAX_QUERY_LENGTH).trim(),
    type: oneOf(params.get("type"), MASTERCLASS_TYPES) ?? "all",
    format: oneOf(params.get("format"), MASTERCLASS_FORMATS) ?? "all",
    month: parseMonth(params.get("month")),
    view: oneOf(params.get("view"), CATALOGUE_VIEWS) ?? "grid",
    cal: parseCal(params.get("cal")),
  };
}

/** Whether anything narrows the list (the view and calendar month do not). */
export function hasActiveFilters(f: CatalogueFilters): boolean {
  return f.q !== "" || f.type !== "all" || f.format !== "all" || f.month !== null;
}

/**
 * The query string for `f` with `changes` applied, defaults left out so links
 * stay short; "" when everything is the default.
 */
export function catalogueSearch(
  f: CatalogueFilters,
  changes: Partial<CatalogueFilters> = {},
): string {
  const next = { ...f, ...changes };
  const params = new URLSearchParams();
  if (next.q) params.set("q", next.q);
  if (next.type !== "all") params.set("type", next.type);
  if (next.format !== "all") params.set("format", next.format);
  if (next.month !== null) params.set("month", String(next.month));
  if (next.view !== "grid") params.set("view", next.view);
  if (next.view === "calendar" && next.cal) params.set("cal", next.cal);
  const text = params.toString();
  return text ? `?${text}` : "";
}

/**
 * The calendar month to show: the one asked for, else the next time the
 * month filter comes round (this month or later), else this month.
 */
export function calendarMonthFor(f: CatalogueFilters, todayKey: string): string {
  if (f.cal) return f.cal;
  const year = Number(todayKey.slice(0, 4));
  const month = Number(todayKey.slice(5, 7));
  if (f.month === null) return todayKey.slice(0, 7);
  const y = f.month < month ? year + 1 : year;
  return `${y}-${String(f.month).padStart(2, "0")}`;
}
