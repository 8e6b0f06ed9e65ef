import http from "node:http";
import net from "node:net";
import express from "express";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { masterclasses } from "#server/db/schema";
import { closeLive, LiveHub, liveEndpoint, type LiveHubOptions } from "#server/live";
import type { CatalogueEvent } from "#server/live/events";
import { openSse, type SseStream } from "./sse-client";
import { testDatabases } from "./test-db";

const event = (n: number): CatalogueEvent => ({
  table: "masterclasses",
  op: "update",
  id: `id-${n}`,
  slug: `slug-${n}`,
});

async function listen(handler: http.RequestListener) {
  const server = http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  return { server, url: `http://127.0.0.1:${port}` };
}

describe("live hub", () => {
  let hub: LiveHub;
  let server: http.Server;
  let url: string;
  const streams: SseStream[] = [];

  async function start(options: LiveHubOptions = {}) {
    hub = new LiveHub(options);
    ({ server, url } = await listen((req, res) => {
      const address = String(req.headers["x-test-address"] ?? "a");
      const last = req.headers["last-event-id"];
      hub.attach(req, res, address, typeof last === "string" ? last : undefined);
    }));
  }
  async function connect(headers: Record<string, string> = {}) {
    const stream = await openSse(url, headers);
    streams.push(stream);
    return stream;
  }
  const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

  afterEach(async () => {
    for (const stream of streams.splice(0)) stream.close();
    hub.close();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it("streams events with an id, retry advice, no caching and heartbeats", async () => {
    await start({ heartbeatMs: 40, retryMs: 1234 });
    const stream = await connect();
    expect(stream.status).toBe(200);
    expect(stream.headers.get("content-type")).toMatch(/^text\/event-stream/);
    expect(stream.headers.get("cache-control")).toBe("no-store");
    await settle();
    hub.publish(event(1));
    const received = await stream.waitFor((e) => e.event === "change");
    expect(received.id).toMatch(new RegExp(`^${hub.epoch}-1$`));
    expect(JSON.parse(received.data)).toEqual(event(1));
    expect(stream.retry).toBe(1234);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(stream.comments.filter((c) => c === "heartbeat").length).toBeGreaterThanOrEqual(2);
  });

  it("replays what a client missed after its Last-Event-ID, and says 'stale' when it cannot", async () => {
    await start({ ringSize: 3 });
    for (let n = 1; n <= 4; n++) hub.publish(event(n));
    // Events 2..4 are in the ring: after 2, the client gets 3 and 4.
    const resumed = await connect({ "last-event-id": `${hub.epoch}-2` });
    await resumed.waitFor((e) => e.id === `${hub.epoch}-4`);
    expect(resumed.events.map((e) => e.id)).toEqual([`${hub.epoch}-3`, `${hub.epoch}-4`]);
    // Up to date: nothing to replay.
    const current = await connect({ "last-event-id": `${hub.epoch}-4` });
    // Event 1 has left the ring; another process's id (or a restart's) cannot be resumed either.
    const tooOld = await connect({ "last-event-id": `${hub.epoch}-0` });
    const foreign = await connect({ "last-event-id": "00000000-3" });
    const future = await connect({ "last-event-id": `${hub.epoch}-99` });
    for (const stream of [tooOld, foreign, future]) {
      await stream.waitFor((e) => e.event === "stale");
    }
    await settle();
    expect(current.events).toEqual([]);
  });

  it("gives a garbage Last-Event-ID a fresh stream", async () => {
    await start();
    hub.publish(event(1));
    for (const garbage of ["x", "-1", "ÿ-1", "a".repeat(4000), `${hub.epoch}-1e9`]) {
      const stream = await connect({ "last-event-id": garbage });
      expect(stream.status).toBe(200);
      await settle();
      expect(stream.events).toEqual([]);
    }
  });

  it("caps open streams per client address (429) and frees a place when one closes", async () => {
    await start({ maxPerAddress: 2 });
    const first = await connect({ "x-test-address": "one" });
    await connect({ "x-test-address": "one" });
    const third = await connect({ "x-test-address": "one" });
    expect(third.status).toBe(429);
    expect((await connect({ "x-test-address": "two" })).status).toBe(200);
    first.close();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(hub.clientCount).toBe(2);
    expect((await connect({ "x-test-address": "one" })).status).toBe(200);
  });

  it("drops a client that does not read instead of queueing for it without bound", async () => {
    await start({ maxBacklogBytes: 16 * 1024 });
    const { port } = server.address() as net.AddressInfo;
    const slow = net.connect(port, "127.0.0.1");
    await new Promise((resolve) => slow.once("connect", resolve));
    slow.write("GET /live HTTP/1.1\r\nHost: x\r\n\r\n");
    slow.pause();
    const reader = await connect();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(hub.clientCount).toBe(2);
    const big: CatalogueEvent = { ...event(0), slug: "s".repeat(300) };
    // Far more than the socket buffers of a paused loopback connection hold.
    for (let n = 0; n < 60_000 && hub.clientCount === 2; n++) {
      hub.publish(big);
      // A reading client keeps up between bursts well under the limit.
      if (n % 20 === 0) await new Promise((resolve) => setTimeout(resolve, 0));
    }
    expect(hub.clientCount).toBe(1);
    expect(reader.ended()).toBe(false);
    slow.destroy();
  });

  it("ends every stream on close and refuses new ones", async () => {
    await start();
    const stream = await connect();
    await settle();
    hub.close();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(stream.ended()).toBe(true);
    expect((await connect()).status).toBe(503);
  });
});

for (const target of testDatabases()) {
  describe(`GET /live on ${target.name}`, () => {
    let database: Awaited<ReturnType<typeof target.open>>;
    let server: http.Server;
    let url: string;

    beforeAll(async () => {
      database = await target.open();
      const app = express();
      app.get(
        "/live",
        liveEndpoint(() => database),
      );
      ({ server, url } = await listen(app));
    });
    afterAll(async () => {
      await closeLive();
      server?.closeAllConnections();
      await new Promise((resolve) => server?.close(resolve));
      await database?.dispose();
    });

    it("delivers a committed masterclass insert to an open stream", async () => {
      const stream = await openSse(`${url}/live`);
      try {
        const row = await database.db
          .insert(masterclasses)
          .values({ slug: "hub-live", title: "Hub", date: new Date(), price: "1", classSize: 1 })
          .returning({ id: masterclasses.id })
          .then((rows) => rows[0]!);
        const received = await stream.waitFor((e) => e.event === "change", 2000);
        expect(JSON.parse(received.data)).toEqual({
          table: "masterclasses",
          op: "insert",
          id: row.id,
          slug: "hub-live",
        });
        // A new EventSource passes the last id it saw in the query.
        const resumed = await openSse(`${url}/live?lastEventId=${received.id}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
        expect(resumed.events).toEqual([]);
        resumed.close();
      } finally {
        stream.close();
      }
    });
  });
}
