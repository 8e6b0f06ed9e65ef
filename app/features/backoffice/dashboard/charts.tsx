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
          <div className="h-64">
            <ResponsiveContainer width="100%" height="100%">
              <BarChart data={registrationsByCourse} margin={{ left: -20, right: 8 }}>
                <CartesianGrid strokeDasharray="3 3" vertical={false} />
                <XAxis dataKey="title" tick={{ fontSize: 11 }} interval={0} tickFormatter={short} />
                <YAxis allowDecimals={false} tick={{ fontSize: 11 }} />
                <Tooltip />
                <Legend wrapperStyle={{ fontSize: 12 }} />
                <Bar dataKey="seats" name="Seats taken" fill="var(--color-primary)" />
                <Bar dataKey="waitlist" name="Waiting list" fill="#94a3b8" />
              </BarChart>
            </ResponsiveContainer>
          </div>
        )}
      </figure>
      <figure className="rounded-xl border bg-card p-4" data-testid="chart-leads">
        <figcaption className="mb-3 text-sm font-semibold">
          Leads per week, last 12 weeks
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

function short(title: string): string {
  return title.length > 14 ? `${title.slice(0, 13)}…` : title;
}
