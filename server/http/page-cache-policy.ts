import crypto from "node:crypto";
import { DIALOG_PARAMS } from "#common/registration-url";
import { TOAST_COOKIE_NAME } from "#common/toast";
import { SESSION_COOKIE_NAMES } from "#server/auth/session-cookie";

/**
 * The pure parts of how the page cache answers, and which requests it must leave alone. A page
 * is cached only when it is the same for every visitor: its route says so
 * (page-cache-routes.ts), and the request carries no admin session or flash toast and opens no
 * form in the page for browsers without JavaScript (it carries a per-load key).
 */

/** Cookies that make a page personal, named by the modules that set them. */
const PERSONAL_COOKIES = new RegExp(
  `(?:^|;\\s*)(?:${[TOAST_COOKIE_NAME, ...SESSION_COOKIE_NAMES].map(escapeRegExp).join("|")})=`,
);

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

const MAX_KEY_LENGTH = 1024;

/**
 * A request whose answer is for this visitor alone: it carries the flash toast or an admin
 * session, renders a form with a per-load key (`?register=`, `?inquire=`), or is a signed
 * link (`sig`: cancel, claim, invite), which names one person's booking or account.
 */
export function isPersonalRequest(params: URLSearchParams, cookieHeader: string | undefined) {
  if (cookieHeader && PERSONAL_COOKIES.test(cookieHeader)) return true;
  return params.has("sig") || DIALOG_PARAMS.some((name) => params.has(name));
}

/**
 * The cache key of a request, or null when the page must be rendered for
 * this request alone. The origin is part of the key because pages print
 * absolute links from it when PUBLIC_URL is not set.
 */
export function pageCacheKey(
  origin: string,
  url: URL,
  cookieHeader: string | undefined,
): string | null {
  const params = new URLSearchParams(url.search);
  if (isPersonalRequest(params, cookieHeader)) return null;
  params.sort();
  const query = params.toString();
  const key = `${origin}${url.pathname}${query ? `?${query}` : ""}`;
  return key.length <= MAX_KEY_LENGTH ? key : null;
}

/**
 * Targets a URL parser leaves as they are: slash-separated lower-case words, digits and
 * hyphens, optionally a feed's suffix; no query, dot segment or empty segment.
 */
const PLAIN_TARGET = /^(?:\/[a-z0-9-]+)*\/$|^(?:\/[a-z0-9-]+)+(?:\.(?:xml|txt))?$/;

/**
 * {@link pageCacheKey} of a request target as it arrived (path and query). A target of the
 * characters of the cacheable paths alone, with no query, is its own normal form, so it is not
 * parsed again: this runs on every cache hit.
 */
export function requestCacheKey(
  origin: string,
  target: string,
  cookieHeader: string | undefined,
): string | null {
  if (!PLAIN_TARGET.test(target)) {
    return pageCacheKey(origin, new URL(target, origin), cookieHeader);
  }
  if (cookieHeader && PERSONAL_COOKIES.test(cookieHeader)) return null;
  const key = `${origin}${target}`;
  return key.length <= MAX_KEY_LENGTH ? key : null;
}

/**
 * CSP sources for the inline scripts of a page: a cached page is sent to
 * many visitors, so it cannot carry a per-response nonce; the hashes of its
 * exact scripts allow those and nothing else.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? "";
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const digest = crypto
      .createHash("sha256")
      .update(match[2] ?? "", "utf8")
      .digest("base64");
    hashes.add(`'sha256-${digest}'`);
  }
  return [...hashes];
}

/** The response's policy with its nonce source replaced by the page's script hashes. */
export function policyWithHashes(policy: string, hashes: readonly string[]): string {
  return policy.replace(/'nonce-[^']*'/g, hashes.join(" ")).replace(/ {2,}/g, " ");
}

/** A strong validator of the page's bytes; each encoding gets its own (RFC 9110 §8.8.3). */
export function strongEtag(body: Buffer, encoding: "identity" | "gzip" | "br"): string {
  const digest = crypto.createHash("sha256").update(body).digest("base64url").slice(0, 32);
  return encoding === "identity" ? `"${digest}"` : `"${digest}-${encoding}"`;
}

/** Whether If-None-Match names any representation of this page (weak comparison). */
export function etagMatches(ifNoneMatch: string | undefined, etags: readonly string[]): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  return ifNoneMatch
    .split(",")
    .map((tag) => tag.trim().replace(/^W\//, ""))
    .some((tag) => etags.includes(tag));
}

/** br, then gzip, then none: what the client accepts (a q=0 refuses). */
export function preferredEncoding(acceptEncoding: string | undefined): "br" | "gzip" | "identity" {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? "").toLowerCase().split(",")) {
    const [name, ...parameters] = part.trim().split(";");
    if (!name) continue;
    const q = parameters.map((p) => p.trim()).find((p) => p.startsWith("q="));
    accepted.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const allows = (name: string) => (accepted.get(name) ?? accepted.get("*") ?? 0) > 0;
  if (allows("br")) return "br";
  if (allows("gzip")) return "gzip";
  return "identity";
}

/** CDN-friendly: browsers revalidate (ETag), shared caches keep it a minute, then refresh in the background. */
export const CACHED_PAGE_CACHE_CONTROL =
  "public, max-age=0, s-maxage=60, stale-while-revalidate=300";
