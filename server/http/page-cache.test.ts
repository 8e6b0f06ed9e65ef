import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { PageCache } from "./page-cache";
import { cspNonce, securityHeaders } from "./security";

/**
 * The hit path: a kept page answered before the middleware chain must carry
 * exactly what the chain gave it (security headers, its hash-based CSP,
 * Cache-Control, Vary, ETag), per scheme, and leave everything it cannot
 * answer to the chain.
 */
const PAGE = `<!doctype html><html><body><p>Catalogue</p><script>window.x=1</script></body></html>`;

let now = 1_000_000;
let renders = 0;
let chainCalls = 0;
const cache = new PageCache({
  enabled: () => true,
  // The app's routes decide this (page-cache-routes.test.ts); here the shop and the blog are public.
  cacheablePaths: async () => (pathname) => /^\/(shop|blog)\b/.test(pathname),
  now: () => now,
  render: async () => {
    renders += 1;
    return new Response(PAGE, { headers: { "content-type": "text/html; charset=utf-8" } });
  },
});

const app = express();
app.disable("x-powered-by");
app.set("trust proxy", true);
app.use(cache.hits());
app.use((_req, _res, next) => {
  chainCalls += 1;
  next();
});
app.use(cspNonce, ...securityHeaders({ production: true }));
app.use(cache.middleware());
app.use((_req, res) => res.status(404).end("not here"));

let server: http.Server;
let base: string;

beforeAll(async () => {
  server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  cache.setListening(true);
  cache.invalidate();
  renders = 0;
  chainCalls = 0;
});

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

function request(path: string, headers: Record<string, string> = {}, method = "GET") {
  return new Promise<Answer>((resolve, reject) => {
    http
      .request(`${base}${path}`, { method, headers }, (res) => {
        let body = "";
        res.setEncoding("latin1");
        res.on("data", (chunk: string) => (body += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      })
      .on("error", reject)
      .end();
  });
}

/** Headers that differ per answer by design. */
function shared(headers: http.IncomingHttpHeaders) {
  const {
    date: _date,
    "x-page-cache": _state,
    connection: _c,
    "keep-alive": _k,
    ...rest
  } = headers;
  return rest;
}

describe("PageCache.hits", () => {
  it("answers a kept page without the chain, with the very headers the chain gave it", async () => {
    const miss = await request("/shop");
    expect(miss.headers["x-page-cache"]).toBe("miss");
    expect(chainCalls).toBe(1);
    const hit = await request("/shop");
    expect(hit.headers["x-page-cache"]).toBe("hit");
    expect(chainCalls).toBe(1);
    expect(renders).toBe(1);
    expect(hit.body).toBe(miss.body);
    expect(shared(hit.headers)).toEqual(shared(miss.headers));
    // The kept page's CSP: its script by hash, no nonce; the other security headers as set.
    expect(hit.headers["content-security-policy"]).toMatch(/script-src 'self' 'sha256-[^']+'/);
    expect(hit.headers["content-security-policy"]).not.toContain("nonce-");
    expect(hit.headers["x-frame-options"]).toBe("DENY");
    expect(hit.headers["permissions-policy"]).toContain("camera=()");
    expect(hit.headers["cache-control"]).toBe(
      "public, max-age=0, s-maxage=60, stale-while-revalidate=300",
    );
  });

  it("sends each encoding with its own validator and length, 304 on a match, no body for HEAD", async () => {
    await request("/shop");
    const br = await request("/shop", { "Accept-Encoding": "gzip, br" });
    expect(br.headers["x-page-cache"]).toBe("hit");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.etag).toMatch(/-br"$/);
    expect(Number(br.headers["content-length"])).toBe(Buffer.byteLength(br.body, "latin1"));
    const gzip = await request("/shop", { "Accept-Encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gzip.headers.etag).toMatch(/-gzip"$/);

    const revalidated = await request("/shop", { "If-None-Match": br.headers.etag! });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body).toBe("");
    expect(revalidated.headers["content-security-policy"]).toBeDefined();

    const head = await request("/shop", {}, "HEAD");
    expect(head.status).toBe(200);
    expect(head.body).toBe("");
    expect(Number(head.headers["content-length"])).toBe(PAGE.length);
    expect(chainCalls).toBe(1);
  });

  it("keeps https pages apart, with their own headers (HSTS)", async () => {
    await request("/shop");
    const secure = await request("/shop", { "X-Forwarded-Proto": "https" });
    expect(secure.headers["x-page-cache"]).toBe("miss");
    expect(chainCalls).toBe(2);
    expect(secure.headers["strict-transport-security"]).toContain("max-age=");
    const secureAgain = await request("/shop", { "X-Forwarded-Proto": "https" });
    expect(secureAgain.headers["x-page-cache"]).toBe("hit");
    expect(chainCalls).toBe(2);
    expect(secureAgain.headers["strict-transport-security"]).toContain("max-age=");
    const plain = await request("/shop");
    expect(plain.headers["x-page-cache"]).toBe("hit");
    expect(plain.headers["strict-transport-security"]).toBeUndefined();
    expect(chainCalls).toBe(2);
  });

  it("leaves personal requests, stale pages, other paths and a lost change feed to the chain", async () => {
    await request("/shop");
    await request("/shop", { Cookie: "aihq_toast=saved" });
    expect(chainCalls).toBe(2);
    await request("/shop?register=individual");
    expect(chainCalls).toBe(3);
    await request("/admin");
    expect(chainCalls).toBe(4);
    await request("/shop", {}, "POST");
    expect(chainCalls).toBe(5);

    now += 61_000;
    const stale = await request("/shop");
    expect(stale.headers["x-page-cache"]).toBe("stale");
    expect(chainCalls).toBe(6);

    cache.setListening(false);
    const unheard = await request("/shop");
    expect(unheard.headers["x-page-cache"]).toBe("bypass");
    expect(chainCalls).toBe(7);
  });

  it("a query in another order finds the same kept page", async () => {
    await request("/blog?page=2&category=ai");
    const hit = await request("/blog?category=ai&page=2");
    expect(hit.headers["x-page-cache"]).toBe("hit");
    expect(chainCalls).toBe(1);
  });
});

describe("PageCache.invalidatePages", () => {
  it("drops the matching pages, whatever their query, and keeps the others", async () => {
    const pages = [
      "/shop/masterclasses/course-a",
      "/shop/masterclasses/course-a?utm=x",
      "/shop/masterclasses/course-b",
      "/shop/masterclasses",
    ];
    for (const path of pages) await request(path);
    for (const path of pages) expect((await request(path)).headers["x-page-cache"]).toBe("hit");
    cache.invalidatePages((pathname) => pathname === "/shop/masterclasses/course-a");
    expect((await request(pages[0]!)).headers["x-page-cache"]).toBe("miss");
    expect((await request(pages[1]!)).headers["x-page-cache"]).toBe("miss");
    expect((await request(pages[2]!)).headers["x-page-cache"]).toBe("hit");
    expect((await request(pages[3]!)).headers["x-page-cache"]).toBe("hit");
    expect(cache.size.entries).toBe(4);
  });
});
