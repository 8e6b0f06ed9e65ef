import { lazy, Suspense, useEffect, useState, type ReactNode } from "react";
import { Link } from "react-router";
import type { AdminDashboard, EditorDashboard } from "./dashboard.server";
import { LEAD_KIND_LABELS } from "./lead-kinds";

// recharts stays out of every other bundle: this chunk loads only here, in the browser.
const DashboardCharts = lazy(() => import("./charts"));

const dateFormat = new Intl.DateTimeFormat("en-MY", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "Asia/Kuala_Lumpur",
});

function Stat({ label, value, to }: { label: string; value: number; to?: string }) {
  const body = (
    <>
      <span className="block text-2xl font-bold tabular-nums">{value}</span>
      <span className="text-sm text-muted-foreground">{label}</span>
    </>
  );
  return (
    <li className="rounded-xl border bg-card p-4">
      {to ? (
        <Link to={to} className="block hover:underline">
          {body}
        </Link>
      ) : (
        body
      )}
    </li>
  );
}

function useMounted() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}

/**
 * The back office's first page: for an admin, what waits in review, new leads,
 * mail, upcoming courses and trends; for an editor, content counts only.
 */
export function DashboardPage({ dashboard }: { dashboard: AdminDashboard | EditorDashboard }) {
  const mounted = useMounted();
  return (
    <main id="main" className="mx-auto max-w-6xl space-y-8 px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-bold">Dashboard</h1>
      {dashboard.role === "editor" ? (
        <Section id="content" title="Content">
          <ul className="grid gap-3 sm:grid-cols-3">
            {dashboard.content.map((item) => (
              <Stat key={item.label} label={item.label} value={item.count} />
            ))}
          </ul>
        </Section>
      ) : (
        <>
          <Section id="review" title="Waiting in review">
            {/* Held submissions send no mail until someone releases them: the team must see them. */}
            <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="review-count">
              <Stat
                label={
                  dashboard.inReview === 1
                    ? "Submission held as suspected spam"
                    : "Submissions held as suspected spam"
                }
                value={dashboard.inReview}
                to="/admin/leads/spam"
              />
            </ul>
          </Section>

          <Section id="leads" title="New leads this week">
            {dashboard.leadsThisWeek.length === 0 ? (
              <p className="text-muted-foreground">No new leads in the last 7 days.</p>
            ) : (
              <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="leads-this-week">
                {dashboard.leadsThisWeek.map((row) => (
                  <Stat
                    key={row.kind}
                    label={LEAD_KIND_LABELS[row.kind] ?? row.kind}
                    value={row.count}
                  />
                ))}
              </ul>
            )}
          </Section>

          <Section id="mail" title="Mail">
            <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="mail-counts">
              <Stat label="Failed" value={dashboard.mails.failed} to="/admin/mail?status=failed" />
              <Stat
                label="Pending"
                value={dashboard.mails.pending}
                to="/admin/mail?status=pending"
              />
            </ul>
          </Section>

          <Section id="courses" title="Upcoming courses">
            {dashboard.upcoming.length === 0 ? (
              <p className="text-muted-foreground">No upcoming course.</p>
            ) : (
              <div className="overflow-x-auto rounded-xl border bg-card">
                <table className="w-full text-sm" data-testid="upcoming-courses">
                  <thead className="border-b text-left text-muted-foreground">
                    <tr>
                      <th scope="col" className="px-4 py-2 font-semibold">
                        Course
                      </th>
                      <th scope="col" className="hidden px-4 py-2 font-semibold sm:table-cell">
                        Date
                      </th>
                      <th scope="col" className="px-4 py-2 text-right font-semibold">
                        Seats<span className="hidden sm:inline"> / class size</span>
                      </th>
                      <th scope="col" className="px-4 py-2 text-right font-semibold">
                        Waiting<span className="hidden sm:inline"> list</span>
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {dashboard.upcoming.map((course) => (
                      <tr key={course.id} className="border-b last:border-0">
                        <td className="px-4 py-2 font-medium">
                          {course.title}
                          {/* On a phone the date goes under the title instead of a column. */}
                          <span className="block font-normal text-muted-foreground sm:hidden">
                            {dateFormat.format(new Date(course.date))}
                          </span>
                        </td>
                        <td className="hidden px-4 py-2 whitespace-nowrap sm:table-cell">
                          {dateFormat.format(new Date(course.date))}
                        </td>
                        <td className="px-4 py-2 text-right whitespace-nowrap tabular-nums">
                          {course.seatsTaken} / {course.classSize}
                        </td>
                        <td className="px-4 py-2 text-right tabular-nums">{course.waitlist}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </Section>

          <Section id="charts" title="Trends">
            {mounted ? (
              <Suspense fallback={<p className="text-muted-foreground">Loading charts…</p>}>
                <DashboardCharts
                  registrationsByCourse={dashboard.registrationsByCourse}
                  leadsPerWeek={dashboard.leadsPerWeek}
                />
              </Suspense>
            ) : (
              <p className="text-muted-foreground">Loading charts…</p>
            )}
          </Section>
        </>
      )}
    </main>
  );
}

/** A titled part of the dashboard, named by its heading. */
function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-3">
      <h2 id={`${id}-heading`} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}
