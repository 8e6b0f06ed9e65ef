import type {
  NextFunction,
  Request as ExpressRequest,
  RequestHandler,
  Response as ExpressResponse,
} from "express";
import {
  CACHED_PAGE_CACHE_CONTROL,
  etagMatches,
  pageCacheKey,
  policyWithHashes,
  preferredEncoding,
  requestCacheKey,
} from "./page-cache-policy";
import {
  type Entry,
  hitHeaders,
  PAGE_CACHE_HEADER,
  type Rendered,
  renderedEntry,
} from "./page-cache-entry";
import type { CacheablePaths } from "./page-cache-routes";

export type PageCacheState = "hit" | "stale" | "miss" | "bypass" | "off";

export interface PageCacheOptions {
  /** Renders a page the same for everyone: no cookies, no nonce, whole (not streamed). */
  render: (request: Request) => Promise<Response>;
  /**
   * Which paths' pages may be kept: the app's routes say (page-cache-routes.ts). Asked once,
   * when the first GET arrives, as it needs React Router's build.
   */
  cacheablePaths: () => Promise<CacheablePaths>;
  /** False: every page is rendered per request (PAGE_CACHE=off). */
  enabled: () => boolean;
  /** How long a page is served without asking again (time-dependent content: countdowns, "upcoming"). */
  freshMs?: number;
  /** Past fresh, how long it may still be served while one re-render runs. */
  staleMs?: number;
  maxEntries?: number;
  maxBytes?: number;
  now?: () => number;
}

/**
 * Public pages rendered once and served from memory until their content
 * changes. Whoever changes content (an admin, a registration taking a seat)
 * commits a row whose trigger NOTIFYs every instance, which calls
 * {@link invalidate}; while that channel is down nothing is trusted or kept.
 * A render that began before an invalidation is served to its own waiters
 * but never stored, so an edit cannot be overwritten by older content.
 */
export class PageCache {
  private readonly entries = new Map<string, Entry>();
  private readonly inflight = new Map<string, Promise<Rendered>>();
  private generation = 0;
  private bytes = 0;
  private listening = false;
  private readonly freshMs: number;
  private readonly staleMs: number;
  private readonly maxEntries: number;
  private readonly maxBytes: number;
  private readonly now: () => number;
  /** Set once {@link PageCacheOptions.cacheablePaths} has answered: what the hits ask, synchronously. */
  private isCacheablePath?: CacheablePaths;
  private loadingPaths?: Promise<CacheablePaths>;

  constructor(private readonly options: PageCacheOptions) {
    this.freshMs = options.freshMs ?? 60_000;
    this.staleMs = options.staleMs ?? 300_000;
    this.maxEntries = options.maxEntries ?? 1000;
    this.maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
    this.now = options.now ?? Date.now;
  }

  /** Content changed somewhere: drop every page, and let no render in flight be stored. */
  invalidate(): void {
    this.generation += 1;
    this.entries.clear();
    this.inflight.clear();
    this.bytes = 0;
  }

  /**
   * Content changed on some pages only (a registration: its course's page): drop the kept pages
   * whose path matches, keep the rest. A render in flight anywhere is not stored, as after
   * {@link invalidate}: it may have read the data before the change, and telling which page it
   * is for costs more than the one render it saves.
   */
  invalidatePages(matches: (pathname: string) => boolean): void {
    this.generation += 1;
    for (const key of [...this.entries.keys()]) {
      if (matches(new URL(key).pathname)) this.drop(key);
    }
    for (const key of [...this.inflight.keys()]) {
      if (matches(new URL(key).pathname)) this.inflight.delete(key);
    }
  }

  /** Whether change notifications arrive; without them a kept page could go stale unseen. */
  setListening(listening: boolean): void {
    if (!listening) this.invalidate();
    this.listening = listening;
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  /**
   * Fresh hits, mounted before every other middleware: a page kept here is answered from its
   * bytes and the headers the whole chain gave it when it was last sent (security headers, its
   * hash-based CSP, Cache-Control, Vary; ETag and 304 per encoding), without request logging,
   * header building or routing per request. Anything else — a miss, a stale page, a page not
   * yet sent over this scheme, a personal request — goes on to {@link middleware}, behind
   * the whole chain.
   */
  hits(): RequestHandler {
    return (req, res, next) => {
      // A page is kept only after a miss, which loaded the routes: with entries, they are here.
      if (
        this.entries.size === 0 ||
        !this.listening ||
        (req.method !== "GET" && req.method !== "HEAD") ||
        !this.isCacheablePath?.(req.path) ||
        !this.options.enabled()
      ) {
        return next();
      }
      const key = requestCacheKey(
        `${req.protocol}://${req.get("host") ?? "localhost"}`,
        req.originalUrl,
        req.headers.cookie,
      );
      const entry = key === null ? undefined : this.entries.get(key);
      const sent = entry?.sent;
      if (!entry || !sent || this.now() - entry.storedAt > this.freshMs) return next();
      const encoding = preferredEncoding(req.headers["accept-encoding"]);
      if (etagMatches(req.headers["if-none-match"], entry.etags)) {
        res.writeHead(304, sent[encoding].notModified).end();
        return;
      }
      res
        .writeHead(200, sent[encoding].ok)
        .end(req.method === "HEAD" ? undefined : entry.representations[encoding].body);
    };
  }

  middleware(): RequestHandler {
    return (req, res, next) => {
      if (req.method !== "GET" && req.method !== "HEAD") return next();
      if (this.isCacheablePath) return this.decide(this.isCacheablePath, req, res, next);
      this.cacheablePaths()
        .then((isCacheablePath) => this.decide(isCacheablePath, req, res, next))
        .catch(next);
    };
  }

  /** The routes' answer, loaded once (a failed load is asked again by the next request). */
  private cacheablePaths(): Promise<CacheablePaths> {
    this.loadingPaths ??= this.options.cacheablePaths().then(
      (isCacheablePath) => (this.isCacheablePath = isCacheablePath),
      (error: unknown) => {
        this.loadingPaths = undefined;
        throw error;
      },
    );
    return this.loadingPaths;
  }

  private decide(
    isCacheablePath: CacheablePaths,
    req: ExpressRequest,
    res: ExpressResponse,
    next: NextFunction,
  ) {
    if (!isCacheablePath(req.path)) return next();
    if (!this.options.enabled()) {
      res.setHeader(PAGE_CACHE_HEADER, "off");
      return next();
    }
    const origin = `${req.protocol}://${req.get("host") ?? "localhost"}`;
    const key = pageCacheKey(origin, new URL(req.originalUrl, origin), req.headers.cookie);
    if (key === null || !this.listening) {
      res.setHeader(PAGE_CACHE_HEADER, "bypass");
      return next();
    }
    this.answer(key, origin, req, res).catch(next);
  }

  private async answer(key: string, origin: string, req: ExpressRequest, res: ExpressResponse) {
    const entry = this.entries.get(key);
    const age = entry ? this.now() - entry.storedAt : Infinity;
    if (entry && age <= this.freshMs) return this.send(key, req, res, entry, "hit");
    if (entry && age <= this.freshMs + this.staleMs) {
      // One visitor's request refreshes the page; everyone meanwhile gets it at once.
      this.fill(key, origin, req.originalUrl).catch(() => this.drop(key));
      return this.send(key, req, res, entry, "stale");
    }
    const rendered = await this.fill(key, origin, req.originalUrl);
    return this.send(key, req, res, rendered.entry, rendered.storable ? "miss" : "bypass");
  }

  private send(
    key: string,
    req: ExpressRequest,
    res: ExpressResponse,
    entry: Entry,
    state: PageCacheState,
  ) {
    res.setHeader(PAGE_CACHE_HEADER, state);
    const policy = res.getHeader("Content-Security-Policy");
    if (typeof policy === "string") {
      res.setHeader("Content-Security-Policy", policyWithHashes(policy, entry.scriptHashes));
    }
    for (const [name, value] of entry.headers) res.append(name, value);
    if (entry.status !== 200) {
      // Rendered for the cache but not kept (a 404, a page that set a cookie): this visitor's copy only.
      res.setHeader("Cache-Control", "no-cache");
      res
        .status(entry.status)
        .end(req.method === "HEAD" ? undefined : entry.representations.identity.body);
      return;
    }
    const encoding = preferredEncoding(req.get("accept-encoding"));
    const representation = entry.representations[encoding];
    res.setHeader("Cache-Control", state === "bypass" ? "no-cache" : CACHED_PAGE_CACHE_CONTROL);
    res.setHeader("Vary", "Accept-Encoding");
    res.setHeader("ETag", representation.etag);
    if (state !== "bypass" && !entry.sent && this.entries.get(key) === entry) {
      entry.sent = hitHeaders(res, entry);
    }
    if (etagMatches(req.get("if-none-match"), entry.etags)) {
      res.status(304).end();
      return;
    }
    if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
    res.setHeader("Content-Length", representation.body.length);
    res.status(200).end(req.method === "HEAD" ? undefined : representation.body);
  }

  private fill(key: string, origin: string, url: string): Promise<Rendered> {
    const pending = this.inflight.get(key);
    if (pending) return pending;
    const generation = this.generation;
    const promise = this.renderEntry(origin, url)
      .then((rendered) => {
        if (rendered.storable && generation === this.generation) this.store(key, rendered.entry);
        return rendered;
      })
      .finally(() => {
        if (this.inflight.get(key) === promise) this.inflight.delete(key);
      });
    this.inflight.set(key, promise);
    return promise;
  }

  private async renderEntry(origin: string, url: string): Promise<Rendered> {
    const response = await this.options.render(
      new Request(new URL(url, origin), { headers: { accept: "text/html" } }),
    );
    return renderedEntry(response, this.now());
  }

  private store(key: string, entry: Entry) {
    this.drop(key);
    if (entry.bytes > this.maxBytes) return;
    this.entries.set(key, entry);
    this.bytes += entry.bytes;
    // Oldest first: a Map keeps insertion order, and a hit does not reorder (cheap, and fair enough).
    for (const [oldest, old] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= old.bytes;
    }
  }

  private drop(key: string) {
    const old = this.entries.get(key);
    if (!old) return;
    this.entries.delete(key);
    this.bytes -= old.bytes;
  }
}
