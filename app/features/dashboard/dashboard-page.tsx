import { TextLink } from "#app/features/backoffice/shell/text-link";
import { lazy, Suspense, useEffect, useState, type ReactNode } from "react";
import { Link } from "react-router";
import { formatDateRange, formatTime } from "#common/dates";
import { countSeats, seatLine } from "#app/features/registrations/admin/seat-count";
import { formatMYR } from "#common/money";
import { fromSen } from "#app/features/invoices/invoice-model";
import { ATTENTION_HREF, monthLabel, type WithSst } from "#app/features/invoices/month-end";
import type {
  AdminDashboard,
  EditorDashboard,
  Figure,
  MoneyFigures,
  TodayCourse,
} from "./dashboard.server";

// recharts stays out of every other bundle: this chunk loads only here, in the browser.
const DashboardCharts = lazy(() => import("./charts"));

const dateFormat = new Intl.DateTimeFormat("en-MY", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "Asia/Kuala_Lumpur",
});

function Stat({
  label,
  value,
  to,
  note,
  id,
}: {
  label: string;
  value: number;
  to?: string;
  note?: string;
  id?: string;
}) {
  const body = (
    <>
      <span className="block text-2xl font-bold tabular-nums">{value}</span>
      <span className="text-sm text-muted-foreground">{label}</span>
    </>
  );
  return (
    <li className="rounded-xl border bg-card p-4" data-figure={id}>
      {to ? (
        <Link to={to} className="block hover:underline">
          {body}
        </Link>
      ) : (
        body
      )}
      {note && <span className="mt-1 block text-xs text-muted-foreground">{note}</span>}
    </li>
  );
}

/** A row of figures, each a link to the list it counts. */
function Figures({ figures, testId }: { figures: Figure[]; testId: string }) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" data-testid={testId}>
      {figures.map((f) => (
        <Stat key={f.key} id={f.key} label={f.label} value={f.count} to={f.href} note={f.note} />
      ))}
    </ul>
  );
}

const rm = (sen: number) => formatMYR(fromSen(sen));

function MoneyStat({
  label,
  value,
  to,
  id,
}: {
  label: string;
  value: WithSst;
  to: string;
  id: string;
}) {
  return (
    <li className="rounded-xl border bg-card p-4" data-figure={id}>
      <Link to={to} className="block hover:underline">
        {/* Ringgit with sen is wider than a count: smaller on a phone's half-width card. */}
        <span className="block text-lg font-bold break-words tabular-nums sm:text-2xl">
          {rm(value.sen)}
        </span>
        <span className="text-sm text-muted-foreground">{label}</span>
      </Link>
      <span className="mt-1 block text-xs text-muted-foreground tabular-nums">
        SST {rm(value.sstSen)}
      </span>
    </li>
  );
}

/**
 * This month's money from the ledger, what needs attention (each figure a link to its list),
 * and who came to a course unpaid.
 */
function Money({ money }: { money: MoneyFigures }) {
  const month = `/admin/invoices?month=${money.month}`;
  const unpaid = money.attendedUnpaid;
  return (
    <div className="space-y-3">
      <ul
        className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4"
        data-testid="money-counts"
      >
        <MoneyStat id="collected" label="Collected" value={money.collected} to={month} />
        <MoneyStat id="refunded" label="Refunded" value={money.refunded} to={month} />
        <MoneyStat
          id="owed"
          label="Still owed on this month's invoices"
          value={money.owed}
          to={`${month}&status=unpaid`}
        />
        <Stat
          id="attention"
          label={money.attention === 1 ? "Needs attention" : "Need attention"}
          value={money.attention}
          to={ATTENTION_HREF}
          note={`On ${money.attentionInvoices} ${money.attentionInvoices === 1 ? "invoice" : "invoices"}`}
        />
      </ul>
      <div className="rounded-xl border bg-card p-4" data-testid="attended-unpaid">
        <h3 className="font-semibold">
          Attended, not paid{" "}
          <span className="text-muted-foreground tabular-nums">({unpaid.total})</span>
        </h3>
        {unpaid.total === 0 ? (
          <p className="text-sm text-muted-foreground">Everyone who came has paid.</p>
        ) : (
          <ul className="mt-2 divide-y text-sm">
            {unpaid.rows.map((row) => (
              <li key={row.id} className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-2">
                <span className="min-w-0">
                  <Link to={row.href} className="font-medium break-words hover:underline">
                    {row.name}
                  </Link>
                  <span className="block break-words text-muted-foreground">
                    {row.courseTitle} · {row.reference}
                  </span>
                </span>
                <span className="tabular-nums sm:text-right">
                  {row.owedSen === null ? "No invoice or payment" : `${rm(row.owedSen)} owed`}
                  {row.invoiceNumber && (
                    <span className="block text-xs text-muted-foreground">{row.invoiceNumber}</span>
                  )}
                </span>
              </li>
            ))}
            {unpaid.total > unpaid.rows.length && (
              <li className="py-2 text-muted-foreground">
                And {unpaid.total - unpaid.rows.length} more.
              </li>
            )}
          </ul>
        )}
      </div>
    </div>
  );
}

/** Today's courses: who is booked, and the way to their list and the attendance sheet. */
function TodayCourses({ courses }: { courses: TodayCourse[] }) {
  if (courses.length === 0) {
    return <p className="text-muted-foreground">No course runs today.</p>;
  }
  return (
    <ul className="grid gap-3 md:grid-cols-2" data-testid="today-courses">
      {courses.map((c) => (
        <li key={c.id} className="space-y-2 rounded-xl border bg-card p-4">
          <div>
            <Link
              to={`/admin/registrations/${c.id}`}
              className="font-semibold break-words hover:underline"
            >
              {c.title}
            </Link>
            <span className="block text-sm text-muted-foreground">
              {formatDateRange(c.date, c.endDate)}, from {formatTime(c.date)}
            </span>
          </div>
          <p className="text-sm tabular-nums">
            {seatLine(
              countSeats(c.classSize, {
                held: c.attendees,
                offered: c.offered,
                waiting: c.waitlist,
              }),
            )}
          </p>
          <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
            <TextLink to={`/admin/registrations/${c.id}`}>
              {c.attendees} {c.attendees === 1 ? "attendee" : "attendees"}
            </TextLink>
            {/* The sheet is a print page outside the back office's frame. */}
            <Link
              to={`/admin/registrations/${c.id}/sheet`}
              reloadDocument
              className="text-primary hover:underline"
            >
              Attendance sheet
            </Link>
          </div>
        </li>
      ))}
    </ul>
  );
}

function useMounted() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}

/**
 * The back office's first page: for an admin, today's courses, then every
 * booking and lead counted once by kind (each figure a link to the list it
 * counts), what waits in review, mail, upcoming courses and trends; for an
 * editor, content counts only.
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
          <Section id="today" title="Today">
            <TodayCourses courses={dashboard.today} />
          </Section>

          <Section id="money" title={`Money in ${monthLabel(dashboard.money.month)}`}>
            <Money money={dashboard.money} />
          </Section>

          <Section id="bookings" title="Bookings">
            {/* Each booking counted once: a seat (an HRDC attendee too), a group, a book order. */}
            <Figures figures={dashboard.bookings} testId="booking-counts" />
          </Section>

          <Section id="leads" title="New leads">
            <Figures figures={dashboard.leads} testId="lead-counts" />
          </Section>

          <Section id="review" title="Waiting in review">
            {/* Held submissions send no mail until someone releases them: the team must see them. */}
            <Figures figures={[dashboard.inReview]} testId="review-count" />
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
                        Seats
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {dashboard.upcoming.map((course) => (
                      <tr key={course.id} className="border-b last:border-0">
                        <td className="px-4 py-2 font-medium">
                          <Link
                            to={`/admin/registrations/${course.id}`}
                            className="hover:underline"
                          >
                            {course.title}
                          </Link>
                          {/* On a phone the date goes under the title instead of a column. */}
                          <span className="block font-normal text-muted-foreground sm:hidden">
                            {dateFormat.format(new Date(course.date))}
                          </span>
                        </td>
                        <td className="hidden px-4 py-2 whitespace-nowrap sm:table-cell">
                          {dateFormat.format(new Date(course.date))}
                        </td>
                        <td className="px-4 py-2 text-right tabular-nums">
                          {seatLine(
                            countSeats(course.classSize, {
                              held: course.held,
                              offered: course.offered,
                              waiting: course.waitlist,
                            }),
                          )}
                        </td>
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
