import { ArrowRight, CalendarDays, Clock, MapPin, Monitor, UserRound } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "../../components/ui/badge";
import { formatDate, formatTime } from "../../lib/dates";

export interface NtwProgramCardData {
  title: string;
  description: string;
  date: Date | string;
  format: string;
  duration: string;
  trainerName: string | null;
}

/** "2" → "2 hours"; free text such as "Half day" stays as it is. */
export function durationLabel(duration: string): string {
  const d = duration.trim();
  if (/^\d+(\.\d+)?$/.test(d)) return `${d} ${d === "1" ? "hour" : "hours"}`;
  return d;
}

export function NtwProgramCard({ program }: { program: NtwProgramCardData }) {
  const FormatIcon = /physical|in[- ]person/i.test(program.format) ? MapPin : Monitor;
  return (
    <article className="flex flex-col rounded-2xl border bg-card p-6 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <h3 className="text-lg leading-snug font-semibold text-balance">{program.title}</h3>
        <Badge variant="success" className="shrink-0">
          Free
        </Badge>
      </div>
      {program.description && (
        <p className="mt-3 text-sm leading-relaxed text-muted-foreground">{program.description}</p>
      )}
      <ul className="mt-5 space-y-1.5 text-sm">
        <li className="flex items-center gap-2">
          <CalendarDays aria-hidden="true" className="size-4 shrink-0 text-primary" />
          <time dateTime={new Date(program.date).toISOString()}>
            {formatDate(program.date)}, {formatTime(program.date)}
          </time>
        </li>
        <li className="flex items-center gap-2">
          <Clock aria-hidden="true" className="size-4 shrink-0 text-primary" />
          {durationLabel(program.duration)}
        </li>
        <li className="flex items-center gap-2">
          <FormatIcon aria-hidden="true" className="size-4 shrink-0 text-primary" />
          {program.format}
        </li>
        {program.trainerName && (
          <li className="flex items-center gap-2">
            <UserRound aria-hidden="true" className="size-4 shrink-0 text-primary" />
            {program.trainerName}
          </li>
        )}
      </ul>
      <div className="mt-auto pt-6">
        <Link
          to="/contact"
          aria-label={`Register: ${program.title}`}
          className="inline-flex items-center gap-1 text-sm font-semibold text-primary hover:underline"
        >
          Register
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </article>
  );
}
