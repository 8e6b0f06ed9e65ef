import { TextLink } from "#app/features/backoffice/shell/text-link";
import { formatDateTime } from "#common/dates";
import { AttendeeActions, type MoveTarget } from "./attendee-actions";
import { Attendance } from "./attendance-toggles";
import { PaymentCell } from "./payment-cell";
import { MODE_LABEL, PendingNote, StatusBadge } from "./attendee-status";
import type { CourseDays } from "./attendance-toggles";
import type { Attendee } from "./attendees";
import { CERTIFY_FORM } from "./certify-bar";
import {
  STACKED_ROW,
  StackedTable,
  type StackedColumn,
} from "#app/features/backoffice/list/stacked-table";

const SELECT_COLUMN: StackedColumn = {
  key: "select",
  label: <span className="sr-only">Select</span>,
  className: "w-8 px-3 py-2",
};

/** A course's registrations as a table (a card per row on small screens). */
export function AttendeeTable({
  rows,
  started,
  targets,
  days,
  today,
  selection,
}: {
  rows: Attendee[];
  started: boolean;
  targets: MoveTarget[];
  /** Row checkboxes for the bulk certificate action, when it applies. */
  selection?: { selected: ReadonlySet<string>; toggle: (id: string, on: boolean) => void };
} & CourseDays) {
  if (rows.length === 0) return <p className="text-sm text-muted-foreground">Nobody yet.</p>;
  const holds = (a: Attendee) => a.status === "registered" || a.status === "confirmed";
  const attendance = started && rows.some(holds);
  return (
    <StackedTable
      columns={[
        ...(selection ? [SELECT_COLUMN] : []),
        "Name",
        "Status",
        "Group",
        "Reference",
        "Payment",
        ...(attendance ? ["Attendance"] : []),
        "Actions",
      ]}
    >
      {rows.map((a) => (
        <tr key={a.id} className={STACKED_ROW}>
          {selection && (
            <td className="px-3 py-2 max-md:p-0">
              <input
                type="checkbox"
                form={CERTIFY_FORM}
                name="registrationId"
                value={a.id}
                checked={selection.selected.has(a.id)}
                onChange={(event) => selection.toggle(a.id, event.currentTarget.checked)}
                aria-label={`Select ${a.name}`}
                className="size-4 cursor-pointer accent-primary"
              />
            </td>
          )}
          <td className="px-3 py-2 max-md:p-0">
            <span className="block font-medium">{a.name}</span>
            <span className="block break-all text-muted-foreground">{a.email}</span>
            <PendingNote a={a} />
          </td>
          <td className="px-3 py-2 max-md:p-0">
            <span className="block">{MODE_LABEL[a.payment]}</span>
            <StatusBadge status={a.status} />
            {days.length === 1
              ? a.attendedAt && <span className="ml-1 text-xs text-success">attended</span>
              : a.presentDays.length > 0 && (
                  <span
                    className={`ml-1 text-xs ${a.present ? "text-success" : "text-muted-foreground"}`}
                  >
                    {a.present
                      ? "present every day"
                      : `present ${a.presentDays.length} of ${days.length} days`}
                  </span>
                )}
            {a.spam && <span className="ml-1 text-xs text-destructive">suspected spam</span>}
            {a.certificateId && (
              <span className="mt-1 block text-xs">
                Certificate{" "}
                <TextLink
                  to={`/admin/certificates/${a.certificateId}`}
                  className="font-mono whitespace-nowrap"
                >
                  {a.certificateId}
                </TextLink>
                {a.certificateStatus === "revoked" && (
                  <span className="text-destructive"> (revoked)</span>
                )}
              </span>
            )}
          </td>
          <td className="px-3 py-2 max-md:p-0">
            {a.company ? (
              <>
                {a.company}
                <span className="block text-xs text-muted-foreground">{a.groupReference}</span>
              </>
            ) : (
              <span className="text-muted-foreground md:sr-only">No group</span>
            )}
          </td>
          <td className="px-3 py-2 max-md:p-0">
            <span className="block font-mono text-xs">{a.reference}</span>
            <span className="block text-xs text-muted-foreground">
              {formatDateTime(a.createdAt)}
            </span>
          </td>
          <td className="px-3 py-2 max-md:mt-1 max-md:border-t max-md:p-0 max-md:pt-2 md:max-w-56">
            <span className="block text-xs font-semibold text-muted-foreground uppercase md:sr-only">
              Payment
            </span>
            <PaymentCell a={a} today={today} />
          </td>
          {attendance && (
            <td className="px-3 py-2 max-md:mt-1 max-md:border-t max-md:p-0 max-md:pt-2">
              <span className="block text-xs font-semibold text-muted-foreground uppercase md:sr-only">
                Attendance
              </span>
              {holds(a) && <Attendance a={a} days={days} today={today} />}
            </td>
          )}
          <td className="px-3 py-2 max-md:p-0 max-md:pt-2">
            <AttendeeActions a={a} started={started} targets={targets} days={days} today={today} />
          </td>
        </tr>
      ))}
    </StackedTable>
  );
}
