import pg from "pg";
import type { Logger } from "pino";
import type { Database } from "./client";

/**
 * LISTEN/NOTIFY on either driver, for anything that must react at once to
 * a commit elsewhere (the mail worker today; live updates of the catalogue
 * next). PostgreSQL delivers a NOTIFY at commit to every listening session,
 * on every instance; PGlite delivers it in-process.
 */
export interface Subscription {
  /** Stops listening and closes the dedicated connection. */
  close(): Promise<void>;
}

export interface SubscribeOptions {
  logger?: Logger;
  /**
   * Called after a dropped PostgreSQL connection is back: notifications sent
   * meanwhile are lost, so the subscriber catches up (for example by polling once).
   */
  onReconnect?: () => void;
  /**
   * Called when the PostgreSQL connection is lost (or could not be opened at
   * first): until onReconnect, notifications may be missed, so a subscriber
   * that trusts them (a cache) stops trusting what it holds.
   */
  onLost?: () => void;
  /** Delay between reconnection attempts. Default 1 s. */
  retryMs?: number;
}

const CHANNEL_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/**
 * Calls `onNotify(payload)` for each NOTIFY on `channel`. On PostgreSQL it
 * holds one connection outside the pool and reconnects when it drops; if the
 * first connection fails, it keeps trying in the background and resolves
 * anyway, so a caller with a poll as safety net is never blocked.
 */
export async function subscribe(
  database: Database,
  channel: string,
  onNotify: (payload: string) => void,
  options: SubscribeOptions = {},
): Promise<Subscription> {
  // LISTEN takes an identifier, not a parameter: only plain names are allowed.
  if (!CHANNEL_NAME.test(channel)) throw new Error(`Invalid channel name: ${channel}`);
  const raw = database.raw;
  if (raw.kind === "pglite") {
    const off = await raw.client.listen(channel, (payload) => onNotify(payload));
    return { close: () => off() };
  }
  return listenPostgres(raw.pool, channel, onNotify, options);
}

async function listenPostgres(
  pool: pg.Pool,
  channel: string,
  onNotify: (payload: string) => void,
  options: SubscribeOptions,
): Promise<Subscription> {
  const retryMs = options.retryMs ?? 1000;
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async () => {
    const next = new pg.Client(pool.options);
    next.on("notification", (message) => {
      if (message.channel === channel) onNotify(message.payload ?? "");
    });
    next.on("error", (error) => {
      options.logger?.warn({ err: error, channel }, "Lost the LISTEN connection; reconnecting");
      next.end().catch(() => {});
      if (client === next) client = undefined;
      options.onLost?.();
      reconnect();
    });
    await next.connect();
    await next.query(`LISTEN ${channel}`);
    if (closed) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
  };

  const reconnect = () => {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      connect()
        .then(() => options.onReconnect?.())
        .catch(() => reconnect());
    }, retryMs);
    retry.unref();
  };

  try {
    await connect();
  } catch (error) {
    options.logger?.warn({ err: error, channel }, "Could not LISTEN; retrying in the background");
    options.onLost?.();
    reconnect();
  }
  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      await client?.end().catch(() => {});
      client = undefined;
    },
  };
}
