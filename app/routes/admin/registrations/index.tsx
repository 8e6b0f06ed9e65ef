import { Link } from "react-router";
import type { Route } from "./+types/index";
import { pageTitle } from "#common/business";
import { adminHeaders, requireRole } from "#app/features/team/auth.server";
import { ExportCsvLink } from "#app/features/backoffice/export/export-link";
import { courseWhen, listCourses } from "#app/features/registrations/admin/registrations.server";
import { formatDateRange } from "#common/dates";
import { cn } from "#app/lib/cn";

export const meta: Route.MetaFunction = () => [
  { title: pageTitle("Registrations · Back office") },
  { name: "robots", content: "noindex, nofollow" },
];

export const headers: Route.HeadersFunction = () => adminHeaders;

export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, "admin");
  const when = courseWhen(new URL(request.url).searchParams);
  return { when, courses: await listCourses(when) } as const;
}

export default function RegistrationsIndex({ loaderData }: Route.ComponentProps) {
  const { when, courses } = loaderData;
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-6 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight">Registrations</h1>
        <nav aria-label="Courses shown" className="flex gap-1 rounded-lg border bg-background p-1">
          {(["upcoming", "past"] as const).map((w) => (
            <Link
              key={w}
              to={w === "past" ? "?when=past" : "."}
              aria-current={when === w ? "page" : undefined}
              className={cn(
                "rounded-md px-3 py-1.5 text-sm font-medium",
                when === w ? "bg-primary text-primary-foreground" : "hover:bg-muted",
              )}
            >
              {w === "upcoming" ? "Upcoming" : "Past"}
            </Link>
          ))}
        </nav>
        <ExportCsvLink href="/admin/registrations.csv" filter={{ when }} />
      </div>
      {courses.length === 0 ? (
        <p className="rounded-lg border bg-background p-6 text-muted-foreground">
          No {when} courses.
        </p>
      ) : (
        <ul className="divide-y overflow-hidden rounded-lg border bg-background">
          {courses.map((c) => (
            <li key={c.id}>
              <Link
                to={`/admin/registrations/${c.id}`}
                className="flex flex-wrap items-center gap-x-6 gap-y-1 px-4 py-3 hover:bg-muted/60"
              >
                <span className="min-w-0 flex-1 basis-64">
                  <span className="block font-semibold">{c.title}</span>
                  <span className="block text-sm text-muted-foreground">
                    {formatDateRange(c.date, c.endDate)}
                  </span>
                </span>
                <span className="text-sm tabular-nums">
                  <strong>{c.seatsSold}</strong> / {c.classSize} seats sold
                  {c.confirmed > 0 ? ` · ${c.confirmed} paid` : ""}
                </span>
                <span className="text-sm text-muted-foreground tabular-nums">
                  {c.waitlisted} waiting
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
