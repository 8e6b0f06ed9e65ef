import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callbackRequests, leads, masterclasses, quizSubmissions } from "#server/db/schema";
import { testDatabases } from "./test-db";

for (const target of testDatabases()) {
  describe(`the leads index on ${target.name}`, () => {
    let database: Awaited<ReturnType<typeof target.open>>;
    beforeAll(async () => {
      database = await target.open();
    });
    afterAll(async () => {
      await database?.dispose();
    });

    it("follows every lead table: insert, spam flag, update and delete", async () => {
      const [callback] = await database.db
        .insert(callbackRequests)
        .values({
          fullName: "Siti Aminah",
          phone: "+60 12-345 6789",
          email: "siti@example.my",
          message: "Copilot for 40 staff",
          privacyNoticeVersion: "2024-06-01",
        })
        .returning();
      const [quiz] = await database.db
        .insert(quizSubmissions)
        .values({
          path: "organization",
          answers: {},
          name: "Lim Wei",
          email: "lim@example.my",
          organization: "Grab",
          jobRole: "CTO",
          score: 70,
          band: "building_momentum",
          privacyNoticeVersion: "2024-06-01",
          spamReason: "Honeypot filled",
        })
        .returning();
      const rows = await database.db.select().from(leads);
      expect(rows.map((r) => [r.kind, r.name, r.email, r.organisation, r.spam, r.status])).toEqual(
        expect.arrayContaining([
          ["callback", "Siti Aminah", "siti@example.my", null, false, "new"],
          ["quiz", "Lim Wei", "lim@example.my", "Grab", true, "new"],
        ]),
      );
      await database.db
        .update(quizSubmissions)
        .set({ spamReason: null })
        .where(eq(quizSubmissions.id, quiz!.id));
      const [cleared] = await database.db
        .select()
        .from(leads)
        .where(and(eq(leads.kind, "quiz"), eq(leads.sourceId, quiz!.id)));
      expect(cleared!.spam).toBe(false);
      await database.db.delete(callbackRequests).where(eq(callbackRequests.id, callback!.id));
      expect(
        await database.db.select().from(leads).where(eq(leads.sourceId, callback!.id)),
      ).toHaveLength(0);
    });

    it("keeps updated_at current on catalogue rows whoever edits them", async () => {
      const [course] = await database.db
        .insert(masterclasses)
        .values({
          slug: "touch-test",
          title: "Touch",
          date: new Date(Date.now() + 86_400_000),
          price: "1.00",
          classSize: 5,
          updatedAt: new Date("2020-01-01T00:00:00Z"),
        })
        .returning();
      await database.db
        .update(masterclasses)
        .set({ title: "Touched" })
        .where(eq(masterclasses.id, course!.id));
      const [after] = await database.db
        .select()
        .from(masterclasses)
        .where(eq(masterclasses.id, course!.id));
      expect(after!.updatedAt.getFullYear()).toBeGreaterThan(2020);
    });
  });
}
