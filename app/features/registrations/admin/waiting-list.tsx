import { formatDateTime } from "#common/dates";
import { AttendeeActions, type MoveTarget } from "./attendee-actions";
import { PendingNote, StatusBadge } from "./attendee-status";
import type { CourseDays } from "./attendance-toggles";
import type { Attendee } from "./attendees";
import { TitledSection } from "#app/features/backoffice/shell/titled-section";

/** The course's waiting list, in the order seats are offered. */
export function WaitingList({
  waiting,
  started,
  targets,
  days,
  today,
}: {
  waiting: Attendee[];
  started: boolean;
  targets: MoveTarget[];
} & CourseDays) {
  return (
    <TitledSection id="waiting" title={`Waiting list (${waiting.length})`}>
      {waiting.length === 0 ? (
        <p className="text-sm text-muted-foreground">Nobody is waiting.</p>
      ) : (
        <ol className="divide-y rounded-lg border bg-background">
          {waiting.map((w, index) => (
            <li key={w.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
              <span className="w-8 font-semibold tabular-nums">{index + 1}.</span>
              <span className="min-w-0 flex-1 basis-48">
                <span className="block font-medium">{w.name}</span>
                <span className="block text-sm break-all text-muted-foreground">
                  {w.email} · {w.reference}
                </span>
                <PendingNote a={w} />
              </span>
              <span className="text-sm">
                <StatusBadge status={w.status} />{" "}
                <span className="text-muted-foreground">
                  since {formatDateTime(w.createdAt)}
                  {w.status === "offered" && w.offerExpiresAt
                    ? ` · offer until ${formatDateTime(w.offerExpiresAt)}`
                    : ""}
                </span>
              </span>
              <AttendeeActions
                a={w}
                started={started}
                targets={targets}
                days={days}
                today={today}
              />
            </li>
          ))}
        </ol>
      )}
    </TitledSection>
  );
}
