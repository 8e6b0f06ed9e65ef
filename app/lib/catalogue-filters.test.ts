import { describe, expect, it } from "vitest";
import {
  calendarMonthFor,
  catalogueSearch,
  DEFAULT_FILTERS,
  hasActiveFilters,
  MAX_QUERY_LENGTH,
  parseCatalogueFilters,
} from "./catalogue-filters";

const parse = (query: string) => parseCatalogueFilters(new URLSearchParams(query));

describe("parseCatalogueFilters", () => {
  it("gives the defaults for an empty query", () => {
    expect(parse("")).toEqual(DEFAULT_FILTERS);
  });

  it("reads every filter", () => {
    expect(
      parse("q=%20ChatGPT%20&type=conference&format=physical&month=3&view=calendar&cal=2026-12"),
    ).toEqual({
      q: "ChatGPT",
      type: "conference",
      format: "physical",
      month: 3,
      view: "calendar",
      cal: "2026-12",
    });
  });

  it("accepts any letter case and surrounding blanks in the choices", () => {
    expect(parse("type=%20Masterclass&format=VIRTUAL&view=Calendar&month=07")).toMatchObject({
      type: "masterclass",
      format: "virtual",
      view: "calendar",
      month: 7,
    });
  });

  it("falls back to all for values it does not know", () => {
    for (const query of [
      "type=workshop&format=hybrid&month=13&view=list&cal=2026-13",
      "type=&format=&month=&view=&cal=",
      "month=0&cal=1999-01",
      "month=-1&cal=26-12",
      "month=1.5&cal=2026-1",
      "month=abc&type[]=x",
      "month=003",
    ]) {
      const f = parse(query);
      expect(f).toMatchObject({ type: "all", format: "all", month: null, view: "grid", cal: null });
    }
  });

  it("cuts a very long query instead of refusing it", () => {
    expect(parse(`q=${"a".repeat(5000)}`).q).toHaveLength(MAX_QUERY_LENGTH);
  });

  it("uses the first of repeated parameters", () => {
    expect(parse("type=conference&type=masterclass").type).toBe("conference");
  });
});

describe("hasActiveFilters", () => {
  it("ignores the view and the calendar month", () => {
    expect(hasActiveFilters(parse("view=calendar&cal=2026-12"))).toBe(false);
    expect(hasActiveFilters(parse("month=4"))).toBe(true);
    expect(hasActiveFilters(parse("q=ai"))).toBe(true);
  });
});

describe("catalogueSearch", () => {
  it("leaves out defaults", () => {
    expect(catalogueSearch(DEFAULT_FILTERS)).toBe("");
    expect(catalogueSearch(DEFAULT_FILTERS, { cal: "2026-12" })).toBe("");
  });

  it("round-trips through the parser", () => {
    const f = parse(
      "q=AI+%26+HR&type=masterclass&format=virtual&month=11&view=calendar&cal=2027-01",
    );
    const search = catalogueSearch(f);
    expect(search).toBe(
      "?q=AI+%26+HR&type=masterclass&format=virtual&month=11&view=calendar&cal=2027-01",
    );
    expect(parse(search.slice(1))).toEqual(f);
  });

  it("applies changes, keeping the other filters", () => {
    const f = parse("format=physical&view=calendar&cal=2026-12");
    expect(catalogueSearch(f, { cal: "2027-01" })).toBe(
      "?format=physical&view=calendar&cal=2027-01",
    );
    expect(catalogueSearch(f, { view: "grid" })).toBe("?format=physical");
  });
});

describe("calendarMonthFor", () => {
  it("shows the asked month, else this month", () => {
    expect(calendarMonthFor(parse("cal=2027-02"), "2026-11-20")).toBe("2027-02");
    expect(calendarMonthFor(parse(""), "2026-11-20")).toBe("2026-11");
  });

  it("shows the next time the month filter comes round", () => {
    expect(calendarMonthFor(parse("month=11"), "2026-11-20")).toBe("2026-11");
    expect(calendarMonthFor(parse("month=12"), "2026-11-20")).toBe("2026-12");
    expect(calendarMonthFor(parse("month=3"), "2026-11-20")).toBe("2027-03");
  });
});
