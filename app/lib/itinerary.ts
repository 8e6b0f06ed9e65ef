import { dayCount } from "#common/dates";

export interface ItineraryDay<T> {
  day: number;
  items: T[];
}

// Only a positive whole number names a day; anything else ("", "TBC", 0,
// 1.5) is treated as missing rather than inventing a "day 0" or "day 1.5".
function parseDay(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  const n =
    typeof value === "number" ? value : value.trim() === "" ? Number.NaN : Number(value.trim());
  return Number.isInteger(n) && n > 0 ? n : null;
}

/**
 * Splits agenda items into days for display.
 *
 * - No end date, or an end on the start's calendar day: everything is day 1,
 *   whatever day values the items carry.
 * - Multi-day range where at least one item has a day value: days are the
 *   ones the items name, ascending.
 * - Multi-day range where no item has a day value: everything under day 1,
 *   plus an empty day for each later date so the range still reads as
 *   several days.
 *
 * Item order within a day is preserved.
 */
export function groupItinerary<T extends { day?: number | string | null }>(
  items: T[],
  start: Date | string,
  end?: Date | string | null,
): ItineraryDay<T>[] {
  const days = dayCount(start, end);
  if (days <= 1) return [{ day: 1, items: [...items] }];

  const parsed = items.map((item) => ({ item, day: parseDay(item.day) }));

  if (parsed.every((p) => p.day === null)) {
    const result: ItineraryDay<T>[] = [{ day: 1, items: [...items] }];
    for (let day = 2; day <= days; day++) result.push({ day, items: [] });
    return result;
  }

  // Mixed case: an item without a day most likely belongs to the opening
  // session (welcome, registration), so it joins day 1 in its original
  // position rather than being dropped or given a day of its own.
  const byDay = new Map<number, T[]>();
  for (const { item, day } of parsed) {
    const key = day ?? 1;
    const bucket = byDay.get(key);
    if (bucket) bucket.push(item);
    else byDay.set(key, [item]);
  }
  // Days named beyond the date range are kept: hiding agenda content because
  // the dates were entered wrongly would be worse than showing an extra day.
  return [...byDay.entries()]
    .sort(([a], [b]) => a - b)
    .map(([day, dayItems]) => ({ day, items: dayItems }));
}
