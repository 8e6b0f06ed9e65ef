import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { testDatabases } from "#tests/integration/test-db";
import { loginThrottle } from "#server/db/schema";
import {
  consumeLoginAttempt,
  giveBackLoginAttempt,
  pruneLoginThrottle,
  type ThrottleRule,
} from "./login-throttle";

const pair: ThrottleRule = {
  bucket: "test:pair",
  key: "192.0.2.1|a@aihq.test",
  limit: 5,
  windowSeconds: 900,
};
const address: ThrottleRule = {
  bucket: "test:address",
  key: "192.0.2.1",
  limit: 8,
  windowSeconds: 900,
};

for (const target of testDatabases()) {
  describe(`login throttle on ${target.name}`, () => {
    let database: Awaited<ReturnType<typeof target.open>>;
    beforeAll(async () => {
      database = await target.open();
    });
    afterAll(async () => {
      await database?.dispose();
    });
    beforeEach(async () => {
      await database.db.delete(loginThrottle);
    });

    const failures = async (rule: ThrottleRule) => {
      const rows = await database.db.execute<{ failures: number }>(
        sql`select failures from login_throttle where bucket = ${rule.bucket} and key = ${rule.key}`,
      );
      return rows.rows[0] ? Number(rows.rows[0].failures) : null;
    };
    /** Moves the rule's last failure `seconds` into the past, as if that much time went by. */
    const age = (rule: ThrottleRule, seconds: number) =>
      database.db.execute(sql`
        update login_throttle set last_failure_at = last_failure_at - ${seconds}::int * interval '1 second'
        where bucket = ${rule.bucket} and key = ${rule.key}
      `);

    it("lets exactly `limit` of 30 simultaneous attempts through (atomic)", async () => {
      const results = await Promise.all(
        Array.from({ length: 30 }, () => consumeLoginAttempt(database.db, [pair])),
      );
      expect(results.filter((r) => r.allowed)).toHaveLength(5);
      // Refused attempts leave only the refused mark, never a growing count.
      expect(await failures(pair)).toBe(5);
    });

    it("refuses with the seconds left until 15 minutes after the last allowed failure", async () => {
      for (let i = 0; i < 5; i++)
        expect((await consumeLoginAttempt(database.db, [pair])).allowed).toBe(true);
      await age(pair, 600);
      const refused = await consumeLoginAttempt(database.db, [pair]);
      expect(refused.allowed).toBe(false);
      if (refused.allowed) return;
      expect(refused.rule).toBe(pair);
      expect(refused.retryAfterSeconds).toBeGreaterThan(295);
      expect(refused.retryAfterSeconds).toBeLessThanOrEqual(300);
    });

    it("slides: refused attempts do not extend the lockout, and it ends a full window after the last allowed failure", async () => {
      for (let i = 0; i < 5; i++) await consumeLoginAttempt(database.db, [pair]);
      await age(pair, 890);
      // Refused ten seconds before the end; the refusals do not move the end.
      for (let i = 0; i < 3; i++)
        expect((await consumeLoginAttempt(database.db, [pair])).allowed).toBe(false);
      const last = await consumeLoginAttempt(database.db, [pair]);
      expect(!last.allowed && last.retryAfterSeconds).toBeLessThanOrEqual(10);
      await age(pair, 11);
      expect((await consumeLoginAttempt(database.db, [pair])).allowed).toBe(true);
      expect(await failures(pair)).toBe(1);
    });

    it("a failure within the window keeps the count: no fixed-window edge to wait for", async () => {
      for (let i = 0; i < 4; i++) await consumeLoginAttempt(database.db, [pair]);
      await age(pair, 800);
      expect((await consumeLoginAttempt(database.db, [pair])).allowed).toBe(true);
      // The fifth failure restarted the 15 minutes: still locked 14 minutes later.
      await age(pair, 840);
      const refused = await consumeLoginAttempt(database.db, [pair]);
      expect(refused.allowed).toBe(false);
      expect(!refused.allowed && refused.retryAfterSeconds).toBeGreaterThan(50);
    });

    it("a given-back attempt does not count, also from the refused mark", async () => {
      for (let i = 0; i < 20; i++) {
        expect((await consumeLoginAttempt(database.db, [pair])).allowed).toBe(true);
        await giveBackLoginAttempt(database.db, [pair]);
      }
      expect(await failures(pair)).toBe(0);
      for (let i = 0; i < 7; i++) await consumeLoginAttempt(database.db, [pair]);
      await giveBackLoginAttempt(database.db, [pair]);
      expect(await failures(pair)).toBe(4);
      expect((await consumeLoginAttempt(database.db, [pair])).allowed).toBe(true);
      expect((await consumeLoginAttempt(database.db, [pair])).allowed).toBe(false);
    });

    it("several rules: all or nothing, so a refusal by one counts against none", async () => {
      const other = { ...pair, key: "192.0.2.1|b@aihq.test" };
      for (let i = 0; i < 5; i++)
        expect((await consumeLoginAttempt(database.db, [pair, address])).allowed).toBe(true);
      for (let i = 0; i < 3; i++)
        expect((await consumeLoginAttempt(database.db, [other, address])).allowed).toBe(true);
      const refused = await consumeLoginAttempt(database.db, [other, address]);
      expect(refused.allowed).toBe(false);
      expect(!refused.allowed && refused.rule).toBe(address);
      expect(await failures(other)).toBe(3);
      expect(await failures(address)).toBe(8);
      // Refused by the first rule: the second is not touched.
      expect(
        (await consumeLoginAttempt(database.db, [pair, { ...address, key: "198.51.100.9" }]))
          .allowed,
      ).toBe(false);
      expect(await failures({ ...address, key: "198.51.100.9" })).toBeNull();
    });

    it("parallel attempts under two rules never exceed either limit", async () => {
      const results = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          consumeLoginAttempt(database.db, [
            { ...pair, key: `192.0.2.1|${i % 3}@aihq.test` },
            address,
          ]),
        ),
      );
      expect(results.filter((r) => r.allowed)).toHaveLength(8);
      expect(await failures(address)).toBe(8);
    });

    it("prunes rows whose last failure is older than the window", async () => {
      await consumeLoginAttempt(database.db, [pair]);
      await consumeLoginAttempt(database.db, [address]);
      await age(pair, 1000);
      expect(await pruneLoginThrottle(database.db, 900)).toBe(1);
      expect(await failures(pair)).toBeNull();
      expect(await failures(address)).toBe(1);
    });
  });
}
