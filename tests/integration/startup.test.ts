import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";

/** Starts the production server (`node server.js` on the build) and collects its output. */
function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ["server.js"], {
    env: { ...process.env, NODE_ENV: "production", LOG_LEVEL: "info", HOST: "127.0.0.1", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, exited, output: () => ({ stdout, stderr }) };
}

function tempDir() {
  return fs.mkdtempSync(path.join(os.tmpdir(), "aihq-start-"));
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

describe("server start-up", () => {
  beforeAll(() => {
    if (!fs.existsSync("build/server/index.js")) {
      throw new Error(
        "These tests run the production build: run `npm run build` first (npm test does).",
      );
    }
  });

  it("stops with one clear line and exit code 1 on a bad PORT", async () => {
    const server = startServer({ PORT: "not-a-port", DATA_DIR: tempDir() });
    expect(await server.exited).toBe(1);
    const lines = server.output().stderr.trim().split("\n");
    expect(lines).toEqual([
      "aihq: Invalid configuration: PORT must be a whole number between 1 and 65535",
    ]);
  });

  it("stops with one clear line when PostgreSQL cannot be reached", async () => {
    const server = startServer({
      DATABASE_URL: "postgres://aihq:secret@127.0.0.1:1/aihq",
      DATA_DIR: tempDir(),
    });
    expect(await server.exited).toBe(1);
    const stderr = server.output().stderr.trim();
    expect(stderr.split("\n")).toHaveLength(1);
    expect(stderr).toMatch(
      /^aihq: Cannot connect to PostgreSQL at postgres:\/\/aihq:\*\*\*@127\.0\.0\.1:1\/aihq/,
    );
    expect(stderr).not.toContain("secret");
  });

  it("refuses a half-written DATA_DIR and leaves it untouched", async () => {
    const dataDir = tempDir();
    fs.mkdirSync(path.join(dataDir, "pglite"));
    fs.writeFileSync(path.join(dataDir, "pglite", "base"), "partial");
    const server = startServer({ DATA_DIR: dataDir });
    expect(await server.exited).toBe(1);
    expect(server.output().stderr).toMatch(
      /^aihq: The embedded database directory .* holds no database/,
    );
    expect(fs.readdirSync(path.join(dataDir, "pglite"))).toEqual(["base"]);
  });

  it("serves, answers /healthz, and stops cleanly on SIGTERM", async () => {
    const port = await freePort();
    const server = startServer({ PORT: String(port), DATA_DIR: tempDir(), SEED: "none" });
    let healthy = false;
    for (let i = 0; i < 120 && !healthy; i++) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      healthy = await fetch(`http://127.0.0.1:${port}/healthz`).then(
        (r) => r.ok,
        () => false,
      );
    }
    expect(healthy).toBe(true);
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
    expect(server.output().stdout).toContain("Stopped");
  }, 60_000);
});
