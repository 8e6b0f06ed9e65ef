import { TextLink } from "#app/features/backoffice/shell/text-link";
import { Link } from "react-router";
import { Badge } from "#app/components/ui/badge";
import { Input } from "#app/components/ui/field";
import { formatDateTime } from "#common/dates";
import {
  choicesOf,
  FilterBar,
  FilterCell,
  type FilterSelect,
} from "#app/features/backoffice/list/filter-bar";
import {
  LEAD_KIND_LABELS,
  leadKindLabel,
  LEAD_KINDS,
  LEAD_STATUS_LABELS,
  LEAD_STATUSES,
  type LeadFilter,
  type LeadKindName,
  type LeadStatusName,
} from "./filters";
import { CARD_ASIDE, CardList } from "#app/features/backoffice/list/card-list";

export interface LeadRowView {
  sourceId: string;
  id: string;
  kind: LeadKindName;
  name: string;
  email: string;
  organisation: string | null;
  subject: string | null;
  status: LeadStatusName;
  createdAt: string;
}

export function StatusBadge({ status }: { status: LeadStatusName }) {
  const variant =
    status === "won"
      ? "success"
      : status === "lost"
        ? "outline"
        : status === "new"
          ? "accent"
          : "default";
  return <Badge variant={variant}>{LEAD_STATUS_LABELS[status]}</Badge>;
}

/**
 * The filter bar: a GET form, so every filter lives in the URL. Under it the counts per type
 * under the current filter; each one a link that narrows to it.
 */
export function LeadFilterForm({
  filter,
  action,
  kindCounts,
}: {
  filter: LeadFilter;
  action: string;
  kindCounts: Record<LeadKindName, number>;
}) {
  return (
    <FilterBar
      action={action}
      label="Filter leads"
      id="leads"
      className="sm:grid-cols-2 lg:grid-cols-3 lg:items-end 2xl:grid-cols-[minmax(0,1.5fr)_minmax(9.5rem,1fr)_minmax(8.5rem,1fr)_minmax(9.5rem,1fr)_minmax(9.5rem,1fr)_auto]"
      filter={filter}
      search={{
        placeholder: "Name, e-mail or organisation",
        maxLength: 100,
        className: "sm:col-span-2 lg:col-span-1",
      }}
      selects={SELECTS}
      counts={{ name: "kind", label: "Leads by type", counts: kindCounts }}
    >
      {DATE_FILTERS.map(({ name, label }) => (
        <FilterCell key={name} id={`leads-${name}`} label={label}>
          <Input id={`leads-${name}`} name={name} type="date" defaultValue={filter[name] ?? ""} />
        </FilterCell>
      ))}
    </FilterBar>
  );
}

const SELECTS: FilterSelect<LeadFilter>[] = [
  {
    name: "kind",
    label: "Type",
    any: "All types",
    options: choicesOf(LEAD_KINDS, LEAD_KIND_LABELS),
  },
  {
    name: "status",
    label: "Status",
    any: "Any status",
    options: choicesOf(LEAD_STATUSES, LEAD_STATUS_LABELS),
  },
];

const DATE_FILTERS = [
  { name: "from", label: "From (MYT)" },
  { name: "to", label: "To (MYT)" },
] as const;

export function LeadRows({
  rows,
  extra,
  empty,
}: {
  rows: LeadRowView[];
  extra?: (row: LeadRowView) => React.ReactNode;
  empty: string;
}) {
  return (
    <CardList
      label="Leads"
      rows={rows}
      empty={empty}
      columns="md:grid-cols-[minmax(0,2fr)_minmax(0,2fr)_auto]"
    >
      {(row) => (
        <>
          <div className="min-w-0">
            <TextLink to={`/admin/leads/${row.id}`} className="font-semibold break-words">
              {row.name || "(no name)"}
            </TextLink>
            <p className="truncate text-sm text-muted-foreground">{row.email}</p>
          </div>
          <div className="min-w-0 text-sm">
            <p>
              <span className="font-medium">{leadKindLabel(row)}</span>
              {row.organisation && <> · {row.organisation}</>}
            </p>
            {row.subject && <p className="truncate text-muted-foreground">{row.subject}</p>}
            {extra?.(row)}
          </div>
          <div className={CARD_ASIDE}>
            <StatusBadge status={row.status} />
            <time dateTime={row.createdAt} className="text-muted-foreground">
              {formatDateTime(row.createdAt)}
            </time>
          </div>
        </>
      )}
    </CardList>
  );
}

const LEAD_FOLDERS = [
  { name: "inbox", to: "/admin/leads", label: "Inbox" },
  { name: "spam", to: "/admin/leads/spam", label: "Spam" },
] as const;

/** The inbox's and Spam folder's tabs. */
export function LeadTabs({ current }: { current: "inbox" | "spam" }) {
  return (
    <nav aria-label="Lead folders" className="flex gap-1">
      {LEAD_FOLDERS.map((folder) => (
        <Link
          key={folder.name}
          to={folder.to}
          className="rounded-md px-3 py-1.5 text-sm font-semibold hover:bg-muted aria-[current=page]:bg-primary aria-[current=page]:text-primary-foreground"
          aria-current={current === folder.name ? "page" : undefined}
        >
          {folder.label}
        </Link>
      ))}
    </nav>
  );
}
