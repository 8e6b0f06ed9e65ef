import { Link } from "react-router";
import { LinkList } from "#app/features/backoffice/list/card-list";
import { ExportCsvLink } from "#app/features/backoffice/export/export-link";
import { formatDateRange } from "#common/dates";
import { Badge } from "#app/components/ui/badge";
import { cn } from "#app/lib/cn";
import type { CourseSummary } from "./registrations.server";
import { countSeats, seatLine } from "./seat-count";

/**
 * The registrations overview: upcoming (today's included) or past courses,
 * each with its seats held, offered and free and its waiting list.
 */
export function CourseList({
  when,
  courses,
}: {
  when: "upcoming" | "past";
  courses: CourseSummary[];
}) {
  const held = courses.reduce((sum, c) => sum + c.held, 0);
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
      {courses.length > 0 && (
        <p className="text-sm text-muted-foreground" data-testid="seats-held-total">
          <strong className="text-foreground tabular-nums">{held}</strong>{" "}
          {held === 1 ? "seat" : "seats"} held in {courses.length}{" "}
          {courses.length === 1 ? "course" : "courses"}
        </p>
      )}
      {courses.length === 0 ? (
        <p className="rounded-lg border bg-background p-6 text-muted-foreground">
          No {when} courses.
        </p>
      ) : (
        <LinkList rows={courses} keyOf={(c) => c.id} to={(c) => `/admin/registrations/${c.id}`}>
          {(c) => (
            <>
              <span className="min-w-0 flex-1 basis-64">
                <span className="block font-semibold">
                  {c.title}
                  {c.today && (
                    <Badge variant="success" className="ml-2 align-middle">
                      Today
                    </Badge>
                  )}
                </span>
                <span className="block text-sm text-muted-foreground">
                  {formatDateRange(c.date, c.endDate)}
                </span>
              </span>
              <span className="text-sm tabular-nums">
                {seatLine(
                  countSeats(c.classSize, {
                    held: c.held,
                    offered: c.offered,
                    waiting: c.waitlisted,
                  }),
                )}
                {c.confirmed > 0 ? ` · ${c.confirmed} paid` : ""}
              </span>
            </>
          )}
        </LinkList>
      )}
    </div>
  );
}
