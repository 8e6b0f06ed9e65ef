// The bench's bound for uncached SSR: the built app booted in this process (forked by the
// bench with the server's environment and a data directory of its own), and its pages
// rendered by calling the page cache's renderer directly: React Router's loaders and React,
// with no socket, HTTP parsing, middleware or logging around them. However cheap the HTTP
// side were made, uncached SSR would not serve more pages per second than this.
//
// Messages: the bench sends { url, seconds, connections }; this answers with an
// autocannon-shaped result ({ requests: { total }, duration, errors, non2xx }) and the
// latency of every render, so that both are summarised alike.
import path from "node:path";
import { pathToFileURL } from "node:url";

const server = await import(pathToFileURL(path.resolve("build/server/index.js")).href);
await server.boot();

/** One render, read to its last byte as a response would be sent. */
async function renderOnce(url) {
  const response = await server.renderPublicPage(new Request(url));
  await response.arrayBuffer();
  return response.status;
}

/** `connections` renders in flight at a time, for `seconds`, as autocannon keeps its connections busy. */
async function run({ url, seconds, connections }) {
  const latencies = [];
  let errors = 0;
  let non2xx = 0;
  const started = performance.now();
  const end = started + seconds * 1000;
  const worker = async () => {
    while (performance.now() < end) {
      const before = performance.now();
      try {
        const status = await renderOnce(url);
        if (status < 200 || status > 299) non2xx += 1;
      } catch {
        errors += 1;
      }
      latencies.push(performance.now() - before);
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  const duration = (performance.now() - started) / 1000;
  return { result: { requests: { total: latencies.length }, duration, errors, non2xx }, latencies };
}

process.on("message", (message) => {
  run(message).then(
    (answer) => process.send?.(answer),
    (error) => process.send?.({ error: String(error) }),
  );
});
process.on("SIGTERM", () => {
  server.shutdown().finally(() => process.exit(0));
});
process.send?.({ ready: true });
