import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startLiveServer, type LiveServer } from "#tests/security/live-server";

/**
 * The built app's pages as they leave the server: each must carry its JavaScript deferred past
 * the first paint (app/lib/hydrate-after-paint.server.ts). That step rewrites the markup React
 * Router's <Scripts> writes; should an upgrade write it otherwise, the pages would quietly go
 * back to fetching every module before the first paint. This is where that turns red.
 */
const BOOTSTRAP = /<script\b[^>]*\btype="module"[^>]*>([\s\S]*?)<\/script>/g;
const WAIT_FOR_PAINT =
  "await new Promise((go) => { requestAnimationFrame(() => setTimeout(go, 0)); setTimeout(go, 1000); });";

let server: LiveServer;

beforeAll(async () => {
  server = await startLiveServer("pglite");
}, 180_000);
afterAll(async () => {
  await server?.stop();
}, 60_000);

const get = (pathname: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${pathname}`, { headers, redirect: "manual" });

/** What a page must show of the deferral; `label` names it in a failure. */
function expectDeferred(label: string, html: string) {
  expect(html, `${label}: a module preload left in the markup`).not.toContain(
    'rel="modulepreload"',
  );
  const scripts = [...html.matchAll(BOOTSTRAP)].map((match) => match[1] ?? "");
  expect(scripts, `${label}: one module script, React Router's bootstrap`).toHaveLength(1);
  const script = scripts[0]!;
  expect(
    script.startsWith(WAIT_FOR_PAINT),
    `${label}: the bootstrap waits for the first frame`,
  ).toBe(true);
  expect(script, `${label}: a static import left in the bootstrap`).not.toMatch(
    /^\s*import\b(?!\s*\()/m,
  );
  expect(script).toContain("window.__reactRouterRouteModules = {");
  // The same files as before: the preloads it adds and the modules it imports are the build's.
  const preloads = JSON.parse(/for \(const href of (\[[^\]]*\])\)/.exec(script)?.[1] ?? "[]");
  const imports = [...script.matchAll(/import\("([^"]+)"\)/g)].map((match) => match[1]!);
  expect(preloads.length, `${label}: preloads`).toBeGreaterThan(0);
  expect(imports.some((url) => /\/entry\.client-[\w-]+\.js$/.test(url))).toBe(true);
  expect(script, `${label}: route modules imported`).toMatch(/const \[route0\b/);
  for (const url of [...preloads, ...imports]) {
    expect(fs.existsSync(path.join("build/client", url)), `${label}: ${url}`).toBe(true);
  }
}

describe("pages leave the server with their JavaScript deferred past the first paint", () => {
  it("public pages, rendered for the page cache and then served from it", async () => {
    const list = await (await get("/shop/masterclasses")).text();
    const course = /href="(\/shop\/masterclasses\/[a-z0-9-]+)"/.exec(list)?.[1];
    const blog = await (await get("/blog")).text();
    const post = /href="(\/blog\/[a-z0-9-]+)"/.exec(blog)?.[1];
    expect(course).toBeDefined();
    expect(post).toBeDefined();
    for (const pathname of [
      "/",
      "/about-us",
      "/contact",
      "/shop",
      "/shop/masterclasses",
      course!,
      "/shop/ntw",
      "/shop/grants",
      "/shop/books",
      "/blog",
      post!,
    ]) {
      const first = await get(pathname);
      expect(first.status, pathname).toBe(200);
      expectDeferred(`${pathname} (${first.headers.get("x-page-cache")})`, await first.text());
      const again = await get(pathname);
      expect(again.headers.get("x-page-cache"), pathname).toBe("hit");
      expectDeferred(`${pathname} (hit)`, await again.text());
    }
  });

  it("pages rendered per visitor and streamed, with a nonce", async () => {
    const list = await (await get("/shop/masterclasses")).text();
    const course = /href="(\/shop\/masterclasses\/[a-z0-9-]+)"/.exec(list)?.[1];
    for (const [pathname, headers] of [
      ["/", { Cookie: "aihq_toast=x.y" }],
      [`${course}?register=individual`, {}],
      ["/verify", {}],
      ["/admin/login", {}],
    ] as const) {
      const response = await get(pathname, headers);
      expect(response.status, pathname).toBe(200);
      const html = await response.text();
      expect(html, pathname).toMatch(/<script nonce="[^"]+" type="module" async="">/);
      expectDeferred(pathname, html);
    }
    const missing = await get("/no-such-page");
    expect(missing.status).toBe(404);
    expectDeferred("/no-such-page", await missing.text());
  });

  it("and the server never reported markup it could not rewrite", () => {
    expect(server.logs()).not.toContain("were not recognised");
  });
});
