import type { PaymentView } from "./payments";

/** A paid seat's money as the payment column and the refund form show it. */
export interface SeatMoneyView {
  /** card: paid online, refunded through Stripe; manual: recorded by the team, paid back by hand. */
  how: "card" | "manual";
  payment: PaymentView;
  paidSen: number;
  refundedSen: number;
  owedBackSen: number;
  /** The course's rule applies (not a seat booked through HRDC). */
  byRule: boolean;
}

/** Who registered (a course or a book order), as the back office's lists show them. */
export interface Registrant {
  id: string;
  reference: string;
  name: string;
  email: string;
  phone: string | null;
  org: string | null;
}

/** An attendee row of the back office (shared by the server module and the pages). */
export interface Attendee extends Registrant {
  role: string | null;
  payment: "individual" | "installment" | "hrdc" | "ntw";
  status: "registered" | "confirmed" | "waitlisted" | "offered" | "cancelled" | "held";
  company: string | null;
  groupId: string | null;
  groupReference: string | null;
  /** The seat's price when booked (MYR), the default amount of its payment. */
  price: string | null;
  /** The payment the team confirmed for this seat and has not undone, if any. */
  paid: PaymentView | null;
  /** Its invoice (its own, or its HRDC group's), if one was issued. */
  invoiceNumber?: string | null;
  /** What the seat paid and what went back, kept once it is cancelled (a refund voids `paid`). */
  money?: SeatMoneyView | null;
  /** What the course's cancellation rule gives back if the seat is cancelled now. */
  refundDue?: { sen: number; sentence: string } | null;
  createdAt: Date;
  offerExpiresAt: Date | null;
  cancelledAt: Date | null;
  /** Present on every day of the course (one day: attended_at is set). */
  attendedAt: Date | null;
  present: boolean;
  /** The days ("YYYY-MM-DD") marked present, for a multi-day course; empty otherwise. */
  presentDays: string[];
  spam: boolean;
  /** Pending its booker's confirmation until then (a held seat, or none): null when firm. */
  confirmBy: Date | null;
  /** A group booking whose contact has not confirmed it yet: its attendees are not told. */
  awaitingBooker: boolean;
  /** The person's data was erased: the row is anonymous and mails nobody. */
  erased: boolean;
  /** The certificate issued for this attendance (one per registration), if any. */
  certificateId: string | null;
  certificateStatus: "valid" | "revoked" | null;
}

/**
 * The waiting list in the order seats are offered (settleSeats): by the time
 * each person joined; those already offered a seat keep their place in it.
 */
export function waitingList(attendees: Attendee[]): Attendee[] {
  return attendees.filter((a) => a.status === "offered" || a.status === "waitlisted");
}

/** A standing place whose booking waits for confirmation (its own, or its group contact's). */
export function awaitsConfirmation(a: Attendee): boolean {
  return a.status !== "cancelled" && (a.confirmBy !== null || a.awaitingBooker);
}
