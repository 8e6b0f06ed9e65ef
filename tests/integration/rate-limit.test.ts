import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { rateLimits } from "#server/db/schema";
import { consumeRateLimit, pruneRateLimits } from "#server/http/rate-limit";
import { testDatabases } from "./test-db";

for (const target of testDatabases()) {
  describe(`database rate limits on ${target.name}`, () => {
    let database: Awaited<ReturnType<typeof target.open>>;
    beforeAll(async () => {
      database = await target.open();
    });
    afterAll(async () => {
      await database?.dispose();
    });
    beforeEach(async () => {
      await database.db.delete(rateLimits);
    });

    const rule = { bucket: "form:contact", key: "203.0.113.7", limit: 3, windowSeconds: 600 };

    it("allows `limit` hits per window, then refuses with the seconds left in the window", async () => {
      const results = [];
      for (let i = 0; i < 5; i += 1) results.push(await consumeRateLimit(database.db, rule));
      expect(results.map((r) => r.allowed)).toEqual([true, true, true, false, false]);
      expect(results[0]?.retryAfterSeconds).toBe(0);
      const wait = results[3]!.retryAfterSeconds;
      expect(wait).toBeGreaterThanOrEqual(1);
      expect(wait).toBeLessThanOrEqual(600);
      // One row per bucket, key and window, counting every hit.
      const rows = await database.db.select().from(rateLimits);
      expect(rows).toHaveLength(1);
      expect(rows[0]?.hits).toBe(5);
    });

    it("counts buckets and keys separately", async () => {
      for (let i = 0; i < 3; i += 1) await consumeRateLimit(database.db, rule);
      expect((await consumeRateLimit(database.db, rule)).allowed).toBe(false);
      expect((await consumeRateLimit(database.db, { ...rule, key: "198.51.100.1" })).allowed).toBe(
        true,
      );
      expect((await consumeRateLimit(database.db, { ...rule, bucket: "form:quiz" })).allowed).toBe(
        true,
      );
    });

    it("starts afresh in the next window", async () => {
      const short = { ...rule, key: "short", limit: 1, windowSeconds: 1 };
      // Start right after a window boundary so both hits land in the same window.
      await new Promise((resolve) => setTimeout(resolve, 1000 - (Date.now() % 1000) + 20));
      expect((await consumeRateLimit(database.db, short)).allowed).toBe(true);
      const refused = await consumeRateLimit(database.db, short);
      expect(refused).toEqual({ allowed: false, retryAfterSeconds: 1, hits: 2 });
      await new Promise((resolve) => setTimeout(resolve, 1000));
      expect((await consumeRateLimit(database.db, short)).allowed).toBe(true);
    });

    it("lets exactly `limit` of many simultaneous hits through (one atomic upsert)", async () => {
      const burst = await Promise.all(
        Array.from({ length: 30 }, () =>
          consumeRateLimit(database.db, { ...rule, key: "burst", limit: 7 }),
        ),
      );
      expect(burst.filter((r) => r.allowed)).toHaveLength(7);
      const [row] = await database.db.select().from(rateLimits);
      expect(row?.hits).toBe(30);
    });

    it("counts a hit inside a transaction only if it commits", async () => {
      await expect(
        database.db.transaction(async (tx) => {
          await consumeRateLimit(tx, { ...rule, key: "tx" });
          throw new Error("rolled back");
        }),
      ).rejects.toThrow("rolled back");
      const [count] = await database.db.select({ n: sql<number>`count(*)::int` }).from(rateLimits);
      expect(count?.n).toBe(0);
    });

    it("prunes windows that ended long ago and keeps current ones", async () => {
      await consumeRateLimit(database.db, rule);
      await database.db.insert(rateLimits).values({
        bucket: "form:contact",
        key: "old",
        windowStart: new Date(Date.now() - 3 * 86_400_000),
        hits: 9,
      });
      expect(await pruneRateLimits(database.db)).toBe(1);
      const rows = await database.db.select().from(rateLimits);
      expect(rows.map((r) => r.key)).toEqual([rule.key]);
    });

    it("refuses nonsense rules", async () => {
      await expect(consumeRateLimit(database.db, { ...rule, windowSeconds: 0 })).rejects.toThrow(
        RangeError,
      );
      await expect(
        consumeRateLimit(database.db, { ...rule, windowSeconds: 86_401 }),
      ).rejects.toThrow(RangeError);
      await expect(consumeRateLimit(database.db, { ...rule, limit: -1 })).rejects.toThrow(
        RangeError,
      );
    });
  });
}
