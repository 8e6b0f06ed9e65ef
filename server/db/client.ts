import fs from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type { Assume, ExtractTablesWithRelations } from "drizzle-orm";
import pg from "pg";
import { fromRoot } from "#server/paths";
import * as schema from "./schema";

export type Schema = typeof schema;
/** What both drivers' raw `execute()` results have in common: the rows. */
export interface RowsQueryResultHKT extends PgQueryResultHKT {
  type: RowsResult<Assume<this["row"], Record<string, unknown>>>;
}
interface RowsResult<Row> {
  rows: Row[];
}

/** The one database type the app codes against, whichever driver is behind it. */
export type Db = PgDatabase<RowsQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export interface Database {
  db: Db;
  driver: "pglite" | "postgres";
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** The raw handle, for LISTEN/NOTIFY and tests. */
  raw: { kind: "pglite"; client: PGlite } | { kind: "postgres"; pool: pg.Pool };
}

export interface DbOptions {
  /** PostgreSQL connection string; unset means embedded PGlite. */
  databaseUrl?: string | undefined;
  /** Directory for PGlite's files; `undefined` keeps PGlite in memory (tests). */
  pgliteDir?: string | undefined;
  /** Pool size for PostgreSQL. */
  poolMax?: number;
}

/** A start-up failure that server.js reports as one line, without a stack. */
export class DatabaseOpenError extends Error {
  readonly startup = true;
}

const migrationsFolder = fromRoot("server", "db", "migrations");

export async function openDatabase(options: DbOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolMax ?? 10);
  return openPglite(options.pgliteDir);
}

async function openPostgres(url: string, max: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: 5000 });
  // An idle client that errors (server restart) must not crash the process.
  pool.on("error", () => {});
  // Nor one that is checked out (between the statements of a transaction) when the
  // server goes away: the pool listens only to idle clients, and an 'error' event
  // nobody listens to ends the process. Its pending query fails and is retried
  // (leadTransaction); the pool drops the broken client when it is released.
  pool.on("connect", (client) => client.on("error", () => {}));
  try {
    const client = await pool.connect();
    client.release();
  } catch (error) {
    await pool.end().catch(() => {});
    throw new DatabaseOpenError(
      `Cannot connect to PostgreSQL at ${redactUrl(url)}: ${errorMessage(error)}`,
    );
  }
  return handle(
    drizzlePg(pool, { schema }) as unknown as Db,
    { kind: "postgres", pool },
    (sql) => pool.query(sql),
    () => pool.end(),
  );
}

async function openPglite(dir: string | undefined): Promise<Database> {
  let client: PGlite;
  try {
    if (dir) {
      fs.mkdirSync(dir, { recursive: true });
      assertPgliteDirLooksSound(dir);
    }
    // pg_trgm backs the leads search's trigram indexes (migrations 0011, 0012); PGlite
    // ships it as a contrib bundle that has to be loaded before CREATE EXTENSION.
    const extensions = { pg_trgm };
    client = dir ? await PGlite.create(dir, { extensions }) : await PGlite.create({ extensions });
    await client.query("select 1");
  } catch (error) {
    if (error instanceof DatabaseOpenError) throw error;
    throw new DatabaseOpenError(
      `Cannot open the embedded database in ${dir ?? "memory"}: ${errorMessage(error)}. ` +
        "The directory was left untouched; restore it from a backup or point DATA_DIR elsewhere.",
    );
  }
  return handle(
    drizzlePglite(client, { schema }) as unknown as Db,
    { kind: "pglite", client },
    (sql) => client.query(sql),
    () => client.close(),
  );
}

/** The one shape of an open database, whichever driver answers `query` and `close`. */
function handle(
  db: Db,
  raw: Database["raw"],
  query: (sql: string) => Promise<unknown>,
  close: () => Promise<void>,
): Database {
  return {
    db,
    driver: raw.kind,
    raw,
    async ping() {
      await query("select 1");
    },
    close,
  };
}

/**
 * A directory that holds files but no PG_VERSION is not a PGlite cluster that
 * we made: PGlite would try to initdb over it. Refuse instead of guessing.
 */
function assertPgliteDirLooksSound(dir: string) {
  const entries = fs.readdirSync(dir);
  if (entries.length === 0) return;
  if (!entries.includes("PG_VERSION")) {
    throw new DatabaseOpenError(
      `The embedded database directory ${dir} is not empty but holds no database ` +
        "(PG_VERSION is missing): it may be half-written or belong to something else. " +
        "It was left untouched; move it aside or point DATA_DIR elsewhere.",
    );
  }
}

/** Arbitrary, fixed key of the advisory lock that serialises migrations. */
const MIGRATION_LOCK_ID = 4_180_511;

export async function migrateDatabase(database: Database): Promise<void> {
  if (database.raw.kind === "pglite") {
    await migratePglite(drizzlePglite(database.raw.client), { migrationsFolder });
  } else {
    // Instances starting together take turns: the first applies, the rest find nothing to do.
    const lockClient = await database.raw.pool.connect();
    try {
      await lockClient.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
      await migratePg(drizzlePg(database.raw.pool), { migrationsFolder });
    } finally {
      await lockClient.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]).catch(() => {});
      lockClient.release();
    }
  }
}

function errorMessage(error: unknown): string {
  if (error instanceof AggregateError && error.errors.length > 0) {
    return errorMessage(error.errors[0]);
  }
  if (error instanceof Error) return error.message || error.name;
  return String(error);
}

/** Connection strings carry passwords; never log one. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = "***";
    return parsed.toString();
  } catch {
    return "(unparseable URL)";
  }
}
