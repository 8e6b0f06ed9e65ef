import { CalendarDays, CalendarX2, Clock, Link2, MapPin, Monitor, UserRound } from "lucide-react";
import { Link } from "react-router";
import { IconItem } from "#app/components/icon-list";
import { Badge } from "#app/components/ui/badge";
import { formatDate, formatTime } from "#common/dates";
import { REGISTRATION_CLOSED } from "#app/features/registrations/registration-messages";

export interface NtwProgramCardData {
  id: string;
  title: string;
  description: string;
  date: Date | string;
  format: string;
  duration: string;
  trainerName: string | null;
  /** The program has started: no 'Get Link', the closed message instead. */
  closed?: boolean;
}

/** "2" → "2 hours"; free text such as "Half day" stays as it is. */
export function durationLabel(duration: string): string {
  const d = duration.trim();
  if (/^\d+(\.\d+)?$/.test(d)) return `${d} ${d === "1" ? "hour" : "hours"}`;
  return d;
}

/** Where 'Get Link' goes without JavaScript: the page with this program's form open. */
export function ntwRegisterHref(programId: string): string {
  return `/shop/ntw?register=${encodeURIComponent(programId)}#register`;
}

/**
 * A program card. The whole card is the 'Get Link' link (stretched over it),
 * so a click anywhere registers; `onRegister` opens the dialog instead of
 * following the link once JavaScript runs.
 */
export function NtwProgramCard({
  program,
  onRegister,
  onIntent,
}: {
  program: NtwProgramCardData;
  onRegister?: (programId: string) => void;
  /** A pointer over or focus on the link: the dialog's code can start loading. */
  onIntent?: () => void;
}) {
  const FormatIcon = /physical|in[- ]person/i.test(program.format) ? MapPin : Monitor;
  return (
    <article className="relative flex flex-col rounded-2xl border bg-card p-6 shadow-sm transition hover:border-primary/40 hover:shadow-md has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-ring">
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
        <IconItem icon={CalendarDays}>
          <time dateTime={new Date(program.date).toISOString()}>
            {formatDate(program.date)}, {formatTime(program.date)}
          </time>
        </IconItem>
        <IconItem icon={Clock}>{durationLabel(program.duration)}</IconItem>
        <IconItem icon={FormatIcon}>{program.format}</IconItem>
        {program.trainerName && <IconItem icon={UserRound}>{program.trainerName}</IconItem>}
      </ul>
      <div className="mt-auto pt-6">
        {program.closed ? (
          <p
            role="status"
            className="flex items-start gap-2 rounded-lg bg-muted px-3 py-2 text-sm text-muted-foreground"
          >
            <CalendarX2 aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {REGISTRATION_CLOSED}
          </p>
        ) : (
          <Link
            to={ntwRegisterHref(program.id)}
            preventScrollReset
            aria-label={`Get Link: ${program.title}`}
            onClick={(event) => {
              if (!onRegister || event.button !== 0) return;
              if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
              event.preventDefault();
              onRegister(program.id);
            }}
            onPointerEnter={onIntent}
            onFocus={onIntent}
            className="inline-flex items-center gap-2 rounded-lg bg-primary px-4 py-2 text-sm font-semibold text-primary-foreground outline-none after:absolute after:inset-0 after:rounded-2xl after:content-[''] hover:bg-primary/90"
          >
            <Link2 aria-hidden="true" className="size-4" />
            Get Link
          </Link>
        )}
      </div>
    </article>
  );
}
