import { Pencil } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/index";
import { Badge } from "#app/components/ui/badge";
import { Button } from "#app/components/ui/button";
import { pageTitle } from "#common/business";
import { adminHeaders, requireRole } from "#app/features/team/auth.server";
import {
  PAGE_SIZE,
  pageParam,
  catalogueDb,
} from "#app/features/catalogue/admin/catalogue-crud.server";
import {
  DeleteControl,
  EmptyState,
  ListHeader,
  PageFrame,
  Pager,
} from "#app/features/catalogue/admin/catalogue-ui";
import { NTW_KIND } from "#app/features/ntw/admin/ntw-form";
import { listNtwForAdmin } from "#app/features/ntw/admin/ntw.server";
import { durationLabel } from "#app/features/ntw/ntw-program-card";
import { formatDateTime } from "#common/dates";

export const meta: Route.MetaFunction = () => [
  { title: pageTitle("NTW programs · Back office") },
  { name: "robots", content: "noindex, nofollow" },
];

export const headers: Route.HeadersFunction = () => adminHeaders;

export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, "editor");
  const params = new URL(request.url).searchParams;
  const page = pageParam(params.get("page"));
  const now = new Date();
  const list = await listNtwForAdmin(catalogueDb(), { q: params.get("q"), page }, now);
  return { ...list, page, pageSize: PAGE_SIZE, now: now.toISOString() };
}

export default function NtwList({ loaderData }: Route.ComponentProps) {
  const { q, rows, total, page, pageSize, now } = loaderData;
  return (
    <PageFrame>
      <ListHeader kind={NTW_KIND} q={q} total={total} searchLabel="Search title or trainer" />
      <p className="text-sm text-muted-foreground">
        Upcoming programs first, soonest first; then past ones. Times are Malaysia time.
      </p>
      {rows.length === 0 ? (
        <EmptyState kind={NTW_KIND} q={q} />
      ) : (
        <ul
          className="divide-y overflow-hidden rounded-xl border bg-card"
          aria-label="NTW programs"
          data-testid="catalogue-list"
        >
          {rows.map((program) => {
            const past = new Date(program.date).getTime() < new Date(now).getTime();
            return (
              <li key={program.id} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center">
                <div className="min-w-0 flex-1">
                  <Link
                    to={`/admin/ntw/${program.id}`}
                    className="font-semibold break-words hover:underline"
                  >
                    {program.title}
                  </Link>
                  <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
                    {past && <Badge variant="outline">Past</Badge>}
                    <time dateTime={new Date(program.date).toISOString()}>
                      {formatDateTime(program.date)}
                    </time>
                    <span>{durationLabel(program.duration)}</span>
                    <span>{program.format}</span>
                    {program.trainerName && <span>{program.trainerName}</span>}
                    <span>
                      {program.registrations}{" "}
                      {program.registrations === 1 ? "registration" : "registrations"}
                    </span>
                  </p>
                </div>
                <div className="flex shrink-0 flex-wrap gap-2">
                  <Button asChild variant="outline" size="sm">
                    <Link to={`/admin/ntw/${program.id}`} aria-label={`Edit ${program.title}`}>
                      <Pencil aria-hidden="true" /> Edit
                    </Link>
                  </Button>
                  <DeleteControl kind={NTW_KIND} id={program.id} title={program.title} />
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <Pager page={page} total={total} pageSize={pageSize} q={q} />
    </PageFrame>
  );
}
