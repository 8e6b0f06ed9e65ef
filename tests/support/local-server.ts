import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll } from "vitest";

/**
 * Serves `handler` on a free loopback port for one test file's tests,
 * closed after them; `port()` is known once they run.
 */
export function serveForTests(handler: http.RequestListener): { port: () => number } {
  const server = http.createServer(handler);
  let port = 0;
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });
  return { port: () => port };
}
