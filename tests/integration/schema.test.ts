import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blogCategories, blogPosts, certificates, masterclasses } from "#server/db/schema";
import { migrateDatabase } from "#server/db/client";
import { testDatabases } from "./test-db";

for (const target of testDatabases()) {
  describe(`schema on ${target.name}`, () => {
    let database: Awaited<ReturnType<typeof target.open>>;
    beforeAll(async () => {
      database = await target.open();
    });
    afterAll(async () => {
      await database?.dispose();
    });

    const masterclass = {
      slug: "prompting-101",
      title: "Prompting 101",
      date: new Date("2026-12-01T01:00:00Z"),
      price: "1499.00",
      classSize: 30,
    };

    it("can be migrated again, twice at once, without error or change", async () => {
      await Promise.all([migrateDatabase(database), migrateDatabase(database)]);
      const tables = await database.db.execute<{ n: number }>(
        sql`select count(*)::int as n from information_schema.tables where table_schema = 'public'`,
      );
      // Every table of server/db/schema, and only those: a second run creates nothing.
      expect(tables.rows[0]).toEqual({ n: 40 });
    });

    it("stores money exactly and keeps slugs unique", async () => {
      const [row] = await database.db.insert(masterclasses).values(masterclass).returning();
      expect(row?.price).toBe("1499.00");
      expect(row?.format).toBe("virtual");
      expect(row?.content).toEqual({});
      await expect(database.db.insert(masterclasses).values(masterclass)).rejects.toThrow();
    });

    it("refuses impossible rows: negative price, end before start, zero class size", async () => {
      const bad = [
        { ...masterclass, slug: "a", price: "-1.00" },
        { ...masterclass, slug: "b", endDate: new Date("2026-11-30T01:00:00Z") },
        { ...masterclass, slug: "c", classSize: 0 },
      ];
      for (const values of bad) {
        await expect(database.db.insert(masterclasses).values(values)).rejects.toThrow();
      }
      const count = await database.db.select({ n: sql<number>`count(*)::int` }).from(masterclasses);
      expect(count[0]?.n).toBe(1);
    });

    it("requires published_at on published posts and uncategorises posts of a deleted category", async () => {
      await expect(
        database.db.insert(blogPosts).values({ slug: "x", title: "X", status: "published" }),
      ).rejects.toThrow();
      const [category] = await database.db
        .insert(blogCategories)
        .values({ name: "AI Strategy" })
        .returning();
      await database.db.insert(blogPosts).values({
        slug: "y",
        title: "Y",
        status: "published",
        publishedAt: new Date(),
        categoryId: category!.id,
      });
      await database.db.delete(blogCategories).where(eq(blogCategories.id, category!.id));
      const [post] = await database.db.select().from(blogPosts).where(eq(blogPosts.slug, "y"));
      expect(post?.categoryId).toBeNull();
    });

    it("keeps certificate ids upper-case and revocations dated", async () => {
      await expect(
        database.db
          .insert(certificates)
          .values({ id: "aihq-cert-9", holderName: "A", program: "P", issuedOn: "2026-01-01" }),
      ).rejects.toThrow();
      await expect(
        database.db.insert(certificates).values({
          id: "AIHQ-CERT-9",
          holderName: "A",
          program: "P",
          issuedOn: "2026-01-01",
          status: "revoked",
        }),
      ).rejects.toThrow();
    });
  });
}
