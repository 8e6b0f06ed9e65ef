import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { subscribe } from "#server/db/notify";
import { testDatabases } from "./test-db";

const until = async (check: () => boolean, ms = 5000) => {
  const end = Date.now() + ms;
  while (!check() && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 20));
  return check();
};

for (const target of testDatabases()) {
  describe(`LISTEN/NOTIFY on ${target.name}`, () => {
    let database: Awaited<ReturnType<typeof target.open>>;
    beforeAll(async () => {
      database = await target.open();
    });
    afterAll(async () => {
      await database?.dispose();
    });

    it("delivers a notification at commit, none for a rollback, and nothing after close", async () => {
      const received: string[] = [];
      const subscription = await subscribe(database, "aihq_test_channel", (payload) =>
        received.push(payload),
      );
      await database.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_notify('aihq_test_channel', 'committed')`);
      });
      await database.db
        .transaction(async (tx) => {
          await tx.execute(sql`select pg_notify('aihq_test_channel', 'rolled back')`);
          throw new Error("roll back");
        })
        .catch(() => {});
      await database.db.execute(sql`select pg_notify('aihq_other_channel', 'elsewhere')`);
      expect(await until(() => received.length > 0)).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(received).toEqual(["committed"]);
      await subscription.close();
      await database.db.execute(sql`select pg_notify('aihq_test_channel', 'after close')`);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(received).toEqual(["committed"]);
    });

    it("refuses a channel name that is not a plain identifier", async () => {
      await expect(subscribe(database, "x; drop table sessions", () => {})).rejects.toThrow(
        /Invalid channel/,
      );
    });

    it.runIf(target.name === "postgres")(
      "reconnects when its connection is killed, and says so to catch up",
      async () => {
        const received: string[] = [];
        let reconnects = 0;
        const subscription = await subscribe(
          database,
          "aihq_test_reconnect",
          (payload) => received.push(payload),
          {
            retryMs: 50,
            onReconnect: () => reconnects++,
          },
        );
        try {
          await database.db.execute(sql`
          select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and query ilike 'LISTEN aihq_test_reconnect%'`);
          expect(await until(() => reconnects === 1)).toBe(true);
          await database.db.execute(
            sql`select pg_notify('aihq_test_reconnect', 'after reconnect')`,
          );
          expect(await until(() => received.includes("after reconnect"))).toBe(true);
        } finally {
          await subscription.close();
        }
      },
    );
  });
}
