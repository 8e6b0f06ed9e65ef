import { pageCount } from "#app/features/backoffice/list/list-filter";
import { Copy, Plus, Search } from "lucide-react";
import { Form, Link } from "react-router";
import type * as React from "react";
import type { Route } from "./+types/index";
import { adminMeta } from "#app/features/backoffice/admin-meta";
import { Badge } from "#app/components/ui/badge";
import { Button } from "#app/components/ui/button";
import { Input } from "#app/components/ui/field";
import { Pagination } from "#app/components/ui/pagination";
import { requireRole, requireRoleMutation } from "#app/features/team/auth.server";
import { runMasterclassIntent } from "#app/features/catalogue/admin/intents.server";
import {
  ADMIN_PAGE_SIZE,
  MASTERCLASS_VIEWS,
  type MasterclassView,
} from "#app/features/catalogue/admin/masterclass.schema";
import { getDb } from "#app/features/catalogue/admin/masterclasses.server";
import {
  listMasterclassesForAdmin,
  masterclassView,
} from "#app/features/catalogue/admin/masterclass-list.server";
import { ExportCsvLink } from "#app/features/backoffice/export/export-link";
import { StatusBadge } from "#app/features/catalogue/admin/status-badge";
import { heroBadgeText } from "#app/features/catalogue/masterclass-labels";
import { cn } from "#app/lib/cn";
import { formatDateRange } from "#common/dates";
import { readFormData } from "#app/lib/form-data.server";

export const meta: Route.MetaFunction = () => adminMeta("Masterclasses · Back office");

const VIEW_LABELS: Record<MasterclassView, string> = {
  upcoming: "Upcoming",
  past: "Past",
  drafts: "Drafts",
  archived: "Archived",
};
const MAX_QUERY = 200;

export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, "editor");
  const params = new URL(request.url).searchParams;
  const view = masterclassView(params);
  const q = (params.get("q") ?? "").slice(0, MAX_QUERY);
  const pageParam = Number(params.get("page") ?? "1");
  const page = Number.isInteger(pageParam) && pageParam >= 1 && pageParam <= 10_000 ? pageParam : 1;
  const result = await listMasterclassesForAdmin(getDb(), { view, q, page });
  return {
    ...result,
    view,
    q,
    page,
    pages: pageCount(result.total, ADMIN_PAGE_SIZE),
  };
}

export async function action({ request }: Route.ActionArgs) {
  const actor = await requireRoleMutation(request, "editor");
  const formData = await readFormData(request);
  const back = new URL(request.url);
  return runMasterclassIntent(actor, formData, `${back.pathname}${back.search}`);
}

function hrefFor(view: MasterclassView, q: string, page = 1) {
  const params = new URLSearchParams();
  if (view !== "upcoming") params.set("view", view);
  if (q) params.set("q", q);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `?${query}` : ".";
}

/** A course's action on the list: posts its intent, named with the course for screen readers. */
function IntentButton({
  intent,
  label,
  title,
  children = label,
}: {
  intent: string;
  label: string;
  title: string;
  children?: React.ReactNode;
}) {
  return (
    <Button
      type="submit"
      name="intent"
      value={intent}
      variant="outline"
      size="sm"
      aria-label={`${label} ${title}`}
    >
      {children}
    </Button>
  );
}

export default function MasterclassesAdmin({ loaderData }: Route.ComponentProps) {
  const { rows, counts, view, q, page, pages, total } = loaderData;
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-6 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight">Masterclasses</h1>
          <p className="text-sm text-muted-foreground">
            Masterclasses and conferences. Only published courses are on the site.
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <ExportCsvLink href="/admin/masterclasses.csv" filter={{ view, q }} />
          <Button asChild>
            <Link to="/admin/masterclasses/new">
              <Plus aria-hidden="true" /> New masterclass
            </Link>
          </Button>
        </div>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <nav
          aria-label="Courses shown"
          className="flex flex-wrap gap-1 rounded-lg border bg-background p-1"
        >
          {MASTERCLASS_VIEWS.map((v) => (
            <Link
              key={v}
              to={hrefFor(v, q)}
              aria-current={view === v ? "page" : undefined}
              className={cn(
                "rounded-md px-3 py-1.5 text-sm font-medium",
                view === v ? "bg-primary text-primary-foreground" : "hover:bg-muted",
              )}
            >
              {VIEW_LABELS[v]}{" "}
              <span className={cn("tabular-nums", view !== v && "text-muted-foreground")}>
                ({counts[v]})
              </span>
            </Link>
          ))}
        </nav>
        <Form method="get" role="search" className="flex w-full gap-2 sm:w-auto">
          {view !== "upcoming" && <input type="hidden" name="view" value={view} />}
          <Input
            type="search"
            name="q"
            defaultValue={q}
            maxLength={MAX_QUERY}
            placeholder="Search by title or slug"
            aria-label="Search masterclasses"
            className="sm:w-64"
          />
          <Button type="submit" variant="outline">
            <Search aria-hidden="true" /> Search
          </Button>
        </Form>
      </div>
      {rows.length === 0 ? (
        <p className="rounded-lg border bg-background p-6 text-muted-foreground">
          {q
            ? `No ${VIEW_LABELS[view].toLowerCase()} courses match “${q}”.`
            : `No ${VIEW_LABELS[view].toLowerCase()} courses.`}
        </p>
      ) : (
        <ul
          className="divide-y overflow-hidden rounded-lg border bg-background"
          aria-label={`${total} courses`}
        >
          {rows.map((c) => (
            <li key={c.id} className="flex flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3">
              <div className="min-w-0 flex-1 basis-72">
                <Link to={`/admin/masterclasses/${c.id}`} className="font-semibold hover:underline">
                  {c.title}
                </Link>
                <div className="mt-1 flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
                  <span>{formatDateRange(c.date, c.endDate)}</span>
                  <StatusBadge status={c.status} />
                  {/* The public page's badge, from the same function: one label everywhere. */}
                  <Badge variant="outline">{heroBadgeText(c.format, c.date, c.endDate)}</Badge>
                </div>
              </div>
              <span className="text-sm tabular-nums">
                <strong>{c.seatsSold}</strong> / {c.classSize} seats
              </span>
              <Form method="post" className="flex gap-2">
                <input type="hidden" name="id" value={c.id} />
                <IntentButton intent="duplicate" label="Duplicate" title={c.title}>
                  <Copy aria-hidden="true" /> Duplicate
                </IntentButton>
                {c.status === "published" ? (
                  <IntentButton intent="unpublish" label="Unpublish" title={c.title} />
                ) : (
                  <IntentButton intent="publish" label="Publish" title={c.title} />
                )}
              </Form>
            </li>
          ))}
        </ul>
      )}
      <Pagination page={page} pages={pages} hrefFor={(p) => hrefFor(view, q, p)} />
    </div>
  );
}
