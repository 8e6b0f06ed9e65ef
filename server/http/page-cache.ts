import { promisify } from "node:util";
import zlib from "node:zlib";
import type {
  Request as ExpressRequest,
  RequestHandler,
  Response as ExpressResponse,
} from "express";
import {
  CACHED_PAGE_CACHE_CONTROL,
  etagMatches,
  inlineScriptHashes,
  isCacheablePath,
  pageCacheKey,
  policyWithHashes,
  preferredEncoding,
  strongEtag,
} from "./page-cache-policy";

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

type Encoding = "identity" | "gzip" | "br";

interface Representation {
  body: Buffer;
  etag: string;
}

interface Entry {
  status: number;
  headers: [string, string][];
  /** Inline-script hashes that replace the nonce in the page's CSP (HTML only). */
  scriptHashes: string[];
  representations: Record<Encoding, Representation>;
  bytes: number;
  storedAt: number;
}

/** A page rendered for the cache, and whether it may be kept. */
interface Rendered {
  entry: Entry;
  storable: boolean;
}

export type PageCacheState = "hit" | "stale" | "miss" | "bypass" | "off";

export interface PageCacheOptions {
  /** Renders a page the same for everyone: no cookies, no nonce, whole (not streamed). */
  render: (request: Request) => Promise<Response>;
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

const HEADER = "X-Page-Cache";
/** Headers of the rendered response that describe the page itself, kept with it. */
const KEPT_HEADERS = new Set(["content-type", "link", "content-language", "x-robots-tag"]);
/** Set here for the bytes actually sent, never copied from the rendered response. */
const FRAMING_HEADERS = new Set([
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "connection",
  "content-security-policy",
  "etag",
  "cache-control",
]);
const CACHEABLE_TYPE =
  /^(text\/html|text\/plain|application\/xml|application\/rss\+xml|text\/xml)\b/i;
const MAX_PAGE_BYTES = 2 * 1024 * 1024;

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

  /** Whether change notifications arrive; without them a kept page could go stale unseen. */
  setListening(listening: boolean): void {
    if (!listening) this.invalidate();
    this.listening = listening;
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  middleware(): RequestHandler {
    return (req, res, next) => {
      if ((req.method !== "GET" && req.method !== "HEAD") || !isCacheablePath(req.path)) {
        return next();
      }
      if (!this.options.enabled()) {
        res.setHeader(HEADER, "off");
        return next();
      }
      const origin = `${req.protocol}://${req.get("host") ?? "localhost"}`;
      const key = pageCacheKey(origin, new URL(req.originalUrl, origin), req.headers.cookie);
      if (key === null || !this.listening) {
        res.setHeader(HEADER, "bypass");
        return next();
      }
      this.answer(key, origin, req, res).catch(next);
    };
  }

  private async answer(key: string, origin: string, req: ExpressRequest, res: ExpressResponse) {
    const entry = this.entries.get(key);
    const age = entry ? this.now() - entry.storedAt : Infinity;
    if (entry && age <= this.freshMs) return send(req, res, entry, "hit");
    if (entry && age <= this.freshMs + this.staleMs) {
      // One visitor's request refreshes the page; everyone meanwhile gets it at once.
      this.fill(key, origin, req.originalUrl).catch(() => this.drop(key));
      return send(req, res, entry, "stale");
    }
    const rendered = await this.fill(key, origin, req.originalUrl);
    return send(req, res, rendered.entry, rendered.storable ? "miss" : "bypass");
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
    const body = Buffer.from(await response.arrayBuffer());
    const type = response.headers.get("content-type") ?? "";
    const storable =
      response.status === 200 &&
      !response.headers.has("set-cookie") &&
      !/no-store|private/i.test(response.headers.get("cache-control") ?? "") &&
      CACHEABLE_TYPE.test(type) &&
      body.length <= MAX_PAGE_BYTES;
    const [gzipped, brotlied] = await Promise.all([
      gzip(body, { level: 9 }),
      brotli(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 9,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
    ]);
    // A kept page keeps what describes it; one sent once (a redirect, a 404) keeps all but framing.
    const headers: [string, string][] = [];
    response.headers.forEach((value, name) => {
      const lower = name.toLowerCase();
      if (storable ? KEPT_HEADERS.has(lower) : !FRAMING_HEADERS.has(lower)) {
        headers.push([name, value]);
      }
    });
    const entry: Entry = {
      status: response.status,
      headers,
      scriptHashes: /^text\/html/i.test(type) ? inlineScriptHashes(body.toString("utf8")) : [],
      representations: {
        identity: { body, etag: strongEtag(body, "identity") },
        gzip: { body: gzipped, etag: strongEtag(body, "gzip") },
        br: { body: brotlied, etag: strongEtag(body, "br") },
      },
      bytes: body.length + gzipped.length + brotlied.length,
      storedAt: this.now(),
    };
    return { entry, storable };
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

function send(req: ExpressRequest, res: ExpressResponse, entry: Entry, state: PageCacheState) {
  res.setHeader(HEADER, state);
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
  const etags = Object.values(entry.representations).map((r) => r.etag);
  if (etagMatches(req.get("if-none-match"), etags)) {
    res.status(304).end();
    return;
  }
  if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", representation.body.length);
  res.status(200).end(req.method === "HEAD" ? undefined : representation.body);
}
