/**
 * The leads inbox's filter, read from and written to the URL (browser-safe):
 * the list, its pages and the CSV export all take the same parameters.
 */

export const LEAD_KINDS = [
  "callback",
  "quiz",
  "registration",
  "registration_group",
  "ntw",
  "grant_inquiry",
  "custom_training",
  "visitor",
] as const;
export type LeadKindName = (typeof LEAD_KINDS)[number];

export const LEAD_KIND_LABELS: Record<LeadKindName, string> = {
  callback: "Callback",
  quiz: "Quiz result",
  registration: "Registration",
  registration_group: "HRDC group",
  ntw: "NTW registration",
  grant_inquiry: "Grant inquiry",
  custom_training: "Custom training",
  visitor: "Visitor",
};

export const LEAD_STATUSES = ["new", "contacted", "qualified", "won", "lost"] as const;
export type LeadStatusName = (typeof LEAD_STATUSES)[number];

export const LEAD_STATUS_LABELS: Record<LeadStatusName, string> = {
  new: "New",
  contacted: "Contacted",
  qualified: "Qualified",
  won: "Won",
  lost: "Lost",
};

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

function isKind(value: string | null): value is LeadKindName {
  return (LEAD_KINDS as readonly string[]).includes(value ?? "");
}

export function isLeadStatus(value: unknown): value is LeadStatusName {
  return typeof value === "string" && (LEAD_STATUSES as readonly string[]).includes(value);
}

/** Reads the filter; anything odd is ignored rather than refused. */
export function parseLeadFilter(params: URLSearchParams): LeadFilter {
  const kind = params.get("kind");
  const status = params.get("status");
  const from = params.get("from");
  const to = params.get("to");
  const page = Number.parseInt(params.get("page") ?? "1", 10);
  return {
    kind: isKind(kind) ? kind : null,
    status: isLeadStatus(status) ? status : null,
    from: isDay(from) ? from : null,
    to: isDay(to) ? to : null,
    q: (params.get("q") ?? "").trim().slice(0, SEARCH_MAX),
    page: Number.isFinite(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

/** The URL parameters of a filter (defaults left out), optionally changed. */
export function leadFilterParams(
  filter: LeadFilter,
  change: Partial<LeadFilter> = {},
): URLSearchParams {
  const f = { ...filter, ...change };
  const params = new URLSearchParams();
  if (f.kind) params.set("kind", f.kind);
  if (f.status) params.set("status", f.status);
  if (f.from) params.set("from", f.from);
  if (f.to) params.set("to", f.to);
  if (f.q) params.set("q", f.q);
  if (f.page > 1) params.set("page", String(f.page));
  return params;
}

/** A LIKE pattern matching `text` anywhere, its wildcards taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The instant a Malaysian calendar day starts (UTC+8, no daylight saving). */
export function malaysiaDayStart(day: string): Date {
  return new Date(`${day}T00:00:00+08:00`);
}

/** The instant after a Malaysian calendar day ends. */
export function malaysiaDayEnd(day: string): Date {
  return new Date(malaysiaDayStart(day).getTime() + 86_400_000);
}
