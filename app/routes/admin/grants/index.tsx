import { FileText, Pencil } from "lucide-react";
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
import { GRANT_KIND } from "#app/features/grants/admin/grants-form";
import { listGrantsForAdmin } from "#app/features/grants/admin/grants.server";

export const meta: Route.MetaFunction = () => [
  { title: pageTitle("Grants · Back office") },
  { name: "robots", content: "noindex, nofollow" },
];

export const headers: Route.HeadersFunction = () => adminHeaders;

export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, "editor");
  const params = new URL(request.url).searchParams;
  const page = pageParam(params.get("page"));
  const list = await listGrantsForAdmin(catalogueDb(), { q: params.get("q"), page });
  return { ...list, page, pageSize: PAGE_SIZE };
}

export default function GrantsList({ loaderData }: Route.ComponentProps) {
  const { q, rows, total, page, pageSize } = loaderData;
  return (
    <PageFrame>
      <ListHeader kind={GRANT_KIND} q={q} total={total} searchLabel="Search title or category" />
      {rows.length === 0 ? (
        <EmptyState kind={GRANT_KIND} q={q} />
      ) : (
        <ul
          className="divide-y overflow-hidden rounded-xl border bg-card"
          aria-label="Grants"
          data-testid="catalogue-list"
        >
          {rows.map((grant) => (
            <li key={grant.id} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center">
              <div className="min-w-0 flex-1">
                <Link
                  to={`/admin/grants/${grant.id}`}
                  className="font-semibold break-words hover:underline"
                >
                  {grant.title}
                </Link>
                <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
                  <Badge variant="outline">{grant.badgeText ?? grant.category}</Badge>
                  <span>{grant.category}</span>
                  <span>
                    {grant.benefits.length} {grant.benefits.length === 1 ? "benefit" : "benefits"}
                  </span>
                  {grant.brochure && (
                    <span className="inline-flex items-center gap-1">
                      <FileText aria-hidden="true" className="size-3.5" /> Brochure
                    </span>
                  )}
                </p>
              </div>
              <div className="flex shrink-0 flex-wrap gap-2">
                <Button asChild variant="outline" size="sm">
                  <Link to={`/admin/grants/${grant.id}`} aria-label={`Edit ${grant.title}`}>
                    <Pencil aria-hidden="true" /> Edit
                  </Link>
                </Button>
                <DeleteControl kind={GRANT_KIND} id={grant.id} title={grant.title} />
              </div>
            </li>
          ))}
        </ul>
      )}
      <Pager page={page} total={total} pageSize={pageSize} q={q} />
    </PageFrame>
  );
}
