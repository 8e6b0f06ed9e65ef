import type { Logger } from "pino";
import type { Database } from "../db/client";
import { subscribe, type Subscription } from "../db/notify";
import type { PageCache } from "../http/page-cache";
import { CATALOGUE_CHANNEL } from "./events";

/** Named in migration 0009_pages_notify.sql (blog posts, categories, registrations). */
export const PAGES_CHANNEL = "aihq_pages";

const CHANNELS = [CATALOGUE_CHANNEL, PAGES_CHANNEL] as const;

// On globalThis like the live hub: a reloaded module must not LISTEN twice.
const globalForPages = globalThis as typeof globalThis & {
  __aihqPageInvalidation?: Subscription[];
};

/**
 * Empties the page cache on every change to what public pages show, on
 * every instance (PostgreSQL delivers each NOTIFY to each listener). The
 * cache keeps pages only while all channels are heard: a lost connection
 * could hide a change, so the cache is emptied and bypassed until it is back.
 */
export async function startPageCacheInvalidation(
  database: Database,
  cache: PageCache,
  logger: Logger,
): Promise<void> {
  if (globalForPages.__aihqPageInvalidation) return;
  const down = new Set<string>();
  const subscriptions = await Promise.all(
    CHANNELS.map((channel) =>
      subscribe(database, channel, () => cache.invalidate(), {
        logger,
        onLost: () => {
          down.add(channel);
          cache.setListening(false);
        },
        onReconnect: () => {
          down.delete(channel);
          // Changes made while it was away were not heard: start from nothing.
          cache.invalidate();
          if (down.size === 0) cache.setListening(true);
        },
      }),
    ),
  );
  globalForPages.__aihqPageInvalidation = subscriptions;
  if (down.size === 0) cache.setListening(true);
}

export async function closePageCacheInvalidation(): Promise<void> {
  const subscriptions = globalForPages.__aihqPageInvalidation;
  globalForPages.__aihqPageInvalidation = undefined;
  await Promise.all((subscriptions ?? []).map((subscription) => subscription.close()));
}
