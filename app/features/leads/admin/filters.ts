/**
 * The leads inbox's filter, read from and written to the URL (browser-safe):
 * the list, its pages and the CSV export all take the same parameters.
 */

import { optionsOf } from "#common/options";
import { oneOf, pageParam } from "#app/features/backoffice/list/list-filter";

export const {
  values: LEAD_KINDS,
  labels: LEAD_KIND_LABELS,
  is: isLeadKind,
} = optionsOf({
  callback: "Callback",
  quiz: "Quiz result",
  registration: "Registration or book order",
  registration_group: "HRDC group",
  ntw: "NTW registration",
  grant_inquiry: "Grant inquiry",
  custom_training: "Custom training",
  visitor: "Visitor",
});
export type LeadKindName = (typeof LEAD_KINDS)[number];

/**
 * A lead's type as a row names it: a registration whose product is a book is
 * a book order (one lead kind, "registration", holds both; the kind filter
 * and its counts keep them together).
 */
export function leadKindLabel(row: { kind: LeadKindName; bookOrder?: boolean }): string {
  if (row.kind === "registration") return row.bookOrder ? "Book order" : "Registration";
  return LEAD_KIND_LABELS[row.kind];
}

export const {
  values: LEAD_STATUSES,
  labels: LEAD_STATUS_LABELS,
  is: isLeadStatus,
} = optionsOf({
  new: "New",
  contacted: "Contacted",
  qualified: "Qualified",
  won: "Won",
  lost: "Lost",
});
export type LeadStatusName = (typeof LEAD_STATUSES)[number];

/**
 * Where a lead may go next: forward along new → contacted → qualified →
 * won, lost from any open stage, and a lost lead may be reopened.
 */
export const NEXT_STATUSES: Record<LeadStatusName, readonly LeadStatusName[]> = {
  new: ["contacted", "qualified", "won", "lost"],
  contacted: ["qualified", "won", "lost"],
  qualified: ["won", "lost"],
  won: [],
  lost: ["contacted"],
};

export const PAGE_SIZE = 50;
export const SEARCH_MAX = 100;
/** The longest note the team can write on a lead. */
export const NOTE_MAX = 2000;

export interface LeadFilter {
  kind: LeadKindName | null;
  status: LeadStatusName | null;
  /** Malaysian calendar days, inclusive, "YYYY-MM-DD". */
  from: string | null;
  to: string | null;
  q: string;
  page: number;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function isDay(value: string | null): value is string {
  if (!value || !DAY.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/** Reads the filter; anything odd is ignored rather than refused. */
export function parseLeadFilter(params: URLSearchParams): LeadFilter {
  const day = (name: string) => {
    const value = params.get(name);
    return isDay(value) ? value : null;
  };
  // Its keys' order is the order of the URL's parameters (filterParams).
  return {
    kind: oneOf(LEAD_KINDS, params.get("kind")),
    status: oneOf(LEAD_STATUSES, params.get("status")),
    from: day("from"),
    to: day("to"),
    q: (params.get("q") ?? "").trim().slice(0, SEARCH_MAX),
    page: pageParam(params),
  };
}

/** The instant a Malaysian calendar day starts (UTC+8, no daylight saving). */
export function malaysiaDayStart(day: string): Date {
  return new Date(`${day}T00:00:00+08:00`);
}

/** The instant after a Malaysian calendar day ends. */
export function malaysiaDayEnd(day: string): Date {
  return new Date(malaysiaDayStart(day).getTime() + 86_400_000);
}
