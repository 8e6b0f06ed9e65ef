import crypto from "node:crypto";
import zlib from "node:zlib";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blogPosts, books } from "#server/db/schema";
import { liveDatabases, startLiveServer, type LiveServer } from "./live-server";
import { HUMAN_FILL_MS } from "./probe";

/**
 * Public pages come from memory until their content changes,
 * on the real built server. What a visitor (and a CDN) sees: the same bytes
 * with a strong ETag, scripts allowed by hash (no nonce repeated across
 * visitors), personal pages never shared, and every change to what a page
 * shows reaching the next request — on every instance.
 */

const get = (server: LiveServer, path: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${path}`, { headers, redirect: "manual" });

function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter((match) => !/\ssrc=/.test(match[1] ?? ""))
    .map((match) => match[2] ?? "");
}

const sha256 = (text: string) =>
  `'sha256-${crypto.createHash("sha256").update(text, "utf8").digest("base64")}'`;

/** Asks until the page is rendered afresh (a NOTIFY arrives just after the commit). */
async function untilMiss(server: LiveServer, path: string): Promise<Response> {
  for (let attempt = 0; attempt < 40; attempt++) {
    const response = await get(server, path);
    if (response.headers.get("x-page-cache") === "miss") return response;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${path} was never rendered again`);
}

interface OpenCourse {
  path: string;
  fields: Record<string, string>;
  html: string;
}

/** Courses still taking registrations (up to `count`), and the hidden fields of their in-page forms. */
async function openCourses(server: LiveServer, count: number): Promise<OpenCourse[]> {
  const list = await (await get(server, "/shop/masterclasses")).text();
  const found: OpenCourse[] = [];
  const paths = new Set(
    [...list.matchAll(/href="(\/shop\/masterclasses\/[a-z0-9-]+)"/g)].map((match) => match[1]!),
  );
  for (const path of paths) {
    const html = await (await get(server, `${path}?register=individual`)).text();
    const fields: Record<string, string> = {};
    for (const input of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)) {
      fields[input[1]!] = input[2]!.replace(/&amp;/g, "&");
    }
    if (fields.formToken && fields.idempotencyKey) found.push({ path, fields, html });
    if (found.length === count) return found;
  }
  throw new Error(`Fewer than ${count} courses take registrations`);
}

/** A course still taking registrations, and the hidden fields of its in-page form. */
async function openCourse(server: LiveServer): Promise<OpenCourse> {
  return (await openCourses(server, 1))[0]!;
}

/** Registers one person for the course as a browser without JavaScript does. */
function registerFor(server: LiveServer, course: OpenCourse, fields: Record<string, string> = {}) {
  return fetch(`${server.url}${course.path}?register=individual`, {
    method: "POST",
    headers: { Origin: server.url, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      ...course.fields,
      mode: "individual",
      name: "Cache Reader",
      email: `cache-${crypto.randomBytes(4).toString("hex")}@example.com`,
      ...fields,
    }),
    redirect: "manual",
  });
}

/** Warms the pages and checks they are kept. */
async function cached(server: LiveServer, paths: string[]) {
  for (const path of paths) {
    await get(server, path);
    expect((await get(server, path)).headers.get("x-page-cache"), path).toBe("hit");
  }
}

async function firstSlug(server: LiveServer, listPath: string, prefix: string): Promise<string> {
  const html = await (await get(server, listPath)).text();
  const slug = new RegExp(`href="${prefix}/([a-z0-9-]+)"`).exec(html)?.[1];
  if (!slug) throw new Error(`No link under ${prefix} on ${listPath}`);
  return slug;
}

for (const database of liveDatabases()) {
  describe(`page cache on ${database}`, () => {
    let server: LiveServer;

    beforeAll(async () => {
      server = await startLiveServer(database, { FORM_RATE_LIMIT_PER_HOUR: "1000" });
    }, 120_000);
    afterAll(async () => {
      await server?.stop();
    });

    it("renders a public page once, then serves the same bytes with a strong ETag and a CDN-friendly Cache-Control", async () => {
      const first = await get(server, "/about-us");
      expect(first.status).toBe(200);
      expect(first.headers.get("x-page-cache")).toBe("miss");
      const body = await first.text();
      const second = await get(server, "/about-us");
      expect(second.headers.get("x-page-cache")).toBe("hit");
      expect(await second.text()).toBe(body);
      expect(second.headers.get("cache-control")).toBe(
        "public, max-age=0, s-maxage=60, stale-while-revalidate=300",
      );
      const etag = second.headers.get("etag");
      // fetch asks for gzip: each encoding has its own strong validator.
      expect(etag).toMatch(/^"[A-Za-z0-9_-]{32}(-gzip|-br)?"$/);
      expect(second.headers.get("vary")).toContain("Accept-Encoding");

      const revalidated = await get(server, "/about-us", { "If-None-Match": etag! });
      expect(revalidated.status).toBe(304);
      expect(await revalidated.text()).toBe("");
      expect(revalidated.headers.get("etag")).toBe(etag);
    });

    it("allows exactly the page's inline scripts by hash: no nonce is shared between visitors", async () => {
      await get(server, "/");
      const response = await get(server, "/");
      expect(response.headers.get("x-page-cache")).toBe("hit");
      const html = await response.text();
      const policy = response.headers.get("content-security-policy") ?? "";
      const scriptSrc = /script-src ([^;]+)/.exec(policy)?.[1] ?? "";
      expect(scriptSrc).not.toContain("nonce-");
      expect(html).not.toMatch(/nonce="[^"]+"/);
      const scripts = inlineScripts(html);
      expect(scripts.length).toBeGreaterThan(0);
      for (const script of scripts) expect(scriptSrc).toContain(sha256(script));
    });

    it("sends brotli and gzip copies of the same page, each with its own validator", async () => {
      const plain = await (await get(server, "/shop/books")).text();
      const br = await fetch(`${server.url}/shop/books`, {
        headers: { "Accept-Encoding": "br" },
      });
      // fetch decodes what it asked for; the header says what travelled.
      expect(br.headers.get("content-encoding")).toBe("br");
      expect(await br.text()).toBe(plain);
      const raw = await new Promise<{ encoding?: string; body: Buffer; etag?: string }>(
        (resolve, reject) => {
          import("node:http").then(({ get: httpGet }) =>
            httpGet(
              `${server.url}/shop/books`,
              { headers: { "Accept-Encoding": "gzip" } },
              (res) => {
                const chunks: Buffer[] = [];
                res.on("data", (chunk: Buffer) => chunks.push(chunk));
                res.on("end", () =>
                  resolve({
                    encoding: res.headers["content-encoding"],
                    body: Buffer.concat(chunks),
                    etag: res.headers.etag,
                  }),
                );
              },
            ).on("error", reject),
          );
        },
      );
      expect(raw.encoding).toBe("gzip");
      expect(zlib.gunzipSync(raw.body).toString("utf8")).toBe(plain);
      expect(raw.etag).toMatch(/-gzip"$/);
    });

    it("never shares a personal page: flash toasts, admin sessions and in-page forms are rendered per visitor", async () => {
      const toast = await get(server, "/contact", { Cookie: "aihq_toast=anything" });
      expect(toast.headers.get("x-page-cache")).toBe("bypass");
      expect(toast.headers.get("content-security-policy")).toMatch(/'nonce-[^']+'/);
      const admin = await get(server, "/", { Cookie: "aihq_admin=whatever" });
      expect(admin.headers.get("x-page-cache")).toBe("bypass");
      const course = await openCourse(server);
      const inPage = await get(server, `${course.path}?register=individual`);
      expect(inPage.headers.get("x-page-cache")).toBe("bypass");
      // Each rendering carries its own idempotency key.
      const again = (await openCourse(server)).fields.idempotencyKey;
      expect(again).toBeTruthy();
      expect(again).not.toBe(course.fields.idempotencyKey);
      // Pages that are not public are never in the cache.
      expect((await get(server, "/admin/login")).headers.get("x-page-cache")).toBeNull();
      expect((await get(server, "/verify?id=AIHQ-NOPE")).headers.get("x-page-cache")).toBeNull();
      // An unknown page is not kept either.
      const missing = await get(server, "/shop/books/no-such-book");
      expect(missing.status).toBe(404);
      expect(missing.headers.get("x-page-cache")).not.toBe("hit");
      expect((await get(server, "/shop/books/no-such-book")).headers.get("x-page-cache")).not.toBe(
        "hit",
      );
    });

    it("a registration taking a seat renders the course page afresh", async () => {
      const { path, fields } = await openCourse(server);
      await get(server, path);
      expect((await get(server, path)).headers.get("x-page-cache")).toBe("hit");
      await new Promise((resolve) => setTimeout(resolve, HUMAN_FILL_MS));
      const posted = await fetch(`${server.url}${path}?register=individual`, {
        method: "POST",
        headers: { Origin: server.url, "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({
          ...fields,
          mode: "individual",
          name: "Cache Reader",
          email: `cache-${crypto.randomBytes(4).toString("hex")}@example.com`,
        }),
        redirect: "manual",
      });
      expect(posted.status).toBeLessThan(400);
      await untilMiss(server, path);
    });

    it("a registration drops only the page that shows that course's seats", async () => {
      const [a, b] = await openCourses(server, 2);
      const others = [b!.path, "/shop/masterclasses", "/shop/calendar", "/", "/about-us"];
      await cached(server, [a!.path, ...others]);
      await new Promise((resolve) => setTimeout(resolve, HUMAN_FILL_MS));
      const posted = await registerFor(server, a!);
      expect(posted.status).toBeLessThan(400);
      await untilMiss(server, a!.path);
      for (const path of others) {
        expect((await get(server, path)).headers.get("x-page-cache"), path).toBe("hit");
      }
    });

    it("a submission held as spam drops no page at all", async () => {
      const [a] = await openCourses(server, 1);
      await cached(server, [a!.path, "/shop/masterclasses", "/"]);
      // No form token: held for review, stored with its reason, holding no seat.
      const posted = await registerFor(server, a!, { formToken: "" });
      expect(posted.status).toBeLessThan(400);
      // A NOTIFY arrives just after the commit: give it the time it takes elsewhere.
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      for (const path of [a!.path, "/shop/masterclasses", "/"]) {
        expect((await get(server, path)).headers.get("x-page-cache"), path).toBe("hit");
      }
    });

    it("gives each page load its own form token, never cached", async () => {
      const first = await get(server, "/api/form-token");
      expect(first.status).toBe(200);
      expect(first.headers.get("cache-control")).toBe("no-store");
      const { token } = (await first.json()) as { token: string };
      expect(token).toMatch(/^\d+\.[A-Za-z0-9_-]+$/);
      expect(Math.abs(Date.now() - Number(token.split(".")[0]))).toBeLessThan(60_000);
      const second = (await (await get(server, "/api/form-token")).json()) as { token: string };
      expect(second.token).not.toBe(token);
    });

    it("counts blog readers apart from the cached page, and refuses what is not a reader", async () => {
      const slug = await firstSlug(server, "/blog", "/blog");
      const path = `/blog/${slug}`;
      await get(server, path);
      expect((await get(server, path)).headers.get("x-page-cache")).toBe("hit");
      const reader = {
        "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0 Safari/537.36",
        "Sec-Fetch-Site": "same-origin",
      };
      const count = (headers: Record<string, string>, target = slug) =>
        fetch(`${server.url}/api/blog-views/${target}`, { method: "POST", headers });
      const first = (await (await count(reader)).json()) as { viewCount: number };
      const second = (await (await count(reader)).json()) as { viewCount: number };
      expect(second.viewCount).toBe(first.viewCount + 1);
      // Counting a view changes no content: the page stays cached.
      expect((await get(server, path)).headers.get("x-page-cache")).toBe("hit");

      expect((await count({ ...reader, "Sec-Fetch-Site": "cross-site" })).status).toBe(403);
      expect((await count({ "User-Agent": "Googlebot/2.1" })).status).toBe(202);
      expect((await count(reader, "no-such-post")).status).toBe(404);
      expect((await count(reader, "%00")).status).toBeLessThan(500);
      expect((await get(server, `/api/blog-views/${slug}`)).status).toBe(405);
    });

    if (database === "postgres") {
      it("an edit committed anywhere reaches every instance's next request", async () => {
        const second = await startLiveServer(database, {}, { databaseUrl: server.databaseUrl! });
        try {
          const slug = await firstSlug(server, "/shop/books", "/shop/books");
          const path = `/shop/books/${slug}`;
          for (const instance of [server, second]) {
            await get(instance, path);
            expect((await get(instance, path)).headers.get("x-page-cache")).toBe("hit");
          }
          const db = await server.openDatabase();
          try {
            // A view count going up is not an edit: the pages stay.
            await db.db.update(blogPosts).set({ viewCount: 999 });
            await new Promise((resolve) => setTimeout(resolve, 500));
            for (const instance of [server, second]) {
              expect((await get(instance, path)).headers.get("x-page-cache")).toBe("hit");
            }
            await db.db
              .update(books)
              .set({ title: "Edited Elsewhere" })
              .where(eq(books.slug, slug));
          } finally {
            await db.close();
          }
          for (const instance of [server, second]) {
            expect(await (await untilMiss(instance, path)).text()).toContain("Edited Elsewhere");
          }
        } finally {
          await second.stop();
        }
      });
    }
  });
}

describe("PAGE_CACHE=off", () => {
  let server: LiveServer;
  beforeAll(async () => {
    server = await startLiveServer("pglite", { PAGE_CACHE: "off" });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
  });

  it("renders every page per request with its own nonce", async () => {
    const nonces = new Set<string>();
    for (let i = 0; i < 2; i++) {
      const response = await get(server, "/");
      expect(response.headers.get("x-page-cache")).toBe("off");
      expect(response.headers.get("etag")).toBeNull();
      const nonce = /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "");
      expect(nonce).not.toBeNull();
      nonces.add(nonce![1]!);
    }
    expect(nonces.size).toBe(2);
  });
});
