/**
 * What the door is told about one scan or tap (browser-safe: the page, its
 * offline queue and the JSON endpoint share it).
 */
export type PaymentState = "Paid" | "Invoice unpaid" | "HRDC" | "Free";

export interface CheckInPerson {
  name: string;
  org: string | null;
  course: string;
  reference: string | null;
  payment: PaymentState;
}

export type CheckInAnswer =
  | { status: "checked-in" | "already"; person: CheckInPerson; at: string; by: string | null }
  | { status: "unknown" | "revoked" | "other-course" | "not-today" | "no-seat"; message: string };

/** How a payment mode and status read at the door. */
export function paymentState(
  kind: "masterclass" | "ntw",
  payment: string | null,
  status: string | null,
): PaymentState {
  if (kind === "ntw" || payment === "ntw") return "Free";
  if (payment === "hrdc") return "HRDC";
  return status === "confirmed" ? "Paid" : "Invoice unpaid";
}

/** "09:02" in Malaysia time: when someone was checked in. */
export function checkInTime(at: string | Date): string {
  return new Intl.DateTimeFormat("en-GB", {
    timeZone: "Asia/Kuala_Lumpur",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).format(new Date(at));
}

/** The one line the result panel leads with. */
export function answerHeadline(answer: CheckInAnswer): string {
  switch (answer.status) {
    case "checked-in":
      return `Checked in: ${answer.person.name}`;
    case "already":
      return `Already checked in at ${checkInTime(answer.at)}`;
    default:
      return answer.message;
  }
}
