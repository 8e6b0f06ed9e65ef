import { dayCount } from "#common/dates";

/** The place every physical event is labelled with, as on the original site. */
export const PHYSICAL_LOCATION = "Kuala Lumpur";

export type MasterclassFormat = "virtual" | "physical";

/** "virtual" → "Virtual". */
export function formatLabel(format: MasterclassFormat): string {
  return format === "physical" ? "Physical" : "Virtual";
}

export function isMultiDay(start: Date | string, end?: Date | string | null): boolean {
  return dayCount(start, end) > 1;
}

/**
 * As on the original site: '{format} Conference' for multi-day events, '{format} Masterclass'
 * otherwise.
 */
export function heroBadgeText(
  format: MasterclassFormat,
  start: Date | string,
  end?: Date | string | null,
): string {
  return `${formatLabel(format)} ${isMultiDay(start, end) ? "Conference" : "Masterclass"}`;
}

/** "1 participant" / "30 participants". */
export function participants(n: number): string {
  return `${n} ${n === 1 ? "participant" : "participants"}`;
}
