import { readdirSync, readFileSync } from "node:fs";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { masterclasses } from "#server/db/schema";
import { testDatabases } from "./test-db";

/**
 * The data part of the migration that took the date, time and format texts out
 * of a course's content (docs/decisions/0035-course-changes-reach-people.md),
 * run again on rows written the old way.
 */
// Found by name, not number: migrations are renumbered when branches meet.
const MIGRATIONS = "server/db/migrations";
const MIGRATION = `${MIGRATIONS}/${readdirSync(MIGRATIONS).find((f) => f.endsWith("_course_venue_and_calendar_sequence.sql"))}`;
const dataStatement = `-- data:${readFileSync(MIGRATION, "utf8").split("-- data:")[1]!}`;

const legacy = (slug: string, format: "virtual" | "physical", content: object, endDate?: Date) => ({
  slug,
  title: slug,
  // 10 Mar 2027, 9:00 AM MYT (a multi-day one ends at 9:00 AM on its last day, as seeded before).
  date: new Date("2027-03-10T01:00:00Z"),
  endDate: endDate ?? null,
  format,
  price: "100.00",
  classSize: 10,
  content: content as typeof masterclasses.$inferInsert.content,
});

for (const target of testDatabases()) {
  describe(`the course fields' data migration on ${target.name}`, () => {
    let database: Awaited<ReturnType<typeof target.open>>;
    const rows = async () =>
      Object.fromEntries(
        (await database.db.select().from(masterclasses)).map((row) => [row.slug, row]),
      );

    beforeAll(async () => {
      database = await target.open();
      await database.db.insert(masterclasses).values([
        legacy("suite", "physical", {
          about: "Kept",
          logistics: {
            date: "Tuesday, 10 March 2027",
            time: "2:00 PM - 5:30 PM",
            format: "In person at AIHQ Suite, Jalan Ampang",
            requirements: "Bring a laptop.",
          },
        }),
        legacy("zoom", "virtual", { logistics: { format: "Virtual (live on Zoom)" } }),
        legacy("no-block", "virtual", {}, new Date("2027-03-12T01:00:00Z")),
        legacy("evening", "physical", {
          logistics: { time: "Evenings, see the agenda", format: "Physical (Kuala Lumpur)" },
        }),
        legacy("tba", "virtual", { logistics: { time: "To be announced" } }),
      ]);
      await database.db.execute(sql.raw(dataStatement));
    }, 180_000);
    afterAll(async () => {
      await database?.dispose();
    });

    it("turns a time range into the start's and end's clock, and the format text into the venue", async () => {
      const { suite } = await rows();
      expect(suite!.date.toISOString()).toBe("2027-03-10T06:00:00.000Z");
      expect(suite!.endDate!.toISOString()).toBe("2027-03-10T09:30:00.000Z");
      expect(suite!.venue).toBe("AIHQ Suite, Jalan Ampang");
      expect(suite!.content).toEqual({
        about: "Kept",
        logistics: { requirements: "Bring a laptop." },
      });
    });

    it("gives a course without a logistics block the old default session, over all its days", async () => {
      const { "no-block": noBlock, zoom } = await rows();
      expect(noBlock!.date.toISOString()).toBe("2027-03-10T01:00:00.000Z");
      expect(noBlock!.endDate!.toISOString()).toBe("2027-03-12T09:00:00.000Z");
      expect(noBlock!.content).toEqual({});
      expect(zoom!.venue).toBe("live on Zoom");
      expect(zoom!.content).toEqual({});
    });

    it("keeps a time that is no range in the requirements, and leaves a time to be announced open", async () => {
      const { evening, tba } = await rows();
      expect(evening!.endDate).toBeNull();
      expect(evening!.venue).toBeNull();
      expect(evening!.content).toEqual({
        logistics: { requirements: "Time: Evenings, see the agenda" },
      });
      expect(tba!.endDate).toBeNull();
      expect(tba!.content).toEqual({});
    });
  });
}
