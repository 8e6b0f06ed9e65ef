import { formatDateRange } from "#common/dates";
import { placeOf, sessionTime, TIME_TO_BE_ANNOUNCED } from "#common/masterclass-event";

/**
 * What a course change means to the people booked on it: the facts they were
 * told (date, time, place, joining link), old and new, in Malaysia time; and
 * what a smaller class does to the seats already held
 * (docs/decisions/0035-course-changes-reach-people.md).
 */
export interface CourseFacts {
  date: Date;
  endDate: Date | null;
  format: "virtual" | "physical";
  venue: string | null;
  joinUrl: string | null;
}

export interface FactChange {
  label: "Date" | "Time" | "Place" | "Joining link";
  from: string;
  to: string;
}

function timeText(f: CourseFacts): string {
  const time = sessionTime(f.date, f.endDate);
  return time === TIME_TO_BE_ANNOUNCED ? time : `${time} (MYT)`;
}

/** The facts that differ, each as the people booked would read it. */
export function courseChanges(before: CourseFacts, after: CourseFacts): FactChange[] {
  const facts: [FactChange["label"], (f: CourseFacts) => string][] = [
    ["Date", (f) => formatDateRange(f.date, f.endDate)],
    ["Time", timeText],
    ["Place", (f) => placeOf(f.format, f.venue)],
    ["Joining link", (f) => f.joinUrl?.trim() || "None yet"],
  ];
  return facts
    .map(([label, text]) => ({ label, from: text(before), to: text(after) }))
    .filter((change) => change.from !== change.to);
}

/**
 * A class made smaller than the seats already held or offered: nobody loses a
 * seat, and the waiting list moves again only once fewer seats are held than
 * the new size. Null when the new size leaves room for everyone holding one.
 */
export function shrinkWarning(held: number, newSize: number): string | null {
  if (held <= newSize) return null;
  const over = held - newSize;
  return `${held} ${held === 1 ? "person holds a seat" : "people hold seats"} (booked or offered), ${over} beyond the new size of ${newSize}: they keep their seats. New registrations join the waiting list, and no seat is offered from it until ${newSize === 1 ? "no seat is" : `fewer than ${newSize} seats are`} held.`;
}
