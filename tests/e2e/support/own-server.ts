import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, type Page } from "@playwright/test";
import { migrateDatabase, openDatabase, type Database } from "../../../server/db/client";

/**
 * A spec that must know every row its pages count runs the built server on a database of its
 * own, at the shared E2E port plus an offset no other spec uses (`grep -rn ownPort tests/e2e`).
 */
export function ownPort(offset: number): { port: number; baseURL: string } {
  const port = Number(process.env.E2E_PORT ?? 3210) + offset;
  return { port, baseURL: `http://127.0.0.1:${port}` };
}

export interface OwnServer {
  dataDir: string;
  /**
   * Stops the server, lets `change` write to its database (PGlite allows one process), and
   * starts it again on the same data: how a spec lets days pass between two steps.
   */
  restart(change: (database: Database) => Promise<void>): Promise<void>;
  stop(): Promise<void>;
}

interface OwnServerOptions {
  name: string;
  port: number;
  admin: { email: string; password: string };
  prepare?: (database: Database) => Promise<void>;
  env?: Record<string, string>;
}

async function withDatabase(dataDir: string, work: (database: Database) => Promise<void>) {
  const database = await openDatabase({ pgliteDir: path.join(dataDir, "pglite") });
  try {
    await work(database);
  } finally {
    await database.close();
  }
}

/** Spawns `server.js` on `dataDir` and waits for /healthz. */
async function spawnServer(options: OwnServerOptions, dataDir: string): Promise<ChildProcess> {
  const baseURL = `http://127.0.0.1:${options.port}`;
  const server = spawn(process.execPath, ["server.js"], {
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(options.port),
      HOST: "127.0.0.1",
      // Mail links (and .ics UIDs) are made from it.
      PUBLIC_URL: baseURL,
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      SEED: "none",
      SMTP_URL: `smtp://127.0.0.1:${process.env.SINK_SMTP_PORT ?? 2526}`,
      MAIL_TO_TEAM: "team@aihq.test",
      ADMIN_EMAIL: options.admin.email,
      ADMIN_PASSWORD: options.admin.password,
      ...options.env,
    },
  });
  await expect
    .poll(
      async () => {
        try {
          return (await fetch(`${baseURL}/healthz`)).ok;
        } catch {
          return false;
        }
      },
      { timeout: 180_000 },
    )
    .toBe(true);
  return server;
}

/** Sends SIGTERM and waits until the process has gone (it closes the database on the way). */
async function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((resolve) => server.once("exit", resolve));
  server.kill("SIGTERM");
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
}

/**
 * Migrates a fresh PGlite database in a temporary DATA_DIR, lets `prepare` write the test's
 * rows, then starts `server.js` on it (production build, no seed, mail to the shared SMTP sink,
 * ADMIN as the first admin) and waits for /healthz.
 */
export async function startOwnServer(options: OwnServerOptions): Promise<OwnServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `aihq-e2e-${options.name}-`));
  await withDatabase(dataDir, async (database) => {
    await migrateDatabase(database);
    await options.prepare?.(database);
  });
  let server = await spawnServer(options, dataDir);
  return {
    dataDir,
    async restart(change) {
      await stopServer(server);
      await withDatabase(dataDir, change);
      server = await spawnServer(options, dataDir);
    },
    async stop() {
      await stopServer(server);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Opens `next`, is sent to the sign-in page, signs in and lands back on `next`. */
export async function signInTo(
  page: Page,
  baseURL: string,
  admin: { email: string; password: string },
  next: string,
  timeout = 20_000,
): Promise<void> {
  await page.goto(`${baseURL}${next}`);
  await expect(page).toHaveURL(/\/admin\/login\?redirectTo=/);
  await page.getByLabel("Email").fill(admin.email);
  await page.getByLabel("Password").fill(admin.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(new RegExp(`${next.replace(/[/?]/g, "\\$&")}$`), { timeout });
}
