import { PgDialect } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { leads } from "#server/db/schema";
import { countsPer, listPage, pageCount } from "./list-filter";
import { containsPattern, searchAny } from "./list-query.server";

describe("containsPattern", () => {
  it("matches the text anywhere, its LIKE wildcards taken literally", () => {
    expect(containsPattern("ab")).toBe("%ab%");
    expect(containsPattern("50%_off\\")).toBe("%50\\%\\_off\\\\%");
  });
});

describe("searchAny", () => {
  it("checks nothing for an empty search", () => {
    expect(searchAny("", [leads.name, leads.email])).toBeUndefined();
  });

  it("looks for the text in any of the columns", () => {
    const where = searchAny("x_y", [leads.name, leads.email]);
    const query = new PgDialect().sqlToQuery(where!);
    expect(query.sql).toBe('("leads"."name" ilike $1 or "leads"."email" ilike $2)');
    expect(query.params).toEqual(["%x\\_y%", "%x\\_y%"]);
  });
});

describe("pageCount", () => {
  it("is at least one, and rounds up", () => {
    expect(pageCount(0, 25)).toBe(1);
    expect(pageCount(25, 25)).toBe(1);
    expect(pageCount(26, 25)).toBe(2);
  });
});

describe("listPage", () => {
  it("counts the matches as a number, none when there is no count row", () => {
    expect(listPage(["a"], "51", 25)).toEqual({ rows: ["a"], total: 51, pages: 3 });
    expect(listPage([], undefined, 25)).toEqual({ rows: [], total: 0, pages: 1 });
  });
});

describe("countsPer", () => {
  it("has every key, 0 where no group is, and leaves out groups of other keys", () => {
    const groups = [
      { key: "b", n: "2" },
      { key: "toString", n: 5 },
      { key: null, n: 1 },
    ];
    expect(countsPer(["a", "b"], groups)).toEqual({ a: 0, b: 2 });
  });
});
