import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { parseConfig, type Config } from "./config";
import { migrateDatabase, openDatabase, type Database, type Db } from "./db/client";
import { logger } from "./logger";
import type { Secrets } from "./security/signing";

/**
 * The process-wide state: config and database. Kept on globalThis so that the
 * dev server's module reloads reuse the one open PGlite instead of opening a
 * second handle on the same directory.
 */
interface Runtime {
  config: Config;
  database: Database;
  /** What signs cookies, links and form tokens: the current secret, then the earlier ones still accepted. */
  secrets: Secrets;
}

const globalForRuntime = globalThis as typeof globalThis & { __aihqRuntime?: Runtime };

export function getRuntime(): Runtime {
  const runtime = globalForRuntime.__aihqRuntime;
  if (!runtime) throw new Error("The server runtime was used before boot() finished");
  return runtime;
}

export function getDb(): Db {
  return getRuntime().database.db;
}

export function getConfig(): Config {
  return getRuntime().config;
}

export function isBooted(): boolean {
  return globalForRuntime.__aihqRuntime !== undefined;
}

export async function bootRuntime(env: NodeJS.ProcessEnv = process.env): Promise<Runtime> {
  if (globalForRuntime.__aihqRuntime) return globalForRuntime.__aihqRuntime;
  const config = parseConfig(env);
  logger.level = config.logLevel;
  fs.mkdirSync(config.dataDir, { recursive: true });
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: config.databaseUrl ? undefined : path.join(config.dataDir, "pglite"),
  });
  await migrateDatabase(database);
  const runtime: Runtime = {
    config,
    database,
    secrets: [resolveSessionSecret(config), ...config.sessionSecretsPrevious],
  };
  globalForRuntime.__aihqRuntime = runtime;
  return runtime;
}

export async function closeRuntime(): Promise<void> {
  const runtime = globalForRuntime.__aihqRuntime;
  if (!runtime) return;
  globalForRuntime.__aihqRuntime = undefined;
  await runtime.database.close();
}

/**
 * Without SESSION_SECRET a random secret is kept in DATA_DIR, so what it
 * signed (cookies, links, form tokens) survives restarts of a
 * single-instance install.
 */
function resolveSessionSecret(config: Config): string {
  if (config.sessionSecret) return config.sessionSecret;
  const file = path.join(config.dataDir, ".session-secret");
  try {
    return fs.readFileSync(file, "utf8").trim();
  } catch {
    const secret = crypto.randomBytes(32).toString("hex");
    fs.writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}

/**
 * Tests only: makes `database` the runtime's, so route loaders and actions can
 * be called directly against a test database. `env` is parsed like the real
 * environment (defaults apply); the session secret is a fixed test value.
 * Returns a function that puts back whatever runtime was there before.
 */
export function installTestRuntime(database: Database, env: NodeJS.ProcessEnv = {}): () => void {
  const previous = globalForRuntime.__aihqRuntime;
  const config = parseConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", ...env });
  logger.level = config.logLevel;
  globalForRuntime.__aihqRuntime = {
    config,
    database,
    secrets: [
      config.sessionSecret ?? "test-session-secret-0123456789abcdef",
      ...config.sessionSecretsPrevious,
    ],
  };
  return () => {
    globalForRuntime.__aihqRuntime = previous;
  };
}
