import { Badge } from "#app/components/ui/badge";
import { formatDateTime } from "#common/dates";
import { awaitsConfirmation, type Attendee } from "./attendees";

const STATUS_LABEL: Record<Attendee["status"], string> = {
  registered: "Registered",
  confirmed: "Confirmed",
  waitlisted: "Waiting list",
  offered: "Seat offered",
  cancelled: "Cancelled",
  held: "In review",
};

export const MODE_LABEL: Record<Attendee["payment"], string> = {
  individual: "Individual",
  installment: "Installment",
  hrdc: "HRDC",
  ntw: "NTW (free)",
};

export function StatusBadge({ status }: { status: Attendee["status"] }) {
  const variant =
    status === "confirmed"
      ? "success"
      : status === "cancelled"
        ? "outline"
        : status === "offered"
          ? "accent"
          : "default";
  return <Badge variant={variant}>{STATUS_LABEL[status]}</Badge>;
}

/** A booking that waits for its contact's click: what it holds, and until when. */
export function PendingNote({ a }: { a: Attendee }) {
  if (!awaitsConfirmation(a)) return null;
  return (
    <span className="block text-xs font-medium text-amber-800">
      {a.confirmBy
        ? `Pending confirmation · ${a.status === "waitlisted" ? "no seat held" : "seat held"} until ${formatDateTime(a.confirmBy)}`
        : "Attendee not yet told: awaiting the booker's confirmation"}
    </span>
  );
}
