import { toDate } from "#common/dates";

/**
 * An NTW program takes registrations until it starts, as a masterclass does
 * (the same moment and the same message, REGISTRATION_CLOSED): the joining
 * link a registration mails is no use once the session has begun.
 * docs/decisions/0022-ntw-registration-closes.md
 */
export function ntwRegistrationClosed(
  program: { date: Date | string },
  now: Date | number,
): boolean {
  const nowMs = typeof now === "number" ? now : now.getTime();
  return toDate(program.date).getTime() <= nowMs;
}

/**
 * When the next of these programs starts, after `now` (ms), or null: an open
 * page closes that program's registration then.
 */
export function nextProgramStart(programs: { date: Date | string }[], now: number): number | null {
  let next: number | null = null;
  for (const program of programs) {
    const start = toDate(program.date).getTime();
    if (start > now && (next === null || start < next)) next = start;
  }
  return next;
}
