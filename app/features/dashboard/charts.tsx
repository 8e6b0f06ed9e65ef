import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import type { AdminDashboard } from "./dashboard.server";

/**
 * The dashboard's two charts. Only ever imported lazily from the dashboard
 * route (React.lazy), so recharts is a chunk of its own that no public page
 * loads.
 */
export default function DashboardCharts({
  registrationsByCourse,
  leadsPerWeek,
}: Pick<AdminDashboard, "registrationsByCourse" | "leadsPerWeek">) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <figure className="rounded-xl border bg-card p-4" data-testid="chart-registrations">
        <figcaption className="mb-3 text-sm font-semibold">
          Registrations per course, next 90 days
        </figcaption>
        {registrationsByCourse.length === 0 ? (
          <p className="text-sm text-muted-foreground">No course in the next 90 days.</p>
        ) : (
          // Every course of the window, as horizontal bars: one row per course keeps each
          // title readable however many there are (vertical bars squeezed 20+ titles into
          // unreadable ticks), and the box scrolls past about ten rows instead of growing
          // the dashboard. No "others" bucket: the team looks here for one course's sales.
          <div
            className="max-h-96 overflow-y-auto"
            tabIndex={0}
            role="group"
            aria-label={`${registrationsByCourse.length} courses; scroll for more`}
          >
            <div style={{ height: ROW_PX * registrationsByCourse.length + AXES_PX }}>
              <ResponsiveContainer width="100%" height="100%">
                <BarChart
                  data={registrationsByCourse}
                  layout="vertical"
                  margin={{ left: 0, right: 12, top: 0, bottom: 0 }}
                  barCategoryGap={6}
                >
                  <CartesianGrid strokeDasharray="3 3" horizontal={false} />
                  <XAxis
                    type="number"
                    allowDecimals={false}
                    tick={{ fontSize: 11 }}
                    orientation="top"
                  />
                  <YAxis
                    type="category"
                    dataKey="title"
                    width={LABEL_PX}
                    interval={0}
                    tick={CourseTick}
                  />
                  <Tooltip />
                  <Legend wrapperStyle={{ fontSize: 12 }} verticalAlign="bottom" />
                  <Bar dataKey="seats" name="Seats taken" fill="var(--color-primary)" />
                  <Bar dataKey="waitlist" name="Waiting list" fill="#94a3b8" />
                </BarChart>
              </ResponsiveContainer>
            </div>
          </div>
        )}
      </figure>
      <figure className="rounded-xl border bg-card p-4" data-testid="chart-leads">
        <figcaption className="mb-3 text-sm font-semibold">
          Enquiries and bookings per week, last 12 weeks
        </figcaption>
        <div className="h-64">
          <ResponsiveContainer width="100%" height="100%">
            <LineChart data={leadsPerWeek} margin={{ left: -20, right: 8 }}>
              <CartesianGrid strokeDasharray="3 3" vertical={false} />
              <XAxis
                dataKey="week"
                tick={{ fontSize: 11 }}
                tickFormatter={(w: string) => w.slice(5)}
              />
              <YAxis allowDecimals={false} tick={{ fontSize: 11 }} />
              <Tooltip />
              <Line
                type="monotone"
                dataKey="leads"
                name="Leads"
                stroke="var(--color-primary)"
                strokeWidth={2}
                isAnimationActive={false}
              />
            </LineChart>
          </ResponsiveContainer>
        </div>
      </figure>
    </div>
  );
}

/** Height of one course's row, and of the axes and legend around the rows. */
const ROW_PX = 36;
const AXES_PX = 64;

/** Width of the course titles beside the bars. */
const LABEL_PX = 150;

/** Titles clipped to the axis; the tooltip shows the whole one. */
function short(title: string): string {
  return title.length > 22 ? `${title.slice(0, 21)}…` : title;
}

/**
 * A course title on one line: recharts' own tick wraps a long title onto a
 * second line, which overlapped the next row's.
 */
function CourseTick({
  x,
  y,
  payload,
}: {
  x?: number | string;
  y?: number | string;
  payload?: { value?: unknown };
}) {
  return (
    <text x={x} y={y} dy={4} textAnchor="end" fontSize={11} fill="#475569">
      {short(String(payload?.value ?? ""))}
    </text>
  );
}
