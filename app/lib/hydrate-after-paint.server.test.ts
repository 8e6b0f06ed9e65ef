import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it, vi } from "vitest";
import { logger } from "#server/logger";
import {
  deferHydration,
  deferHydrationInBytes,
  hydrateAfterPaint,
} from "./hydrate-after-paint.server";

// The shape of what React Router's <Links>, <Scripts> and React write (trimmed).
const page =
  '<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/app.css"/>' +
  '<link rel="modulepreload" href="/assets/entry.client.js" nonce="n0"/>' +
  '<link rel="modulepreload" href="/assets/é-route.js" nonce="n0"/></head>' +
  // Text as React escapes it (quotes too), so no text can look like a preload's markup.
  "<body><p>Text: &lt;link rel=&quot;modulepreload&quot; href=&quot;/x.js&quot;&gt;</p>" +
  '<script nonce="n0">window.__reactRouterContext = {};</script>' +
  '<script nonce="n0" type="module" async="">;\n' +
  'import * as route0 from "/assets/root.js";\n' +
  'import * as route1 from "/assets/é-route.js";\n' +
  '  window.__reactRouterManifest = {"entry":{}};\n' +
  '  window.__reactRouterRouteModules = {"root":route0,"routes/page":route1};\n\n' +
  'import("/assets/entry.client.js");</script>' +
  '<script>window.__reactRouterContext.streamController.enqueue("[]");</script></body></html>';

describe("deferHydration", () => {
  const out = deferHydration(page);

  it("takes the module preloads out of the head", () => {
    expect(out).not.toBeNull();
    expect(out).not.toMatch(/<link rel="modulepreload"/);
    expect(out).toContain('<link rel="stylesheet" href="/assets/app.css"/></head>');
    // Text that only looks like a tag is left alone.
    expect(out).toContain(
      "<p>Text: &lt;link rel=&quot;modulepreload&quot; href=&quot;/x.js&quot;&gt;</p>",
    );
  });

  it("has the bootstrap wait for the first frame, then preload and import the same modules", () => {
    const script = /<script nonce="n0" type="module" async="">([\s\S]*?)<\/script>/.exec(out ?? "");
    expect(script?.[1]).toBe(
      [
        "await new Promise((go) => { requestAnimationFrame(() => setTimeout(go, 0)); setTimeout(go, 1000); });",
        'for (const href of ["/assets/entry.client.js","/assets/é-route.js"]) { const link = document.createElement("link"); link.rel = "modulepreload"; link.href = href; document.head.append(link); }',
        'const [route0, route1] = await Promise.all([import("/assets/root.js"), import("/assets/é-route.js")]);',
        'window.__reactRouterManifest = {"entry":{}};\n  window.__reactRouterRouteModules = {"root":route0,"routes/page":route1};\n\nimport("/assets/entry.client.js");',
      ].join("\n"),
    );
    expect(out).not.toMatch(/import \* as/);
  });

  it("keeps every other script and the end of the page", () => {
    expect(out).toContain('<script nonce="n0">window.__reactRouterContext = {};</script>');
    expect(out?.endsWith('enqueue("[]");</script></body></html>')).toBe(true);
  });

  it("leaves a page without React Router's bootstrap alone", () => {
    expect(deferHydration("<html><head></head><body><p>Hi</p></body></html>")).toBeNull();
    expect(deferHydration(page.slice(0, page.indexOf("import(")))).toBeNull();
  });

  it("leaves alone, and says why, markup written otherwise than it knows", () => {
    const reason = (html: string) => {
      const deferred = deferHydrationInBytes(Buffer.from(html));
      return "reason" in deferred ? deferred.reason : null;
    };
    const otherwise: [string, string][] = [
      // The bootstrap's attributes in another form.
      [page.replace('type="module" async=""', 'async="" type="module"'), "no bootstrap"],
      [page.replace('type="module" async=""', 'type="module" async'), "no bootstrap"],
      // The preloads with their attributes in another order, or left in the body.
      [page.replaceAll('<link rel="modulepreload" href=', "<link href="), "no module preload"],
      [
        page.replace("</head><body>", '</head><body><link rel="modulepreload" href="/b.js"/>'),
        "outside the head",
      ],
      // Route modules split into chunks (a future flag), or the manifest imported statically.
      [page.replace("import * as route1 from", "import * as route1_main from"), "static import"],
      [page.replace('async="">;\n', 'async="">import "/assets/manifest.js";\n'), "static import"],
      [page.replace("import * as route0", "import * as root"), "route0"],
    ];
    for (const [html, expected] of otherwise) {
      expect(html).not.toBe(page);
      expect(reason(html)).toContain(expected);
      expect(deferHydration(html)).toBeNull();
    }
  });
});

describe("hydrateAfterPaint", () => {
  const reasons: string[] = [];
  const through = (chunks: Buffer[]) =>
    text(Readable.from(chunks).pipe(hydrateAfterPaint((reason) => reasons.push(reason))));

  it("gives the same page however the HTML is cut into chunks", async () => {
    const expected = deferHydration(page);
    const bytes = Buffer.from(page);
    for (let size = 1; size <= bytes.length; size += 13) {
      const chunks: Buffer[] = [];
      for (let at = 0; at < bytes.length; at += size) chunks.push(bytes.subarray(at, at + size));
      expect(await through(chunks)).toBe(expected);
    }
  });

  it("passes a page without the bootstrap through unchanged, and says so", async () => {
    reasons.length = 0;
    const plain = "<html><body><p>Plain</p><script>1</script></body></html>";
    expect(await through([Buffer.from(plain.slice(0, 20)), Buffer.from(plain.slice(20))])).toBe(
      plain,
    );
    const split = page.replace("import * as route1 from", "import * as route1_main from");
    expect(await through([Buffer.from(split)])).toBe(split);
    expect(reasons).toEqual([
      expect.stringContaining("no bootstrap"),
      expect.stringContaining("static import"),
    ]);
  });

  it("by default logs one error, however many pages it could not rewrite", async () => {
    const error = vi.spyOn(logger, "error").mockImplementation(() => undefined);
    const plain = Buffer.from("<html><body><p>Plain</p></body></html>");
    for (let i = 0; i < 3; i++) await text(Readable.from([plain]).pipe(hydrateAfterPaint()));
    expect(error).toHaveBeenCalledTimes(1);
    expect(error.mock.calls[0]?.[1]).toContain("were not recognised");
    error.mockRestore();
  });
});
