/**
 * A seat is held (a person has it) while its registration is registered or
 * confirmed; an open offer or a waiting place is not held. Said once for the
 * course list, the dashboard and an HRDC group's attendees.
 */
export const HELD_SEAT_STATUSES = ["registered", "confirmed"] as const;

export type HeldSeatStatus = (typeof HELD_SEAT_STATUSES)[number];

export function holdsSeat(status: string): status is HeldSeatStatus {
  return (HELD_SEAT_STATUSES as readonly string[]).includes(status);
}
