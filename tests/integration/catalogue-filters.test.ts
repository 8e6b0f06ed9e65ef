import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { masterclasses } from "#server/db/schema";
import { args, importRoute, request, run, setUpRuntime, type RouteModule } from "./admin-helpers";
import { testDatabases } from "./test-db";

type Row = typeof masterclasses.$inferInsert;

const row = (fields: Omit<Row, "price" | "classSize">): Row => ({
  price: "1500.00",
  classSize: 30,
  ...fields,
});

const ROWS: Row[] = [
  row({
    slug: "chatgpt-skill-boost",
    title: "ChatGPT Skill Boost",
    subtitle: "Prompting for everyday office work",
    date: new Date("2026-03-10T01:00:00Z"),
    format: "virtual",
    type: "masterclass",
  }),
  row({
    // 09:00 on 1 April in Kuala Lumpur is still 31 March in UTC.
    slug: "ai-business-summit",
    title: "Malaysia AI Business Summit",
    subtitle: "Save 50% with HRDC",
    date: new Date("2026-03-31T17:00:00Z"),
    endDate: new Date("2026-04-03T09:00:00Z"),
    format: "physical",
    type: "conference",
  }),
  row({
    slug: "future-of-work",
    title: "Future of Work Virtual Conference",
    subtitle: null,
    date: new Date("2026-04-20T01:00:00Z"),
    endDate: new Date("2026-04-23T09:00:00Z"),
    format: "virtual",
    type: "conference",
  }),
  row({
    slug: "hr-masterclass",
    title: "AI for HR Professionals",
    subtitle: "Recruit and onboard with CHATGPT",
    date: new Date("2026-05-05T01:00:00Z"),
    format: "physical",
    type: "masterclass",
  }),
];

interface CatalogueData {
  filters: Record<string, unknown>;
  masterclasses: { slug: string; date: Date; images: string[] }[];
  failed: boolean;
  calMonth: { year: number; month: number };
}

for (const target of testDatabases()) {
  describe(`catalogue filters on ${target.name}`, () => {
    let database: Awaited<ReturnType<typeof target.open>>;
    let restore: () => void;
    let catalogue: RouteModule;

    beforeAll(async () => {
      database = await target.open();
      restore = await setUpRuntime(database);
      catalogue = await importRoute("routes/shop/masterclasses.tsx");
      await database.db.insert(masterclasses).values(ROWS);
    });
    afterAll(async () => {
      restore?.();
      await database?.dispose();
    });

    const load = async (query: string, status = 200) => {
      const outcome = await run(catalogue.loader, args(request(`/shop/masterclasses${query}`)));
      expect(outcome.status).toBe(status);
      expect(outcome.thrown).toBe(false);
      return outcome.body as CatalogueData;
    };
    const slugs = async (query: string) => (await load(query)).masterclasses.map((m) => m.slug);

    it("lists everything, soonest first, without filters", async () => {
      expect(await slugs("")).toEqual([
        "chatgpt-skill-boost",
        "ai-business-summit",
        "future-of-work",
        "hr-masterclass",
      ]);
    });

    it("searches title and subtitle case-insensitively", async () => {
      expect(await slugs("?q=chatgpt")).toEqual(["chatgpt-skill-boost", "hr-masterclass"]);
      expect(await slugs("?q=%20VIRTUAL%20conf")).toEqual(["future-of-work"]);
    });

    it("matches LIKE wildcards literally", async () => {
      expect(await slugs("?q=50%25")).toEqual(["ai-business-summit"]);
      expect(await slugs("?q=_")).toEqual([]);
    });

    it("filters by type and by format", async () => {
      expect(await slugs("?type=conference")).toEqual(["ai-business-summit", "future-of-work"]);
      expect(await slugs("?type=masterclass")).toEqual(["chatgpt-skill-boost", "hr-masterclass"]);
      expect(await slugs("?format=physical")).toEqual(["ai-business-summit", "hr-masterclass"]);
      expect(await slugs("?format=virtual")).toEqual(["chatgpt-skill-boost", "future-of-work"]);
    });

    it("compares the start date's month in Malaysia time", async () => {
      expect(await slugs("?month=4")).toEqual(["ai-business-summit", "future-of-work"]);
      expect(await slugs("?month=3")).toEqual(["chatgpt-skill-boost"]);
      expect(await slugs("?month=12")).toEqual([]);
    });

    it("combines the filters", async () => {
      expect(await slugs("?type=conference&format=virtual&month=4")).toEqual(["future-of-work"]);
      expect(await slugs("?q=ai&format=physical&type=masterclass")).toEqual(["hr-masterclass"]);
    });

    it("treats values it does not know as all, never an error", async () => {
      for (const query of [
        "?type=workshop&format=hybrid&month=13&view=list&cal=2026-99",
        "?month=-1&type=&format=%00",
        `?q=${"x".repeat(300)}&month=1e3`,
      ]) {
        const data = await load(query);
        expect(data.failed).toBe(false);
        expect(data.filters).toMatchObject({
          type: "all",
          format: "all",
          month: null,
          view: "grid",
        });
      }
      expect(await slugs("?type=workshop&format=hybrid&month=13")).toHaveLength(4);
      expect(await slugs("?q=%00")).toEqual([]);
    });

    it("draws in the calendar view only the events that overlap its month", async () => {
      const april = await load("?view=calendar&cal=2026-04");
      expect(april.calMonth).toEqual({ year: 2026, month: 4 });
      expect(april.masterclasses.map((m) => m.slug)).toEqual([
        "ai-business-summit",
        "future-of-work",
      ]);
      expect(await slugs("?view=calendar&cal=2026-03")).toEqual(["chatgpt-skill-boost"]);
      expect(await slugs("?view=calendar&cal=2026-04&format=physical")).toEqual([
        "ai-business-summit",
      ]);
      expect(await slugs("?view=calendar&cal=2026-05&month=5")).toEqual(["hr-masterclass"]);
      // Without a calendar month, the month filter's month is shown (in its next year to come).
      expect((await load("?view=calendar&month=5")).calMonth.month).toBe(5);
    });

    it("leads with what can still be booked, then lists what has started, each soonest first", async () => {
      // The fixed rows above are all in the past; these two start later (registration is open).
      const inDays = (days: number) => new Date(Date.now() + days * 86_400_000);
      const coming = [
        row({
          slug: "later-one",
          title: "Later One",
          date: inDays(40),
          format: "virtual",
          type: "masterclass",
        }),
        row({
          slug: "sooner-one",
          title: "Sooner One",
          date: inDays(10),
          format: "virtual",
          type: "masterclass",
        }),
      ];
      await database.db.insert(masterclasses).values(coming);
      try {
        expect(await slugs("")).toEqual([
          "sooner-one",
          "later-one",
          "chatgpt-skill-boost",
          "ai-business-summit",
          "future-of-work",
          "hr-masterclass",
        ]);
        expect(await slugs("?type=masterclass")).toEqual([
          "sooner-one",
          "later-one",
          "chatgpt-skill-boost",
          "hr-masterclass",
        ]);
      } finally {
        await database.db.execute(
          sql`delete from masterclasses where slug in ('later-one', 'sooner-one')`,
        );
      }
    });

    it("sends the cards' fields, not the page content", async () => {
      const [first] = (await load("?q=chatgpt%20skill")).masterclasses;
      expect(Object.keys(first ?? {}).sort()).toEqual(
        [
          "classSize",
          "date",
          "endDate",
          "format",
          "images",
          "isHrdc",
          "isNtw",
          "price",
          "slug",
          "subtitle",
          "title",
          "type",
        ].sort(),
      );
      // The picture chain, worked out on the server: the bundled override first, then the placeholder.
      expect(first?.images).toEqual([
        "/images/masterclasses/chatgpt-skill-boost.svg",
        "/images/placeholder.svg",
      ]);
    });

    it("says it failed, with a 503 no cache keeps, when the database does", async () => {
      await database.db.execute(sql`alter table masterclasses rename to masterclasses_away`);
      try {
        const data = await load("?type=conference", 503);
        expect(data.failed).toBe(true);
        expect(data.masterclasses).toEqual([]);
      } finally {
        await database.db.execute(sql`alter table masterclasses_away rename to masterclasses`);
      }
    });
  });
}
