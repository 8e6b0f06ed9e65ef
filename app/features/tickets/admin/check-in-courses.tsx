import { ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { formatDateRange } from "#common/dates";
import type { DoorCourse } from "./check-in-list.server";

/** Pick the course at the door: today's first, then the week's others. */
export function CheckInCourses({ courses }: { courses: DoorCourse[] }) {
  const today = courses.filter((c) => c.today);
  const others = courses.filter((c) => !c.today);
  return (
    <main
      id="main"
      className="mx-auto grid max-w-xl min-w-0 grid-cols-[minmax(0,1fr)] gap-5 px-4 py-4 sm:px-6 sm:py-6"
    >
      <div>
        <h1 className="text-2xl font-bold tracking-tight">Check-in</h1>
        <p className="text-sm text-muted-foreground">
          Choose the course at your door, then scan tickets or search by name.
        </p>
      </div>
      <CourseGroup title="Running today" courses={today} empty="No course runs today." />
      {others.length > 0 && <CourseGroup title="This week and last" courses={others} />}
    </main>
  );
}

function CourseGroup({
  title,
  courses,
  empty,
}: {
  title: string;
  courses: DoorCourse[];
  empty?: string;
}) {
  return (
    <section className="space-y-2">
      <h2 className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">
        {title}
      </h2>
      {courses.length === 0 ? (
        <p className="rounded-xl border bg-card p-4 text-sm">{empty}</p>
      ) : (
        <ul className="divide-y rounded-xl border bg-card">
          {courses.map((c) => (
            <li key={c.id}>
              <Link
                to={`/admin/check-in/${c.id}`}
                className="flex min-h-14 items-center gap-3 p-3 hover:bg-muted"
              >
                <span className="min-w-0 flex-1">
                  <span className="block font-semibold break-words">{c.title}</span>
                  <span className="block text-sm text-muted-foreground">
                    {formatDateRange(c.start, c.end)}
                    {c.dayOfCourse ? ` · ${c.dayOfCourse}` : ""}
                    {c.kind === "ntw" ? " · NTW" : ""}
                  </span>
                </span>
                <ChevronRight aria-hidden="true" className="size-5 shrink-0" />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
