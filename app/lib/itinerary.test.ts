import { describe, it, expect } from "vitest";
import { groupItinerary } from "./itinerary";

interface Item {
  title: string;
  day?: number | string | null;
}

const START = "2026-01-05T01:00:00Z"; // 5 Jan, 09:00 MYT
const SAME_DAY_END = "2026-01-05T09:00:00Z"; // 5 Jan, 17:00 MYT
const THREE_DAY_END = "2026-01-07T09:00:00Z"; // 7 Jan, 17:00 MYT

const titles = (groups: { day: number; items: Item[] }[]) =>
  groups.map((g) => ({ day: g.day, titles: g.items.map((i) => i.title) }));

describe("groupItinerary: single day", () => {
  it("returns one empty day 1 for an empty list without an end", () => {
    expect(groupItinerary<Item>([], START)).toEqual([{ day: 1, items: [] }]);
    expect(groupItinerary<Item>([], START, null)).toEqual([{ day: 1, items: [] }]);
  });

  it("puts everything in day 1 without an end, ignoring day values", () => {
    const items: Item[] = [{ title: "a", day: 2 }, { title: "b" }, { title: "c", day: 1 }];
    expect(titles(groupItinerary(items, START))).toEqual([{ day: 1, titles: ["a", "b", "c"] }]);
  });

  it("puts everything in day 1 when the end is the same calendar day", () => {
    const items: Item[] = [
      { title: "a", day: 3 },
      { title: "b", day: 2 },
    ];
    expect(titles(groupItinerary(items, START, SAME_DAY_END))).toEqual([
      { day: 1, titles: ["a", "b"] },
    ]);
  });

  it("returns the same item objects", () => {
    const item: Item = { title: "a" };
    expect(groupItinerary([item], START)[0]?.items[0]).toBe(item);
  });
});

describe("groupItinerary: multi-day with day values", () => {
  it("groups by day in ascending order, keeping order within a day", () => {
    const items: Item[] = [
      { title: "d2-first", day: 2 },
      { title: "d1-first", day: 1 },
      { title: "d3", day: 3 },
      { title: "d2-second", day: 2 },
      { title: "d1-second", day: 1 },
    ];
    expect(titles(groupItinerary(items, START, THREE_DAY_END))).toEqual([
      { day: 1, titles: ["d1-first", "d1-second"] },
      { day: 2, titles: ["d2-first", "d2-second"] },
      { day: 3, titles: ["d3"] },
    ]);
  });

  it("accepts numeric strings as day values", () => {
    const items: Item[] = [
      { title: "b", day: "2" },
      { title: "a", day: 1 },
      { title: "c", day: " 2 " },
    ];
    expect(titles(groupItinerary(items, START, THREE_DAY_END))).toEqual([
      { day: 1, titles: ["a"] },
      { day: 2, titles: ["b", "c"] },
    ]);
  });

  it("sorts days numerically, not as strings", () => {
    const items: Item[] = [
      { title: "ten", day: "10" },
      { title: "two", day: "2" },
    ];
    const end = "2026-01-15T01:00:00Z";
    expect(groupItinerary(items, START, end).map((g) => g.day)).toEqual([2, 10]);
  });

  it("lists only the days the items name", () => {
    const items: Item[] = [{ title: "a", day: 3 }];
    expect(titles(groupItinerary(items, START, THREE_DAY_END))).toEqual([
      { day: 3, titles: ["a"] },
    ]);
  });

  it("puts items without a day into day 1 alongside day-1 items", () => {
    const items: Item[] = [
      { title: "registration" },
      { title: "d2", day: 2 },
      { title: "d1", day: 1 },
      { title: "tbc", day: "TBC" },
      { title: "null", day: null },
    ];
    expect(titles(groupItinerary(items, START, THREE_DAY_END))).toEqual([
      { day: 1, titles: ["registration", "d1", "tbc", "null"] },
      { day: 2, titles: ["d2"] },
    ]);
  });

  it("treats zero, negative, fractional and blank day values as missing", () => {
    const items: Item[] = [
      { title: "zero", day: 0 },
      { title: "neg", day: -1 },
      { title: "frac", day: 1.5 },
      { title: "blank", day: "  " },
      { title: "d2", day: 2 },
    ];
    expect(titles(groupItinerary(items, START, THREE_DAY_END))).toEqual([
      { day: 1, titles: ["zero", "neg", "frac", "blank"] },
      { day: 2, titles: ["d2"] },
    ]);
  });
});

describe("groupItinerary: multi-day without day values", () => {
  it("puts everything in day 1 and adds an empty day per later date", () => {
    const items: Item[] = [{ title: "a" }, { title: "b", day: "x" }];
    expect(titles(groupItinerary(items, START, THREE_DAY_END))).toEqual([
      { day: 1, titles: ["a", "b"] },
      { day: 2, titles: [] },
      { day: 3, titles: [] },
    ]);
  });

  it("creates the empty days for an empty list too", () => {
    expect(groupItinerary<Item>([], START, THREE_DAY_END)).toEqual([
      { day: 1, items: [] },
      { day: 2, items: [] },
      { day: 3, items: [] },
    ]);
  });

  it("counts days in Malaysia time", () => {
    // 09:00 on 5 Jan to 00:30 on 6 Jan MYT: two days though both are 5 Jan UTC.
    expect(
      groupItinerary<Item>([{ title: "a" }], START, "2026-01-05T16:30:00Z").map((g) => g.day),
    ).toEqual([1, 2]);
  });
});
