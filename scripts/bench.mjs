// `npm run bench`: the built server measured side by side with express.static
// on this machine, in one run, loopback only. Prints one table, writes
// bench/results.json and, with --write-docs, the figures of
// docs/performance.md and docs/performance-chart.svg. On PGlite by default;
// on PostgreSQL when DATABASE_URL is set (a scratch database is created on
// that server and dropped after). Knobs: see docs/performance.md.
import { execSync, fork, spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import autocannon from "autocannon";
import pg from "pg";
import { loadResult, ratio, ratioSpread, summarise, table } from "./lib/bench-format.mjs";
import { HEADER, resultRows, runLine } from "./lib/bench-report.mjs";
import { writeDocs } from "./bench-docs.mjs";

/** A whole number from the environment, within bounds (a typo must not start a day-long run). */
function knob(name, fallback, min, max) {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    console.error(`${name} must be a whole number from ${min} to ${max}, not ${raw}`);
    process.exit(2);
  }
  return value;
}

const SECONDS = knob("BENCH_SECONDS", 3, 1, 300);
const ROUNDS = knob("BENCH_ROUNDS", 3, 1, 20);
const CONNECTIONS = knob("BENCH_CONNECTIONS", 10, 1, 256);
const BASE_PORT = knob("BENCH_PORT", 0, 0, 65_000);
const ENCODING = process.env.BENCH_ENCODING || "identity";
if (!["identity", "gzip", "br"].includes(ENCODING)) {
  console.error(`BENCH_ENCODING must be identity, gzip or br, not ${ENCODING}`);
  process.exit(2);
}
const PROFILE = process.env.BENCH_PROFILE === "1";
const WRITE_DOCS = process.argv.includes("--write-docs");
/** Every run is bounded in time (SECONDS) and in count. */
const MAX_REQUESTS_PER_RUN = SECONDS * 50_000;
const GOALS = { cachedToStatic: 0.8, uncachedToStatic: 0.2 };
const SUFFIX = { identity: "", gzip: ".gz", br: ".br" }[ENCODING];
const LOAD_HEADERS = ENCODING === "identity" ? {} : { "accept-encoding": ENCODING };

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "aihq-bench-"));
/** @type {Set<import("node:child_process").ChildProcess>} */
const children = new Set();
/** @type {Array<() => Promise<void>>} */
const cleanups = [];

function killChildren() {
  for (const child of children) child.kill("SIGKILL");
  children.clear();
  fs.rmSync(scratch, { recursive: true, force: true });
}
process.on("exit", killChildren);
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, async () => {
    killChildren();
    for (const cleanup of cleanups) await cleanup().catch(() => {});
    process.exit(130);
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const log = (line) => process.stdout.write(`${line}\n`);

let nextPort = BASE_PORT;
/** A port of BENCH_PORT's range when given (one after another), else one the system picks. */
function freePort() {
  if (BASE_PORT) return Promise.resolve(nextPort++);
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = /** @type {net.AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

/** Resident memory of a process, from /proc (Linux); null elsewhere. */
function residentBytes(pid) {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
    const kb = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
    return kb ? Number(kb) * 1024 : null;
  } catch {
    return null;
  }
}

async function until(check, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await sleep(5);
  }
  throw new Error("timed out");
}

/** GET with raw bytes (fetch would undo the Content-Encoding). */
function get(url, headers = {}) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks = [];
        response.on("data", (chunk) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
        response.on("error", reject);
      })
      .on("error", reject);
  });
}

const status200 = (url) => async () => (await get(url)).status === 200;

/** The environment of a server in production, quiet, with no mail sent and no form limit. */
function serverEnv(env) {
  return {
    ...process.env,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    SEED: "demo",
    LOG_LEVEL: "warn",
    PUBLIC_URL: "",
    SMTP_URL: "",
    // The write path is measured, not the per-address limit (the bench is one address).
    FORM_RATE_LIMIT_PER_HOUR: "100000",
    ...env,
  };
}

/** `node server.js` as in production, on a fresh data directory; times its start. */
async function startServer(name, env, { profile = false } = {}) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(scratch, `${name}-`));
  const flags = profile ? ["--cpu-prof", `--cpu-prof-dir=${path.resolve("bench/profiles")}`] : [];
  const started = performance.now();
  const child = spawn(process.execPath, [...flags, "server.js"], {
    env: serverEnv({ PORT: String(port), DATA_DIR: dataDir, ...env }),
    stdio: ["ignore", "ignore", "pipe"],
  });
  children.add(child);
  let errors = "";
  child.stderr.on("data", (chunk) => (errors += chunk));
  const exited = new Promise((resolve) => child.once("exit", resolve));
  try {
    await until(status200(`${url}/healthz`), 180_000);
  } catch {
    throw new Error(`The ${name} server did not start:\n${errors.slice(-2000)}`);
  }
  const healthzMs = performance.now() - started;
  await until(status200(`${url}/`), 60_000);
  const firstPageMs = performance.now() - started;
  return {
    url,
    pid: child.pid,
    dataDir,
    coldStart: { healthzMs: Math.round(healthzMs), firstPageMs: Math.round(firstPageMs) },
    async stop() {
      if (!children.has(child)) return;
      child.kill("SIGTERM");
      await exited;
      children.delete(child);
    },
  };
}

async function startStatic(dir, probe) {
  const port = await freePort();
  const started = performance.now();
  const child = fork("scripts/lib/static-server.mjs", [dir, String(port)], { stdio: "ignore" });
  children.add(child);
  const url = `http://127.0.0.1:${port}`;
  await until(status200(`${url}/${probe}`), 30_000);
  return {
    url,
    pid: child.pid,
    firstResponseMs: Math.round(performance.now() - started),
    stop() {
      child.kill("SIGTERM");
      children.delete(child);
    },
  };
}

/**
 * The built app booted in a process of its own on a fresh data directory, rendering pages
 * when asked with no HTTP around them (scripts/lib/render-floor.mjs): the bound for uncached SSR.
 */
async function startRenderFloor(env) {
  const dataDir = fs.mkdtempSync(path.join(scratch, "render-"));
  const child = fork("scripts/lib/render-floor.mjs", [], {
    env: serverEnv({ DATA_DIR: dataDir, ...env }),
    stdio: ["ignore", "ignore", "pipe", "ipc"],
  });
  children.add(child);
  let errors = "";
  child.stderr?.on("data", (chunk) => (errors += chunk));
  const answer = () =>
    new Promise((resolve, reject) => {
      const onExit = () => reject(new Error(`The render process exited:\n${errors.slice(-2000)}`));
      child.once("exit", onExit);
      child.once("message", (message) => {
        child.off("exit", onExit);
        if (message?.error) reject(new Error(`The render process failed: ${message.error}`));
        else resolve(message);
      });
    });
  await answer();
  return {
    /** Renders of `url` for the bench's seconds at its connections, as `load` answers. */
    async load(url, seconds = SECONDS) {
      const reply = answer();
      child.send({ url, seconds, connections: CONNECTIONS });
      return reply;
    },
    stop() {
      child.kill("SIGTERM");
      children.delete(child);
    },
  };
}

/** One autocannon run, bounded in time and count, with every response's latency kept. */
function load(options) {
  return new Promise((resolve, reject) => {
    const latencies = [];
    const instance = autocannon(
      {
        connections: CONNECTIONS,
        duration: SECONDS,
        maxOverallRequests: MAX_REQUESTS_PER_RUN,
        headers: LOAD_HEADERS,
        ...options,
      },
      (error, result) => (error ? reject(error) : resolve({ result, latencies })),
    );
    instance.on("response", (_client, _status, _bytes, responseTime) =>
      latencies.push(responseTime),
    );
  });
}

/** A second of load, not counted: connections open, code optimised, caches filled. */
async function warm(url) {
  await load({ url, duration: 1 });
}

/** Links of a page matching a pattern, in page order, without duplicates. */
async function links(url, pattern) {
  const html = (await get(url)).body.toString("utf8");
  return [...new Set([...html.matchAll(pattern)].map((match) => match[1]))];
}

/** The four pages of the issue, found in the demo content as a visitor would. */
async function choosePages(url) {
  const courses = (
    await links(`${url}/shop/masterclasses`, /href="(\/shop\/masterclasses\/[a-z0-9-]+)"/g)
  ).filter((href) => href !== "/shop/masterclasses/custom");
  const posts = await links(`${url}/blog`, /href="(\/blog\/[a-z0-9-]+)"/g);
  const post = posts.find((href) => !href.startsWith("/blog/category"));
  if (!courses[0] || !post) throw new Error("The demo content has no masterclass or no blog post");
  return {
    pages: [
      { name: "home", path: "/" },
      { name: "catalogue", path: "/shop/masterclasses" },
      { name: "masterclass", path: courses[0] },
      { name: "blog post", path: post },
    ],
    courses,
  };
}

/** Fields of a registration the course takes, from its in-page form, as a browser sends them. */
function registrationBody(fields, token, sequence) {
  return new URLSearchParams({
    ...fields,
    formToken: token,
    website: "",
    via: "dialog",
    idempotencyKey: crypto.randomBytes(16).toString("base64url"),
    name: "Bench Registrant",
    email: `bench-${sequence}-${crypto.randomBytes(4).toString("hex")}@example.com`,
  }).toString();
}

/**
 * A course that takes individual registrations, its form's hidden fields and a form token
 * from GET /api/form-token (what the page asks for once the form is on screen), aged past
 * the spam check's "faster than anyone types" threshold; one registration is sent to prove it.
 */
async function openRegistration(url, courses) {
  const token = JSON.parse((await get(`${url}/api/form-token`)).body.toString("utf8")).token;
  await sleep(2100);
  for (const course of courses) {
    const html = (await get(`${url}${course}?register=individual`)).body.toString("utf8");
    const fields = {};
    for (const input of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)) {
      if (["productType", "productId", "mode"].includes(input[1])) fields[input[1]] = input[2];
    }
    if (!fields.productId) continue;
    fields.mode ??= "individual";
    const response = await fetch(`${url}${course}.data`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: url },
      body: registrationBody(fields, token, 0),
    });
    const text = await response.text();
    if (response.status === 200 && text.includes("success")) return { course, fields, token };
  }
  throw new Error("No demo course takes individual registrations");
}

/** A scratch database on DATABASE_URL's server; the bench never writes into DATABASE_URL itself. */
async function postgresDatabase() {
  const base = process.env.DATABASE_URL;
  if (!base) return null;
  const name = `aihq_bench_${crypto.randomBytes(5).toString("hex")}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

const RAW_INSERT = `INSERT INTO registrations
  (reference, name, email, payment, product_type, product_id, product_title, privacy_notice_version)
  VALUES ($1, $2, $3, 'individual', 'masterclass', $4, 'Bench raw insert', 'bench')`;
const rawRow = (productId) => [
  `AIHQ-B-${crypto.randomBytes(6).toString("hex")}`,
  "Raw Insert",
  `raw-${crypto.randomBytes(8).toString("hex")}@example.com`,
  productId,
];
const STORED = `SELECT count(*)::int AS n FROM registrations WHERE email LIKE 'bench-%@example.com'`;

/**
 * Single-row inserts into the registrations table of the server's own database (its
 * triggers and indexes included), for SECONDS, with the server stopped: on PostgreSQL from
 * as many concurrent clients as the load had connections, through a pool the size of the
 * server's; on PGlite through its one connection, as the server has.
 */
async function rawInserts(server, postgresUrl, productId) {
  let rows = 0;
  let stored = 0;
  let deadline = 0;
  if (postgresUrl) {
    const pool = new pg.Pool({ connectionString: postgresUrl, max: 10 });
    stored = (await pool.query(STORED)).rows[0].n;
    deadline = performance.now() + SECONDS * 1000;
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async () => {
        while (performance.now() < deadline) {
          await pool.query(RAW_INSERT, rawRow(productId));
          rows += 1;
        }
      }),
    );
    await pool.end();
    return { perSecond: Math.round(rows / SECONDS), rows, connections: CONNECTIONS, stored };
  }
  // The extensions the server loads (server/db/client.ts): its indexes need them.
  const db = await PGlite.create(path.join(server.dataDir, "pglite"), { extensions: { pg_trgm } });
  stored = (await db.query(STORED)).rows[0].n;
  deadline = performance.now() + SECONDS * 1000;
  while (performance.now() < deadline) {
    await db.query(RAW_INSERT, rawRow(productId));
    rows += 1;
  }
  await db.close();
  return { perSecond: Math.round(rows / SECONDS), rows, connections: 1, stored };
}

/** Saves the cached page's bytes, in the encoding the load asks for, for express.static. */
async function savePage(url, dir, file) {
  const response = await get(url, LOAD_HEADERS);
  const encoding = response.headers["content-encoding"] ?? "identity";
  if (response.status !== 200 || encoding !== ENCODING) {
    throw new Error(`${url} answered ${response.status} in ${encoding}, not 200 in ${ENCODING}`);
  }
  fs.writeFileSync(path.join(dir, file), response.body);
  return response.body.length;
}

async function main() {
  if (!fs.existsSync("build/server/index.js")) {
    log("No build yet: building first.");
    execSync("npm run build", { stdio: "inherit" });
  }
  const loadAverage = os.loadavg();
  const postgres = await postgresDatabase();
  if (postgres) cleanups.push(() => postgres.drop());
  const databaseEnv = postgres ? { DATABASE_URL: postgres.url } : { DATABASE_URL: "" };
  const database = postgres ? "PostgreSQL" : "PGlite (embedded)";
  const minutes = ((4 * 4 * (ROUNDS * SECONDS + 1) + 2 * SECONDS + 50) / 60).toFixed(1);
  log(
    `Bench on ${database}: ${ROUNDS} rounds × ${SECONDS} s per target, ${CONNECTIONS} connections, ${ENCODING === "identity" ? "no compression" : `Accept-Encoding: ${ENCODING}`}, loopback; about ${minutes} minutes.`,
  );
  if (loadAverage[0] > os.cpus().length / 2) {
    log(
      `The machine is busy (load average ${loadAverage[0].toFixed(2)}): ratios hold, absolute figures will be low.`,
    );
  }
  if (PROFILE) fs.mkdirSync("bench/profiles", { recursive: true });

  const cached = await startServer("cached", databaseEnv, { profile: PROFILE });
  log(`  cached server up in ${cached.coldStart.firstPageMs} ms`);
  await sleep(1000);
  const serverIdle = residentBytes(cached.pid);
  const uncached = await startServer("uncached", { ...databaseEnv, PAGE_CACHE: "off" });
  log("  uncached server up");
  const renderFloor = await startRenderFloor(databaseEnv);
  log("  render process up");
  const { pages, courses } = await choosePages(cached.url);

  const staticDir = path.join(scratch, "static");
  fs.mkdirSync(staticDir);
  const files = [];
  for (const [index, page] of pages.entries()) {
    files.push(`page-${index}.html${SUFFIX}`);
    const bytes = await savePage(`${cached.url}${page.path}`, staticDir, files[index]);
    Object.assign(page, { bytes });
  }
  const staticServer = await startStatic(staticDir, files[0]);
  await sleep(500);
  const staticIdle = residentBytes(staticServer.pid);

  const pageResults = [];
  for (const [index, page] of pages.entries()) {
    const targets = {
      static: `${staticServer.url}/${files[index]}`,
      cached: `${cached.url}${page.path}`,
      uncached: `${uncached.url}${page.path}`,
    };
    // A page older than a minute is served stale once while it is rendered again: wait for that.
    await until(
      async () => (await get(targets.cached, LOAD_HEADERS)).headers["x-page-cache"] === "hit",
      30_000,
    ).catch(() => {
      throw new Error(`${page.path} is not answered from the page cache (X-Page-Cache)`);
    });
    for (const url of Object.values(targets)) await warm(url);
    // Rendered in process from the uncached server's URL (the host only names the origin).
    await renderFloor.load(targets.uncached, 1);
    const rounds = { static: [], cached: [], uncached: [], render: [] };
    for (let round = 0; round < ROUNDS; round++) {
      // The order turns each round, so no target always runs on a machine warmed by another.
      const order = ["static", "cached", "uncached", "render"];
      for (let turn = 0; turn < round % order.length; turn++) order.push(order.shift());
      for (const kind of order) {
        const { result, latencies } =
          kind === "render"
            ? await renderFloor.load(targets.uncached)
            : await load({ url: targets[kind] });
        rounds[kind].push(loadResult(result, latencies));
      }
    }
    const summary = Object.fromEntries(
      Object.entries(rounds).map(([kind, results]) => [kind, summarise(results)]),
    );
    const perRound = (kind) => rounds[kind].map((result) => result.requestsPerSecond);
    pageResults.push({
      ...page,
      ...summary,
      cachedToStatic: ratioSpread(perRound("cached"), perRound("static")),
      uncachedToStatic: ratioSpread(perRound("uncached"), perRound("static")),
      renderToStatic: ratioSpread(perRound("render"), perRound("static")),
    });
    const done = pageResults.at(-1);
    log(
      `  ${page.name}: static ${done.static.requestsPerSecond}/s, cache ${done.cached.requestsPerSecond}/s (${done.cachedToStatic.median}×), SSR ${done.uncached.requestsPerSecond}/s (${done.uncachedToStatic.median}×), render alone ${done.render.requestsPerSecond}/s (${done.renderToStatic.median}×)`,
    );
  }
  const staticLoaded = residentBytes(staticServer.pid);
  staticServer.stop();
  await uncached.stop();
  renderFloor.stop();

  log("  registrations…");
  const registration = await openRegistration(cached.url, courses);
  let sequence = 0;
  const { result: registrationRun, latencies: registrationLatencies } = await load({
    url: `${cached.url}${registration.course}.data`,
    headers: {},
    requests: [
      {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: cached.url },
        setupRequest: (request) => {
          sequence += 1;
          return {
            ...request,
            body: registrationBody(registration.fields, registration.token, sequence),
          };
        },
      },
    ],
  });
  const serverLoaded = residentBytes(cached.pid);
  await cached.stop();
  if (PROFILE) log("  CPU profile of the cached server written to bench/profiles/");

  log("  raw inserts…");
  const raw = await rawInserts(cached, postgres?.url, registration.fields.productId);
  const registrationSummary = {
    ...summarise([loadResult(registrationRun, registrationLatencies)]),
    acknowledged: Object.entries(registrationRun.statusCodeStats ?? {})
      .filter(([code]) => code.startsWith("2"))
      .reduce((sum, [, stats]) => sum + stats.count, 0),
    // Less the proof registration. Requests cut off by the end of the run may be stored
    // unanswered, so this can exceed the acknowledged count; below it would be a loss.
    stored: raw.stored - 1,
  };

  const budgetFile = "build/js-budget.json";
  const budget = fs.existsSync(budgetFile) ? JSON.parse(fs.readFileSync(budgetFile, "utf8")) : null;

  const results = {
    date: new Date().toISOString(),
    machine: {
      cpus: os.cpus().length,
      model: os.cpus()[0]?.model?.trim() ?? "unknown",
      memoryBytes: os.totalmem(),
      loadAverage,
    },
    node: process.version,
    database,
    settings: { seconds: SECONDS, rounds: ROUNDS, connections: CONNECTIONS, encoding: ENCODING },
    goals: GOALS,
    pages: pageResults,
    writes: {
      registration: registrationSummary,
      rawInsert: { perSecond: raw.perSecond, rows: raw.rows, connections: raw.connections },
      registrationToRawInsert: ratio(registrationSummary.requestsPerSecond, raw.perSecond),
    },
    coldStart: {
      server: cached.coldStart,
      static: { firstResponseMs: staticServer.firstResponseMs },
      ratio: ratio(cached.coldStart.firstPageMs, staticServer.firstResponseMs),
    },
    memory: {
      server: { idleBytes: serverIdle, afterLoadBytes: serverLoaded },
      static: { idleBytes: staticIdle, afterLoadBytes: staticLoaded },
      idleRatio: ratio(serverIdle, staticIdle),
      afterLoadRatio: ratio(serverLoaded, staticLoaded),
    },
    javascript: budget
      ? {
          targetBytes: budget.budgetBytes,
          routes: budget.routes.map(({ path: route, id, bytes }) => ({ path: route, id, bytes })),
        }
      : null,
  };
  fs.mkdirSync("bench", { recursive: true });
  fs.writeFileSync("bench/results.json", `${JSON.stringify(results, null, 2)}\n`);

  log(`\nAIHQ bench: ${runLine(results)}\n`);
  log(table(HEADER, resultRows(results)));
  if (!budget) log("\nFirst-load JavaScript: run npm run build (it writes build/js-budget.json).");
  log("\nWritten to bench/results.json");
  if (WRITE_DOCS) {
    await writeDocs(results);
    log("Written to docs/performance.md and docs/performance-chart.svg");
  }
}

try {
  await main();
} catch (error) {
  // One line, not a minified bundle's source: the cause is in the message.
  console.error(`\nThe bench failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  killChildren();
  for (const cleanup of cleanups) await cleanup();
}
