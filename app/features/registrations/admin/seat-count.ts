/**
 * A course's seats, counted one way everywhere the back office shows them
 * (the course's registrations header, the course list, the dashboard):
 * held (registered or confirmed: a person has the seat), offered (a freed
 * seat held for someone from the waiting list until the offer runs out),
 * free (neither) and waiting. An open offer is a seat spoken for but not yet
 * taken, so it is shown apart: "3/3 seats sold" once hid two open offers.
 */

/** The registration statuses, as the database names them. */
export type SeatStatus =
  "registered" | "confirmed" | "waitlisted" | "offered" | "cancelled" | "held";

export interface SeatTally {
  /** Registered or confirmed: a person holds the seat. */
  held: number;
  /** A freed seat offered to someone waiting, not yet claimed. */
  offered: number;
  /** On the waiting list, not offered a seat (yet). */
  waiting: number;
}

export interface SeatCount extends SeatTally {
  classSize: number;
  /** Seats nobody holds and nobody is offered. */
  free: number;
  /** Seats held or offered beyond the class size (it was made smaller): 0 normally. */
  over: number;
}

/** Counts registrations by status; cancelled ones and those held for review count for nothing. */
export function tallySeats(statuses: Iterable<SeatStatus>): SeatTally {
  const tally: SeatTally = { held: 0, offered: 0, waiting: 0 };
  for (const status of statuses) {
    if (status === "registered" || status === "confirmed") tally.held += 1;
    else if (status === "offered") tally.offered += 1;
    else if (status === "waitlisted") tally.waiting += 1;
  }
  return tally;
}

/** The free seats of a course from its class size and tally; never below zero. */
export function countSeats(classSize: number, tally: SeatTally): SeatCount {
  const taken = tally.held + tally.offered;
  return {
    classSize,
    ...tally,
    free: Math.max(0, classSize - taken),
    over: Math.max(0, taken - classSize),
  };
}

/** "3 of 10 held · 2 offered · 5 free · 1 waiting" (and "· 2 over" past the class size). */
export function seatLine(count: SeatCount): string {
  const parts = [
    `${count.held} of ${count.classSize} held`,
    `${count.offered} offered`,
    `${count.free} free`,
    `${count.waiting} waiting`,
  ];
  if (count.over > 0) parts.push(`${count.over} over the class size`);
  return parts.join(" · ");
}
