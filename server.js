// Bootstrap: plain JavaScript so Node 20 runs it without a TypeScript loader.
// It loads the Express app (Vite dev server in development, the built bundle
// in production), boots the runtime, listens, and shuts down gracefully.
import http from "node:http";

const production = process.env.NODE_ENV === "production";

// Created first so that in development Vite's HMR websocket shares its port.
let handler = (_req, res) => {
  res.statusCode = 503;
  res.end("Starting");
};
/** What boot() returned (port, host, logger), once it has. */
let settings;

/** A 4xx that an error asks for (a static file's 404, a parser's 400); null for real faults. */
function clientErrorStatus(error) {
  const status = error?.status ?? error?.statusCode;
  return Number.isInteger(status) && status >= 400 && status < 500 ? status : null;
}

// Reached only when the app itself passes a request on (in development, or
// before the app's own error handler runs): client errors keep their status.
const server = http.createServer((req, res) =>
  handler(req, res, (error) => {
    if (res.headersSent) {
      res.destroy();
      return;
    }
    const status = error ? (clientErrorStatus(error) ?? 500) : 404;
    if (status === 500) (settings?.logger ?? console).error({ err: error }, "Request failed");
    res.statusCode = status;
    res.setHeader("Content-Type", "text/plain; charset=utf-8");
    res.end(http.STATUS_CODES[status] ?? "Error");
  }),
);
// No proxying here: a CONNECT gets a plain 405 instead of a dropped connection.
server.on("connect", (_req, socket) => {
  socket.end(
    "HTTP/1.1 405 Method Not Allowed\r\nAllow: GET, HEAD, POST, OPTIONS\r\nContent-Length: 0\r\nConnection: close\r\n\r\n",
  );
});

async function loadApp() {
  if (production) {
    const mod = await import("./build/server/index.js");
    return { mod, handler: mod.app };
  }
  const signalListeners = new Set([
    ...process.listeners("SIGTERM"),
    ...process.listeners("SIGINT"),
  ]);
  const vite = await import("vite").then((v) =>
    v.createServer({ server: { middlewareMode: true, hmr: { server } }, appType: "custom" }),
  );
  // Vite installs its own SIGTERM/SIGINT handlers that exit at once; ours
  // below drains requests and closes the database first.
  for (const signal of ["SIGTERM", "SIGINT"]) {
    for (const listener of process.listeners(signal)) {
      if (!signalListeners.has(listener)) process.off(signal, listener);
    }
  }
  const mod = await vite.ssrLoadModule("./server/app.ts");
  const handler = (req, res, next) => {
    vite.middlewares(req, res, async () => {
      try {
        const fresh = await vite.ssrLoadModule("./server/app.ts");
        fresh.app(req, res, next);
      } catch (error) {
        if (error instanceof Error) vite.ssrFixStacktrace(error);
        next?.(error);
      }
    });
  };
  return { mod, handler, vite };
}

/** Known start-up failures are one clear line; anything else keeps its stack. */
function fail(error) {
  const known = error?.startup === true;
  console.error(known ? `aihq: ${error.message}` : error);
  process.exit(1);
}

let loaded;
try {
  loaded = await loadApp();
} catch (error) {
  fail(error);
}
const { mod, vite } = loaded;

try {
  settings = await mod.boot();
} catch (error) {
  fail(error);
}
const { port, host, logger } = settings;

handler = loaded.handler;
server.keepAliveTimeout = 65_000;
server.on("error", (error) => fail(error));
server.listen(port, host, () => {
  logger.info({ port, host }, `AIHQ is listening on http://localhost:${port}`);
});

let stopping = false;
async function stop(signal) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, "Shutting down: finishing requests in flight");
  // Stop accepting; idle keep-alive sockets are closed so close() can finish.
  const closed = new Promise((resolve) => server.close(resolve));
  server.closeIdleConnections();
  const timeout = setTimeout(() => server.closeAllConnections(), 10_000);
  await closed;
  clearTimeout(timeout);
  try {
    await mod.shutdown();
    await vite?.close();
  } catch (error) {
    logger.error({ err: error }, "Error while shutting down");
  }
  logger.info("Stopped");
  process.exit(0);
}
process.on("SIGTERM", () => stop("SIGTERM"));
process.on("SIGINT", () => stop("SIGINT"));
