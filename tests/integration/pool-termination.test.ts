import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "#server/db/client";

/**
 * PostgreSQL ending a connection that the app holds in the middle of a
 * transaction (a restart, a failover, an administrator) must fail that
 * transaction, not the process: found by the fault suite, where a restart of
 * PostgreSQL during a burst ended the server with an unhandled 'error' event.
 */
const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)("a pooled connection ended by PostgreSQL", () => {
  let database: Database;
  let admin: pg.Client;
  beforeAll(async () => {
    database = await openDatabase({ databaseUrl: serverUrl!, poolMax: 2 });
    admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
  });
  afterAll(async () => {
    await admin?.end();
    await database?.close();
  });

  it("fails the transaction holding it, and the pool goes on with a new connection", async () => {
    const outcome = database.db.transaction(async (tx) => {
      const result = await tx.execute<{ pid: number }>(sql`select pg_backend_pid() as pid`);
      const pid = result.rows[0]!.pid;
      // Ended while the transaction holds it between two statements: the client is
      // checked out and idle, the moment the pool does not listen to it.
      await admin.query("select pg_terminate_backend($1)", [pid]);
      await new Promise((resolve) => setTimeout(resolve, 300));
      await tx.execute(sql`select 1`);
    });
    await expect(outcome).rejects.toThrow();
    const after = await database.db.execute<{ ok: number }>(sql`select 1 as ok`);
    expect(after.rows[0]!.ok).toBe(1);
  });
});
