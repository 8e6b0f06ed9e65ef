import { PageHead } from "#app/features/backoffice/shell/page-head";
import { Mail, Printer, UserPlus } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { Button } from "#app/components/ui/button";
import { FormAlert } from "#app/components/ui/form-alert";
import { ExportCsvLink } from "#app/features/backoffice/export/export-link";
import { formatDateRange } from "#common/dates";
import type { MoveTarget } from "./attendee-actions";
import { AttendeeTable } from "./attendee-table";
import type { CourseDays } from "./attendance-toggles";
import { waitingList, type Attendee } from "./attendees";
import { CertifyBar } from "./certify-bar";
import { GroupPayments } from "./group-payments";
import { countSeats, seatLine, tallySeats } from "./seat-count";
import { WaitingList } from "./waiting-list";
import { TitledSection } from "#app/features/backoffice/shell/titled-section";

/** The course as its registrations page shows it. */
export interface CourseView extends CourseDays {
  id: string;
  title: string;
  date: Date;
  endDate: Date | null;
  classSize: number;
  /** Attendance and certificates open once the course has started. */
  started: boolean;
}

/** One course's registrations: attendees (attendance, certificates), waiting list, cancelled. */
export function CourseRegistrationsPage({
  course,
  attendees,
  targets,
  error,
}: {
  course: CourseView;
  attendees: Attendee[];
  targets: MoveTarget[];
  /** The refused action's message, if any. */
  error: string | null;
}) {
  const holding = attendees.filter((a) => a.status === "registered" || a.status === "confirmed");
  const waiting = waitingList(attendees);
  const cancelled = attendees.filter((a) => a.status === "cancelled");
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  // A fresh list (after a successful action) starts with nothing ticked; a
  // refused action does not reload it, so the choice stays to be corrected.
  useEffect(() => setSelected(new Set()), [attendees]);
  const toggle = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const present = holding.filter((a) => a.present).map((a) => a.id);
  // What every list of the course needs to show its rows' actions.
  const tables = { started: course.started, targets, days: course.days, today: course.today };
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-6 sm:px-6">
      <PageHead back={{ to: "/admin/registrations", label: "All courses" }} title={course.title}>
        <p className="text-muted-foreground">
          {formatDateRange(course.date, course.endDate)} ·{" "}
          <span className="tabular-nums" data-testid="course-seats">
            {seatLine(countSeats(course.classSize, tallySeats(attendees.map((a) => a.status))))}
          </span>
        </p>
        <div className="flex flex-wrap gap-2 pt-2">
          <Button asChild variant="outline" size="sm">
            <Link to={`/admin/registrations/${course.id}/sheet`} reloadDocument>
              <Printer aria-hidden="true" /> Attendance sheet
            </Link>
          </Button>
          <ExportCsvLink href={`/admin/registrations/${course.id}/attendees.csv`} />
          <Button asChild variant="outline" size="sm">
            <Link to={`/admin/registrations/${course.id}/message`}>
              <Mail aria-hidden="true" /> Message everyone
            </Link>
          </Button>
        </div>
      </PageHead>
      <FormAlert message={error} />
      <Button asChild size="sm">
        <Link to={`/admin/registrations/${course.id}/add`}>
          <UserPlus aria-hidden="true" /> Add a registration
        </Link>
      </Button>

      <TitledSection id="attendees" title={`Attendees (${holding.length})`}>
        {course.started && holding.length > 0 ? (
          <CertifyBar
            selected={selected.size}
            holding={holding.length}
            present={present.length}
            onSelectAll={() => setSelected(new Set(holding.map((a) => a.id)))}
            onSelectPresent={() => setSelected(new Set(present))}
            onClear={() => setSelected(new Set())}
            days={course.days}
            today={course.today}
          />
        ) : (
          holding.length > 0 && (
            <p className="text-sm text-muted-foreground">
              Attendance and certificates open once the course has started.
            </p>
          )
        )}
        <AttendeeTable
          rows={holding}
          {...tables}
          selection={course.started ? { selected, toggle } : undefined}
        />
      </TitledSection>

      <WaitingList waiting={waiting} {...tables} />

      <GroupPayments attendees={attendees} today={course.today} />

      {cancelled.length > 0 && (
        <TitledSection id="cancelled" title={`Cancelled (${cancelled.length})`}>
          <AttendeeTable rows={cancelled} {...tables} />
        </TitledSection>
      )}
    </div>
  );
}
