import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#server/db/client";
import { masterclasses } from "#server/db/schema";
import { openSse } from "#tests/integration/sse-client";
import { startLiveServer, type LiveServer } from "./live-server";

describe("GET /live on the built server (PGlite)", () => {
  let server: LiveServer;
  beforeAll(async () => {
    server = await startLiveServer("pglite");
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("streams uncompressed, uncached, with retry advice, and 429s past six streams per address", async () => {
    const streams = [];
    try {
      for (let n = 0; n < 6; n++) {
        const stream = await openSse(`${server.url}/live`, { "accept-encoding": "gzip, br" });
        expect(stream.status).toBe(200);
        streams.push(stream);
      }
      const first = streams[0]!;
      expect(first.headers.get("content-type")).toMatch(/^text\/event-stream/);
      expect(first.headers.get("cache-control")).toBe("no-store");
      expect(first.headers.get("content-encoding")).toBeNull();
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(first.retry).toBeGreaterThan(0);
      const refused = await openSse(`${server.url}/live`);
      expect(refused.status).toBe(429);
    } finally {
      for (const stream of streams) stream.close();
    }
  });

  it("gives a garbage Last-Event-ID a fresh stream, never a 5xx", async () => {
    for (const garbage of ["%%%", "../../etc", "1-1", "ÿÿ", "x".repeat(2000)]) {
      const stream = await openSse(`${server.url}/live`, { "last-event-id": garbage });
      expect(stream.status).toBe(200);
      stream.close();
      const query = await openSse(`${server.url}/live?lastEventId=${encodeURIComponent(garbage)}`);
      expect(query.status).toBe(200);
      query.close();
    }
    const twice = await openSse(`${server.url}/live?lastEventId=a&lastEventId=b`);
    expect(twice.status).toBe(200);
    twice.close();
  });
});

describe("shutdown with a live stream open (PGlite)", () => {
  let server: LiveServer;
  beforeAll(async () => {
    server = await startLiveServer("pglite");
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("stops promptly on SIGTERM with a stream open", async () => {
    const stream = await openSse(`${server.url}/live`);
    expect(stream.status).toBe(200);
    const started = Date.now();
    await server.halt();
    expect(Date.now() - started).toBeLessThan(5000);
    expect(server.logs()).toContain('"msg":"Stopped"');
    stream.close();
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)("two instances on one PostgreSQL", () => {
  let a: LiveServer;
  let b: LiveServer;
  let database: Database;
  beforeAll(async () => {
    a = await startLiveServer("postgres");
    b = await startLiveServer("postgres", {}, { databaseUrl: a.databaseUrl! });
    database = await a.openDatabase();
  });
  afterAll(async () => {
    await database?.close();
    await b?.stop();
    await a?.stop();
  });

  it("a change written through instance A's database reaches a client of instance B within 2 s", async () => {
    const stream = await openSse(`${b.url}/live`);
    try {
      expect(stream.status).toBe(200);
      const [target] = await database.db
        .select({ id: masterclasses.id, slug: masterclasses.slug })
        .from(masterclasses)
        .limit(1);
      expect(target).toBeDefined();
      const written = Date.now();
      await database.db
        .update(masterclasses)
        .set({ title: "Updated on instance A" })
        .where(eq(masterclasses.id, target!.id));
      const event = await stream.waitFor((e) => e.event === "change", 2000);
      expect(Date.now() - written).toBeLessThan(2000);
      expect(JSON.parse(event.data)).toEqual({
        table: "masterclasses",
        op: "update",
        id: target!.id,
        slug: target!.slug,
      });
      // And B's pages already show it (the browser revalidates on the event).
      const page = await fetch(`${b.url}/shop/masterclasses/${target!.slug}`);
      expect(await page.text()).toContain("Updated on instance A");
    } finally {
      stream.close();
    }
  });
});
