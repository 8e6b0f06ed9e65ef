import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  isPersonalRequest,
  etagMatches,
  inlineScriptHashes,
  pageCacheKey,
  policyWithHashes,
  preferredEncoding,
  requestCacheKey,
  strongEtag,
} from "./page-cache-policy";

const ORIGIN = "https://aihq.example";
const url = (path: string) => new URL(path, ORIGIN);

describe("pageCacheKey", () => {
  it("is the same for the same query in any order, per origin", () => {
    const a = pageCacheKey(ORIGIN, url("/shop/masterclasses?type=masterclass&q=ai"), undefined);
    const b = pageCacheKey(ORIGIN, url("/shop/masterclasses?q=ai&type=masterclass"), undefined);
    expect(a).toBe(b);
    expect(a).toBe(`${ORIGIN}/shop/masterclasses?q=ai&type=masterclass`);
    expect(pageCacheKey("http://other.example", url("/"), undefined)).not.toBe(
      pageCacheKey(ORIGIN, url("/"), undefined),
    );
  });
  it("is null for a flash toast, an admin session, an in-page form or an over-long query", () => {
    expect(pageCacheKey(ORIGIN, url("/contact"), "aihq_toast=x.y")).toBeNull();
    expect(pageCacheKey(ORIGIN, url("/"), "theme=dark; aihq_admin=abc")).toBeNull();
    expect(pageCacheKey(ORIGIN, url("/"), "__Host-aihq_admin=abc")).toBeNull();
    expect(pageCacheKey(ORIGIN, url("/shop/masterclasses/a?register=hrdc"), undefined)).toBeNull();
    expect(pageCacheKey(ORIGIN, url("/shop/grants?inquire=1"), undefined)).toBeNull();
    expect(pageCacheKey(ORIGIN, url(`/shop/books?q=${"x".repeat(2000)}`), undefined)).toBeNull();
    // Other cookies (analytics, preferences) do not make a page personal.
    expect(pageCacheKey(ORIGIN, url("/"), "not_aihq_toast=1; visited=1")).toBe(`${ORIGIN}/`);
  });
});

describe("isPersonalRequest", () => {
  const params = (query: string) => new URLSearchParams(query);
  it("is personal with a toast or session cookie, an in-page form or a signed link", () => {
    expect(isPersonalRequest(params(""), "aihq_toast=abc.def")).toBe(true);
    expect(isPersonalRequest(params(""), "theme=dark; __Host-aihq_admin=x")).toBe(true);
    expect(isPersonalRequest(params("register=individual"), undefined)).toBe(true);
    expect(isPersonalRequest(params("inquire=abc"), undefined)).toBe(true);
    expect(isPersonalRequest(params("expires=1&sig=abc"), undefined)).toBe(true);
    expect(pageCacheKey(ORIGIN, url("/shop/masterclasses?sig=x"), undefined)).toBeNull();
  });
  it("is not personal otherwise", () => {
    expect(isPersonalRequest(params("q=ai&month=2026-01"), "theme=dark")).toBe(false);
    expect(isPersonalRequest(params(""), undefined)).toBe(false);
  });
});

describe("requestCacheKey", () => {
  it("is pageCacheKey of the target, parsed or not", () => {
    for (const target of [
      "/",
      "/shop",
      "/shop/",
      "/blog/rss.xml",
      "/robots.txt",
      "/shop/masterclasses/ai-ready-leader",
      "/shop/masterclasses?q=ai&type=x",
      "/shop/../about-us",
      "/shop/./books",
      "//evil.example/",
      "/Shop",
      "/%61bout-us",
      "/about-us#part",
      "/blog/a.b",
    ]) {
      for (const cookie of [undefined, "visited=1", "aihq_toast=x"]) {
        expect(requestCacheKey(ORIGIN, target, cookie), `${target} ${cookie}`).toBe(
          pageCacheKey(ORIGIN, url(target), cookie),
        );
      }
    }
    expect(requestCacheKey(ORIGIN, `/${"a".repeat(2000)}`, undefined)).toBeNull();
  });
});

describe("inlineScriptHashes and policyWithHashes", () => {
  const sha = (text: string) =>
    `'sha256-${crypto.createHash("sha256").update(text, "utf8").digest("base64")}'`;

  it("hashes each inline script once, and no external one", () => {
    const html =
      '<script>window.a = "é";</script><script type="module" src="/assets/x.js"></script>' +
      '<SCRIPT nonce="">import("/assets/y.js")</SCRIPT><script>window.a = "é";</script>';
    expect(inlineScriptHashes(html)).toEqual([
      sha('window.a = "é";'),
      sha('import("/assets/y.js")'),
    ]);
  });

  it("replaces the nonce source and keeps the rest of the policy", () => {
    const policy = "default-src 'self';script-src 'self' 'nonce-abc==';object-src 'none'";
    expect(policyWithHashes(policy, ["'sha256-x'", "'sha256-y'"])).toBe(
      "default-src 'self';script-src 'self' 'sha256-x' 'sha256-y';object-src 'none'",
    );
  });
});

describe("validators and encodings", () => {
  const body = Buffer.from("<html>page</html>");

  it("gives each encoding its own strong ETag and matches any of them", () => {
    const tags = (["identity", "gzip", "br"] as const).map((e) => strongEtag(body, e));
    expect(new Set(tags).size).toBe(3);
    expect(tags[0]).toMatch(/^"[A-Za-z0-9_-]{32}"$/);
    expect(etagMatches(`W/${tags[1]}`, tags)).toBe(true);
    expect(etagMatches(`"other", ${tags[2]}`, tags)).toBe(true);
    expect(etagMatches("*", tags)).toBe(true);
    expect(etagMatches('"other"', tags)).toBe(false);
    expect(etagMatches(undefined, tags)).toBe(false);
    expect(strongEtag(Buffer.from("<html>other</html>"), "identity")).not.toBe(tags[0]);
  });

  it("prefers brotli, then gzip, and honours q=0", () => {
    expect(preferredEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(preferredEncoding("gzip")).toBe("gzip");
    expect(preferredEncoding("br;q=0, gzip;q=0.5")).toBe("gzip");
    expect(preferredEncoding("*")).toBe("br");
    expect(preferredEncoding("identity")).toBe("identity");
    expect(preferredEncoding(undefined)).toBe("identity");
  });
});
