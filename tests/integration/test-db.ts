import crypto from "node:crypto";
import pg from "pg";
import { inject } from "vitest";
import { migrateDatabase, openDatabase, type Database } from "#server/db/client";

export interface TestDatabase {
  name: "pglite" | "postgres";
  open(): Promise<Database & { dispose(): Promise<void> }>;
}

/**
 * The databases every integration test runs on: embedded PGlite always, and
 * the PostgreSQL server named by TEST_DATABASE_URL when it is set. Each open()
 * gives a fresh, migrated database; dispose() removes it again, so tests leave
 * nothing behind on the shared server. On PostgreSQL the database is a clone
 * of the run's migrated template (tests/global-setup.ts).
 */
export function testDatabases(): TestDatabase[] {
  const list: TestDatabase[] = [
    {
      name: "pglite",
      async open() {
        const database = await openDatabase({});
        await migrateDatabase(database);
        return Object.assign(database, { dispose: () => database.close() });
      },
    },
  ];
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    list.push({
      name: "postgres",
      async open() {
        const dbName = `aihq_test_${crypto.randomBytes(6).toString("hex")}`;
        const template = inject("pgTemplate");
        const admin = new pg.Client({ connectionString: serverUrl });
        await admin.connect();
        await admin.query(
          template ? `CREATE DATABASE ${dbName} TEMPLATE ${template}` : `CREATE DATABASE ${dbName}`,
        );
        await admin.end();
        const url = new URL(serverUrl);
        url.pathname = `/${dbName}`;
        const database = await openDatabase({ databaseUrl: url.toString(), poolMax: 4 });
        if (!template) await migrateDatabase(database);
        return Object.assign(database, {
          async dispose() {
            await database.close();
            const cleanup = new pg.Client({ connectionString: serverUrl });
            await cleanup.connect();
            await cleanup.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
            await cleanup.end();
          },
        });
      },
    });
  }
  return list;
}
