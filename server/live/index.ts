import type { RequestHandler } from "express";
import type { Database } from "#server/db/client";
import { subscribe, type Subscription } from "#server/db/notify";
import { logger } from "#server/logger";
import { CATALOGUE_CHANNEL, parseCatalogueEvent } from "./events";
import { LiveHub, type LiveHubOptions } from "./hub";

export { LiveHub, type LiveHubOptions } from "./hub";
export { CATALOGUE_CHANNEL, CATALOGUE_TABLES, parseCatalogueEvent } from "./events";
export type { CatalogueEvent, CatalogueTable } from "./events";

interface Live {
  hub: LiveHub;
  subscription: Promise<Subscription>;
  endStreams: () => void;
}

// On globalThis for the same reason as the runtime: the dev server reloads
// modules, and each reload must not LISTEN once more.
const globalForLive = globalThis as typeof globalThis & { __aihqLive?: Live };

/**
 * The process's one hub and its one LISTEN, started by the first request to
 * /live (nobody needs events before someone is watching).
 */
function startLive(database: Database, options: LiveHubOptions): Live {
  const hub = new LiveHub(options);
  const subscription = subscribe(
    database,
    CATALOGUE_CHANNEL,
    (payload) => {
      const event = parseCatalogueEvent(payload);
      if (event) hub.publish(event);
      else logger.warn("Ignored a malformed catalogue notification");
    },
    { logger, onReconnect: () => hub.stale() },
  );
  // server.js waits for open connections to end before it calls shutdown(),
  // and a stream never ends by itself: on the signal the streams end first.
  const endStreams = () => hub.close();
  process.once("SIGTERM", endStreams);
  process.once("SIGINT", endStreams);
  return { hub, subscription, endStreams };
}

/**
 * GET /live: the catalogue's changes as Server-Sent Events. Mount it before
 * compression(), which would hold the stream back. A reconnecting
 * EventSource sends `Last-Event-ID`; a page that opens a new EventSource
 * passes the last id it saw as `?lastEventId=`.
 */
export function liveEndpoint(
  database: () => Database | undefined,
  options: LiveHubOptions = {},
): RequestHandler {
  return async (req, res, next) => {
    try {
      const current = database();
      if (!current) {
        res.status(503).setHeader("Cache-Control", "no-store").end();
        return;
      }
      globalForLive.__aihqLive ??= startLive(current, options);
      const live = globalForLive.__aihqLive;
      await live.subscription;
      const query = req.query.lastEventId;
      const lastEventId = req.get("last-event-id") ?? (typeof query === "string" ? query : "");
      live.hub.attach(req, res, req.ip ?? req.socket.remoteAddress ?? "unknown", lastEventId);
    } catch (error) {
      next(error);
    }
  };
}

/** Ends the open streams and stops listening; for shutdown (and tests). */
export async function closeLive(): Promise<void> {
  const live = globalForLive.__aihqLive;
  if (!live) return;
  globalForLive.__aihqLive = undefined;
  process.off("SIGTERM", live.endStreams);
  process.off("SIGINT", live.endStreams);
  live.hub.close();
  await (await live.subscription).close();
}
