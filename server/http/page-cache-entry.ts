import { promisify } from "node:util";
import zlib from "node:zlib";
import type { Response as ExpressResponse } from "express";
import { inlineScriptHashes, strongEtag } from "./page-cache-policy";

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

export type Encoding = "identity" | "gzip" | "br";

interface Representation {
  body: Buffer;
  etag: string;
}

/** The header lines of a hit in one encoding, flat as http's writeHead takes them. */
export interface HitHeaders {
  ok: string[];
  notModified: string[];
}

/** A page as the cache keeps it: its bytes in every encoding, and what describes it. */
export interface Entry {
  status: number;
  headers: [string, string][];
  /** Inline-script hashes that replace the nonce in the page's CSP (HTML only). */
  scriptHashes: string[];
  representations: Record<Encoding, Representation>;
  etags: string[];
  /**
   * Every header the whole middleware chain gave this page when it was last sent (the scheme
   * is part of the key, so HSTS goes with https pages only): what the cache's fresh hits
   * answer with, unchanged. Unset until the page has been sent once.
   */
  sent?: Record<Encoding, HitHeaders>;
  bytes: number;
  storedAt: number;
}

/** A page rendered for the cache, and whether it may be kept. */
export interface Rendered {
  entry: Entry;
  storable: boolean;
}

export const PAGE_CACHE_HEADER = "X-Page-Cache";
/** Headers of the rendered response that describe the page itself, kept with it. */
const KEPT_HEADERS = new Set(["content-type", "link", "content-language", "x-robots-tag"]);
/** Set by the cache for the bytes actually sent, never copied from the rendered response. */
const FRAMING_HEADERS = new Set([
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "connection",
  "content-security-policy",
  "etag",
  "cache-control",
]);
/** Per encoding, per state: not part of what a hit copies from the page's last answer. */
const PER_ANSWER_HEADERS = new Set(["x-page-cache", "etag", "content-encoding", "content-length"]);
const ENCODINGS: readonly Encoding[] = ["identity", "gzip", "br"];
const CACHEABLE_TYPE =
  /^(text\/html|text\/plain|application\/xml|application\/rss\+xml|text\/xml)\b/i;
const MAX_PAGE_BYTES = 2 * 1024 * 1024;

/**
 * A rendered response as a cache entry, compressed once in every encoding (a hit then costs no
 * compression), and whether it may be kept: a 200 of a cacheable type that sets no cookie and
 * does not ask to stay private.
 */
export async function renderedEntry(response: Response, storedAt: number): Promise<Rendered> {
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
  const representations: Record<Encoding, Representation> = {
    identity: { body, etag: strongEtag(body, "identity") },
    gzip: { body: gzipped, etag: strongEtag(body, "gzip") },
    br: { body: brotlied, etag: strongEtag(body, "br") },
  };
  const entry: Entry = {
    status: response.status,
    headers,
    scriptHashes: /^text\/html/i.test(type) ? inlineScriptHashes(body.toString("utf8")) : [],
    representations,
    etags: ENCODINGS.map((encoding) => representations[encoding].etag),
    bytes: body.length + gzipped.length + brotlied.length,
    storedAt,
  };
  return { entry, storable };
}

/**
 * What the chain set on this answer (all but the per-answer headers), as the hits' headers
 * in each encoding; nothing in them varies between visitors of one origin.
 */
export function hitHeaders(res: ExpressResponse, entry: Entry): Record<Encoding, HitHeaders> {
  const shared: string[] = [];
  // Lower-case names (as HTTP/2 sends them; HTTP/1.1 names are case-insensitive).
  for (const name of res.getHeaderNames()) {
    if (PER_ANSWER_HEADERS.has(name)) continue;
    const value = res.getHeader(name);
    if (value === undefined) continue;
    for (const line of Array.isArray(value) ? value : [value]) shared.push(name, String(line));
  }
  const perEncoding = {} as Record<Encoding, HitHeaders>;
  for (const encoding of ENCODINGS) {
    const { body, etag } = entry.representations[encoding];
    const notModified = [...shared, PAGE_CACHE_HEADER, "hit", "ETag", etag];
    perEncoding[encoding] = {
      notModified,
      ok: [
        ...notModified,
        ...(encoding === "identity" ? [] : ["Content-Encoding", encoding]),
        "Content-Length",
        String(body.length),
      ],
    };
  }
  return perEncoding;
}
