import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { freePort } from "#tests/integration/email-sink";

const run = promisify(execFile);

/**
 * A throw-away PostgreSQL cluster of our own, for the scenario that restarts
 * the database: the shared server on 5432 is never stopped. Made with the
 * Debian binaries (initdb, pg_ctl) in a temporary directory, on a free
 * loopback port and a socket in that directory; as root, they run as the
 * `postgres` user (PostgreSQL refuses to run as root).
 */
export interface PrivatePostgres {
  /** postgres://postgres@127.0.0.1:<port>/aihq */
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops the cluster and removes its directory; safe to call twice. */
  destroy(): Promise<void>;
}

/** The newest installed PostgreSQL's bin directory with initdb and pg_ctl, or null. */
export function postgresBinaries(): string | null {
  const root = "/usr/lib/postgresql";
  if (!fs.existsSync(root)) return null;
  const versions = fs
    .readdirSync(root)
    .filter((name) => /^\d+$/.test(name))
    .sort((a, b) => Number(b) - Number(a));
  for (const version of versions) {
    const bin = path.join(root, version, "bin");
    if (fs.existsSync(path.join(bin, "initdb")) && fs.existsSync(path.join(bin, "pg_ctl")))
      return bin;
  }
  return null;
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = postgresBinaries();
  if (!bin) throw new Error("PostgreSQL binaries (initdb, pg_ctl) are not installed");
  const asRoot = process.getuid?.() === 0;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "aihq-faults-pg-"));
  if (asRoot) {
    const { stdout } = await run("id", ["-u", "postgres"]);
    const { stdout: gid } = await run("id", ["-g", "postgres"]);
    fs.chownSync(dir, Number(stdout.trim()), Number(gid.trim()));
  }
  const pg = (tool: string, args: string[]) =>
    asRoot
      ? run("runuser", ["-u", "postgres", "--", path.join(bin, tool), ...args])
      : run(path.join(bin, tool), args);
  const port = await freePort();
  const data = path.join(dir, "data");
  let destroyed = false;
  await pg("initdb", ["-D", data, "-A", "trust", "-U", "postgres", "--no-sync", "-E", "UTF8"]);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=40`;
  const start = async () => {
    await pg("pg_ctl", ["-D", data, "-o", options, "-l", path.join(dir, "log"), "-w", "start"]);
  };
  const stop = async () => {
    await pg("pg_ctl", ["-D", data, "-m", "fast", "-w", "stop"]);
  };
  await start();
  await pg("psql", ["-h", dir, "-p", String(port), "-U", "postgres", "-c", "create database aihq"]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/aihq`,
    start,
    stop,
    async destroy() {
      if (destroyed) return;
      destroyed = true;
      await stop().catch(() => {});
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
