import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { subscribe, type Subscription } from "#server/db/notify";
import { books, grants, masterclasses, ntwPrograms } from "#server/db/schema";
import { CATALOGUE_CHANNEL, parseCatalogueEvent, type CatalogueEvent } from "#server/live/events";
import { testDatabases } from "./test-db";

const until = async (check: () => boolean, ms = 5000) => {
  const end = Date.now() + ms;
  while (!check() && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 20));
  return check();
};

/** The one row an insert returned. */
function only<T>(rows: T[]): T {
  if (rows.length !== 1) throw new Error(`Expected one row, got ${rows.length}`);
  return rows[0] as T;
}

const soon = new Date(Date.now() + 7 * 86_400_000);

for (const target of testDatabases()) {
  describe(`catalogue NOTIFY triggers on ${target.name}`, () => {
    let database: Awaited<ReturnType<typeof target.open>>;
    let subscription: Subscription;
    const received: string[] = [];

    beforeAll(async () => {
      database = await target.open();
      subscription = await subscribe(database, CATALOGUE_CHANNEL, (payload) =>
        received.push(payload),
      );
    });
    afterAll(async () => {
      await subscription?.close();
      await database?.dispose();
    });

    /** Runs `change`, then returns the catalogue events it caused, in order. */
    async function eventsOf(change: () => Promise<unknown>, count: number) {
      received.length = 0;
      await change();
      expect(await until(() => received.length >= count)).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 100));
      return received.map((payload) => {
        // Small: the payload names the row, it never carries it.
        expect(payload.length).toBeLessThan(500);
        return parseCatalogueEvent(payload);
      });
    }

    it("announces each insert, update and delete of a masterclass with table, op, id and slug", async () => {
      const db = database.db;
      received.length = 0;
      const row = only(
        await db
          .insert(masterclasses)
          .values({ slug: "live-mc", title: "Live", date: soon, price: "100", classSize: 10 })
          .returning({ id: masterclasses.id }),
      );
      expect(await until(() => received.length >= 1)).toBe(true);
      expect(received.map(parseCatalogueEvent)).toEqual([
        { table: "masterclasses", op: "insert", id: row.id, slug: "live-mc" },
      ]);
      expect(
        await eventsOf(
          () =>
            db.update(masterclasses).set({ title: "Live 2" }).where(eq(masterclasses.id, row.id)),
          1,
        ),
      ).toEqual([{ table: "masterclasses", op: "update", id: row.id, slug: "live-mc" }]);
      expect(
        await eventsOf(() => db.delete(masterclasses).where(eq(masterclasses.id, row.id)), 1),
      ).toEqual([{ table: "masterclasses", op: "delete", id: row.id, slug: "live-mc" }]);
    });

    it("announces books with their slug, grants and NTW programs with a null slug", async () => {
      const db = database.db;
      const expected: CatalogueEvent[] = [];
      const all = await eventsOf(async () => {
        const book = only(
          await db
            .insert(books)
            .values({ slug: "live-book", title: "B", author: "A", price: "10" })
            .returning({ id: books.id }),
        );
        await db.update(books).set({ title: "B2" }).where(eq(books.id, book.id));
        await db.delete(books).where(eq(books.id, book.id));
        const grant = only(
          await db
            .insert(grants)
            .values({ title: "G", category: "HRDC" })
            .returning({ id: grants.id }),
        );
        await db.update(grants).set({ title: "G2" }).where(eq(grants.id, grant.id));
        await db.delete(grants).where(eq(grants.id, grant.id));
        const program = only(
          await db
            .insert(ntwPrograms)
            .values({ title: "N", date: soon })
            .returning({ id: ntwPrograms.id }),
        );
        await db.update(ntwPrograms).set({ title: "N2" }).where(eq(ntwPrograms.id, program.id));
        await db.delete(ntwPrograms).where(eq(ntwPrograms.id, program.id));
        for (const op of ["insert", "update", "delete"] as const) {
          expected.push({ table: "books", op, id: book.id, slug: "live-book" });
        }
        for (const op of ["insert", "update", "delete"] as const) {
          expected.push({ table: "grants", op, id: grant.id, slug: null });
        }
        for (const op of ["insert", "update", "delete"] as const) {
          expected.push({ table: "ntw_programs", op, id: program.id, slug: null });
        }
      }, 9);
      expect(all).toEqual(expected);
    });

    it("announces nothing for a rolled-back change, and one event per row of a bulk update", async () => {
      const db = database.db;
      const rolledBack = await eventsOf(
        () =>
          db
            .transaction(async (tx) => {
              await tx.insert(books).values({ slug: "never", title: "N", author: "A", price: "1" });
              throw new Error("roll back");
            })
            .catch(() => {}),
        0,
      );
      expect(rolledBack).toEqual([]);
      await db.insert(grants).values([
        { title: "Bulk 1", category: "X" },
        { title: "Bulk 2", category: "X" },
      ]);
      await until(() => received.length >= 2);
      const bulk = await eventsOf(
        () => db.update(grants).set({ category: "Y" }).where(eq(grants.category, "X")),
        2,
      );
      expect(bulk.map((event) => event?.op)).toEqual(["update", "update"]);
    });

    it("keeps the payload small whatever the row holds, so a large row can still be written", async () => {
      const db = database.db;
      const long = "x".repeat(20_000);
      const [event] = await eventsOf(
        () =>
          db.insert(masterclasses).values({
            slug: `s${long}`,
            title: long,
            subtitle: long,
            date: soon,
            price: "1",
            classSize: 1,
          }),
        1,
      );
      expect(event?.slug).toHaveLength(300);
      await db.execute(sql`delete from masterclasses where title = ${long}`);
    });
  });
}
