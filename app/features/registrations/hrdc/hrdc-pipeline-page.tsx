import { TextLink } from "#app/features/backoffice/shell/text-link";
import { Link } from "react-router";
import { ContactLinks } from "#app/components/contact-links";
import { Badge } from "#app/components/ui/badge";
import { cn } from "#app/lib/cn";
import { formatDate, formatDateRange } from "#common/dates";
import {
  HRDC_STAGE_LABELS,
  HRDC_STAGES,
  HRDC_WAITING_LABELS,
  type HrdcStanding,
  type HrdcView,
} from "./hrdc-stages";

/** A group as the list shows it (dates as the loader sends them). */
export interface HrdcListItem {
  id: string;
  reference: string;
  companyName: string;
  ssmNumber: string | null;
  hrName: string;
  hrEmail: string;
  hrPhone: string;
  courseTitle: string;
  courseStart: Date | string | null;
  courseEnd: Date | string | null;
  pendingConfirmation: boolean;
  seats: number;
  lastReachedOn: string | null;
  standing: HrdcStanding;
}

export interface HrdcViewCount {
  view: HrdcView;
  label: string;
  count: number;
}

/** "2026-12-31" → "31 Dec 2026" (a Malaysian calendar day, read at noon there). */
export function formatDayKey(key: string): string {
  return formatDate(`${key}T12:00:00+08:00`);
}

export function viewHref(view: HrdcView): string {
  return view === "open" ? "/admin/hrdc" : `/admin/hrdc?view=${view}`;
}

/** The next step and when it is due, in one line; red once it is late. */
export function NextStep({ standing, pending }: { standing: HrdcStanding; pending: boolean }) {
  if (pending) return <Badge variant="outline">Awaiting the booker's confirmation</Badge>;
  if (!standing.next) return <Badge variant="success">Paid by HRD Corp</Badge>;
  return (
    <span className="inline-flex flex-wrap items-center gap-2 text-sm">
      <span className="font-medium">{HRDC_WAITING_LABELS[standing.next]}</span>
      {standing.dueOn &&
        (standing.overdue ? (
          <span className="rounded-full bg-destructive/10 px-2.5 py-0.5 text-xs font-semibold text-destructive">
            Overdue since {formatDayKey(standing.dueOn)}
          </span>
        ) : (
          <span className="text-muted-foreground">due {formatDayKey(standing.dueOn)}</span>
        ))}
    </span>
  );
}

function ViewTabs({ counts, view }: { counts: HrdcViewCount[]; view: HrdcView }) {
  return (
    <nav aria-label="Pipeline stages" className="flex flex-wrap gap-2">
      {counts.map((c) => (
        <Link
          key={c.view}
          to={viewHref(c.view)}
          aria-current={c.view === view ? "page" : undefined}
          className={cn(
            "inline-flex min-h-9 items-center gap-2 rounded-full border px-3 text-sm font-medium hover:bg-muted",
            c.view === view &&
              "border-primary bg-primary text-primary-foreground hover:bg-primary/90",
            c.view === "overdue" &&
              c.count > 0 &&
              c.view !== view &&
              "border-destructive text-destructive",
          )}
        >
          {c.label}
          <span className="tabular-nums">{c.count}</span>
        </Link>
      ))}
    </nav>
  );
}

function GroupCard({ group }: { group: HrdcListItem }) {
  const { standing } = group;
  return (
    <li className="grid gap-3 rounded-lg border bg-background p-4 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <div className="grid min-w-0 gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <TextLink to={`/admin/hrdc/${group.id}`} className="text-base font-semibold break-words">
            {group.companyName}
          </TextLink>
          <span className="font-mono text-xs text-muted-foreground">{group.reference}</span>
        </div>
        <p className="text-sm break-words">
          {group.courseTitle}
          {group.courseStart && (
            <span className="text-muted-foreground">
              {" "}
              · {formatDateRange(group.courseStart, group.courseEnd)}
            </span>
          )}
        </p>
        <p className="text-sm text-muted-foreground">
          {group.seats} {group.seats === 1 ? "attendee" : "attendees"}
          {group.ssmNumber && <> · SSM {group.ssmNumber}</>}
        </p>
        <p className="text-sm">
          {standing.current ? (
            <>
              <Badge variant="default">{HRDC_STAGE_LABELS[standing.current]}</Badge>
              {group.lastReachedOn && (
                <span className="ml-2 text-muted-foreground">
                  {formatDayKey(group.lastReachedOn)}
                </span>
              )}
            </>
          ) : (
            <Badge variant="outline">Booked</Badge>
          )}
        </p>
        <NextStep standing={standing} pending={group.pendingConfirmation} />
      </div>
      <div className="grid content-start gap-2">
        <p className="text-sm font-medium break-words">{group.hrName}</p>
        <ContactLinks email={group.hrEmail} phone={group.hrPhone} name={group.hrName} />
      </div>
    </li>
  );
}

/** The HRDC groups by the stage they wait for, with what is late and the employer's contact. */
export function HrdcPipelinePage({
  groups,
  counts,
  view,
}: {
  groups: HrdcListItem[];
  counts: HrdcViewCount[];
  view: HrdcView;
}) {
  return (
    <main id="main" className="mx-auto grid max-w-6xl gap-4 px-4 py-6 sm:px-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">HRDC pipeline</h1>
        <p className="mt-1 text-sm text-muted-foreground">
          Every HRDC group booking from quotation to HRD Corp's payment. Open a group to record its
          next stage or download its quotation.
        </p>
      </div>
      <ViewTabs counts={counts} view={view} />
      {groups.length === 0 ? (
        <p className="rounded-lg border bg-background p-6 text-center text-muted-foreground">
          {view === "overdue" ? "Nothing is overdue." : "No HRDC group booking is at this stage."}
        </p>
      ) : (
        <ul className="grid gap-3" aria-label="HRDC group bookings">
          {groups.map((g) => (
            <GroupCard key={g.id} group={g} />
          ))}
        </ul>
      )}
    </main>
  );
}

/** The views in the order the tabs show them: open, overdue, each waiting stage, paid. */
export const HRDC_VIEWS: readonly { view: HrdcView; label: string }[] = [
  { view: "open", label: "All open" },
  { view: "overdue", label: "Overdue" },
  ...HRDC_STAGES.map((stage) => ({ view: stage, label: HRDC_WAITING_LABELS[stage] })),
  { view: "closed", label: "Paid and closed" },
];
