import { spawn, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { openDatabase, type Database } from "#server/db/client";

/**
 * The security suite probes the real thing: the production build started as
 * `node server.js` on a fresh data directory, on the embedded PGlite and,
 * when TEST_DATABASE_URL is set, on a throw-away database of that PostgreSQL.
 */
export type LiveDatabase = "pglite" | "postgres";

export function liveDatabases(): LiveDatabase[] {
  return process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];
}

export interface LiveServer {
  /** `http://127.0.0.1:<port>` */
  url: string;
  dataDir: string;
  /** PostgreSQL only: the database the server runs on. */
  databaseUrl: string | null;
  /** Everything the server wrote to stdout and stderr so far (JSON log lines). */
  logs(): string;
  /** Stops the server (SIGTERM, then SIGKILL after 10 s); idempotent. */
  halt(): Promise<void>;
  /** Kills the server at once (SIGKILL, as `kill -9`): no shutdown runs. */
  crash(): Promise<void>;
  /** Starts it again on the same port, data and settings (after halt, or a restart). */
  resume(): Promise<void>;
  /**
   * Opens the server's database for assertions. PostgreSQL: a second
   * connection while the server runs. PGlite holds its directory alone, so
   * the server is halted first.
   */
  openDatabase(): Promise<Database>;
  /** Halts the server and removes its data directory and database. */
  stop(): Promise<void>;
}

export const LIVE_ADMIN = {
  email: "probe-admin@aihq.test",
  password: "probe-admin-password-1",
} as const;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function createPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error("TEST_DATABASE_URL is not set");
  const name = `aihq_live_${crypto.randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

export interface LiveServerOptions {
  /**
   * PostgreSQL only: run on this database (another live server's
   * `databaseUrl`) instead of a new one, as a second instance does; it is
   * left in place by stop(), for its owner to drop.
   */
  databaseUrl?: string;
}

/**
 * Starts the built server and waits for /healthz. `env` adds or overrides
 * settings (for example SEND_EMAIL_API_KEY or FORM_RATE_LIMIT_PER_HOUR).
 */
export async function startLiveServer(
  database: LiveDatabase,
  env: Record<string, string> = {},
  options: LiveServerOptions = {},
): Promise<LiveServer> {
  if (!fs.existsSync("build/server/index.js")) {
    throw new Error(
      "The security suite runs the production build: run `npm run build` first (npm test does).",
    );
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "aihq-live-"));
  const port = await freePort();
  const postgres =
    database !== "postgres"
      ? null
      : options.databaseUrl
        ? { url: options.databaseUrl, drop: async () => {} }
        : await createPostgresDatabase();
  let output = "";
  const url = `http://127.0.0.1:${port}`;
  let child: ChildProcess;
  let exited: Promise<void>;

  async function launch() {
    child = spawn(process.execPath, ["server.js"], {
      env: {
        ...process.env,
        NODE_ENV: "production",
        HOST: "127.0.0.1",
        PORT: String(port),
        DATA_DIR: dataDir,
        LOG_LEVEL: "info",
        SEED: "demo",
        ADMIN_EMAIL: LIVE_ADMIN.email,
        ADMIN_PASSWORD: LIVE_ADMIN.password,
        MAIL_TO_TEAM: "team@aihq.test",
        ...(postgres ? { DATABASE_URL: postgres.url } : {}),
        ...env,
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    const current = child;
    current.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    current.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    exited = new Promise<void>((resolve) => current.once("exit", () => resolve()));
    let healthy = false;
    for (let i = 0; i < 720 && !healthy && current.exitCode === null; i++) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      healthy = await fetch(`${url}/healthz`).then(
        (r) => r.ok,
        () => false,
      );
    }
    if (!healthy) {
      current.kill("SIGKILL");
      await postgres?.drop();
      throw new Error(`The server did not start:\n${output.slice(-4000)}`);
    }
  }

  async function halt() {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill("SIGTERM");
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGKILL");
      await exited;
    }
  }

  await launch();
  return {
    url,
    dataDir,
    databaseUrl: postgres?.url ?? null,
    logs: () => output,
    halt,
    async crash() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill("SIGKILL");
      await exited;
    },
    async resume() {
      await halt();
      await launch();
    },
    async openDatabase() {
      if (postgres) return openDatabase({ databaseUrl: postgres.url, poolMax: 2 });
      await halt();
      return openDatabase({ pgliteDir: path.join(dataDir, "pglite") });
    },
    async stop() {
      await halt();
      await postgres?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Reads the server's database. On PGlite the server is halted for it (one
 * process holds the directory) and started again afterwards.
 */
export async function withDatabase<T>(
  server: LiveServer,
  read: (database: Database) => Promise<T>,
): Promise<T> {
  const database = await server.openDatabase();
  try {
    return await read(database);
  } finally {
    await database.close();
    if (!server.databaseUrl) await server.resume();
  }
}

/** The same origin header a browser sends with a form post from our pages. */
export function sameOrigin(server: LiveServer): Record<string, string> {
  return { origin: server.url };
}

/** A form post as a browser sends it (urlencoded), from the site's own origin. */
export function postForm(
  server: LiveServer,
  pathname: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetch(`${server.url}${pathname}`, {
    method: "POST",
    redirect: "manual",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      ...sameOrigin(server),
      ...headers,
    },
    body: new URLSearchParams(fields).toString(),
  });
}
