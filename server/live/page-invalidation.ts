import type { Logger } from "pino";
import type { Database } from "#server/db/client";
import { subscribe, type Subscription } from "#server/db/notify";
import type { PageCache } from "#server/http/page-cache";
import { CATALOGUE_CHANNEL } from "./events";
import { pagesToDrop } from "./page-events";

/**
 * Named in migrations 0009_pages_notify.sql (blog posts, categories) and
 * 0015_registration_pages_by_course.sql (registrations, naming their course).
 */
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
      subscribe(database, channel, (payload) => dropPages(cache, channel, payload), {
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

/**
 * A catalogue change empties the cache (titles, dates and prices show on many pages); on the
 * pages channel a registration drops its course's page only
 * (docs/decisions/0025-page-cache-per-course.md).
 */
function dropPages(cache: PageCache, channel: string, payload: string): void {
  if (channel !== PAGES_CHANNEL) return cache.invalidate();
  const drop = pagesToDrop(payload);
  if (drop.kind === "all") cache.invalidate();
  else if (drop.kind === "pages") cache.invalidatePages(drop.matches);
}

export async function closePageCacheInvalidation(): Promise<void> {
  const subscriptions = globalForPages.__aihqPageInvalidation;
  globalForPages.__aihqPageInvalidation = undefined;
  await Promise.all((subscriptions ?? []).map((subscription) => subscription.close()));
}
