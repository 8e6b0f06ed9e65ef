import { addDays } from "#common/dates";
import { seatedAttendees } from "./hrdc-group";

/** How long a quotation stands: long enough for HRD Corp to approve the application. */
export const QUOTATION_VALID_DAYS = 30;

export interface QuotationAttendee {
  name: string;
  role: string | null;
  status: string;
  /** The price copied when the seat was booked, "1234.00"; null for a free course. */
  price: string | null;
}

export interface QuotationLine {
  description: string;
  quantity: number;
  /** In sen, to add without float drift. */
  unitSen: number;
  amountSen: number;
}

export interface QuotationModel {
  lines: QuotationLine[];
  totalSen: number;
  /** Who is quoted: the attendees holding a seat. */
  participants: { name: string; role: string | null }[];
  /** Attendees on the waiting list, named apart: not charged until they have a seat. */
  waiting: { name: string; role: string | null }[];
  issuedOn: string;
  validUntil: string;
}

function toSen(price: string | null): number {
  if (price === null) return 0;
  const [whole = "0", fraction = ""] = price.split(".");
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0").slice(0, 2));
}

/**
 * What a group's quotation says: one line per price its seated attendees booked at (a price
 * change between two bookings shows as two lines), the total, and who is on it.
 */
export function quotationModel(
  courseTitle: string,
  attendees: readonly QuotationAttendee[],
  issuedOn: string,
): QuotationModel {
  const seated = seatedAttendees(attendees);
  const byPrice = new Map<number, number>();
  for (const a of seated) {
    const sen = toSen(a.price);
    byPrice.set(sen, (byPrice.get(sen) ?? 0) + 1);
  }
  const lines = [...byPrice].map(([unitSen, quantity]) => ({
    description: `${courseTitle}: training fee per participant`,
    quantity,
    unitSen,
    amountSen: unitSen * quantity,
  }));
  return {
    lines,
    totalSen: lines.reduce((sum, line) => sum + line.amountSen, 0),
    participants: seated.map(({ name, role }) => ({ name, role })),
    waiting: attendees
      .filter((a) => a.status === "waitlisted" || a.status === "offered")
      .map(({ name, role }) => ({ name, role })),
    issuedOn,
    validUntil: addDays(issuedOn, QUOTATION_VALID_DAYS),
  };
}

/** "1,234.50" from sen, as a quotation prints amounts under a "MYR" heading. */
export function formatSen(sen: number): string {
  return (sen / 100).toLocaleString("en-MY", {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
}
