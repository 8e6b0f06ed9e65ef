import { expect, test, type APIRequestContext, type Browser } from "@playwright/test";
import { readMail, uniqueEmail } from "./support/mail";
import { staticRoutes } from "./routes";

// The 130 KB JavaScript budget (docs/performance.md) as a browser sees it: the JavaScript
// Chromium fetches for a public page from the first byte until the network is idle after
// hydration, modules loaded right after hydration (toasts, the submission hold, sections that
// hydrate later) included. The build's check (scripts/check-js-budget.mjs) adds up the route's
// modules from React Router's manifest; this one counts what actually crossed the network, so a
// module the page imports as soon as it has hydrated is counted too.
//
// Bytes are gzip, as the build check counts them: every request asks for gzip alone, so the
// server sends its precompressed .gz (level 9, scripts/precompress.js; files under 1 KB go
// uncompressed), and the size is the response's encoded body as Chromium received it. KB are
// 1,024 bytes, as in the build check. What the visitor does afterwards (opening a dialog,
// typing into a form, scrolling to a gallery) is not first load and is not counted.
const BUDGET_BYTES = 130 * 1024;
/** Quiet time after the network is idle, for a module a late timer or effect asks for. */
const SETTLE_MS = 1_000;

interface Measured {
  path: string;
  bytes: number;
  files: { url: string; bytes: number }[];
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The JavaScript one fresh visit to `path` fetches until the network is idle after hydration. */
async function measure(browser: Browser, path: string): Promise<Measured> {
  // A context of its own: an empty cache, as a first visit.
  const context = await browser.newContext({ extraHTTPHeaders: { "accept-encoding": "gzip" } });
  const page = await context.newPage();
  const pending: Promise<{ url: string; bytes: number }>[] = [];
  page.on("requestfinished", (request) => {
    const url = new URL(request.url());
    if (request.resourceType() !== "script" && !url.pathname.endsWith(".js")) return;
    pending.push(
      (async () => {
        const response = await request.response();
        const encoding = (await response?.headerValue("content-encoding")) ?? "identity";
        const { responseBodySize } = await request.sizes();
        // The server's precompressed gzip, never brotli (which Chromium would otherwise ask for).
        expect(["gzip", "identity"], `${url.pathname} came ${encoding}`).toContain(encoding);
        return { url: url.pathname, bytes: responseBodySize };
      })(),
    );
  });
  await page.goto(path);
  // No interaction: what waits for the visitor's first one (lib/first-interaction) is not
  // first load.
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(SETTLE_MS);
  await page.waitForLoadState("networkidle");
  const files = (await Promise.all(pending)).sort((a, b) => b.bytes - a.bytes);
  await context.close();
  return { path, bytes: files.reduce((sum, file) => sum + file.bytes, 0), files };
}

/** The hrefs under `prefix` a list page links to, each once. */
async function detailPaths(request: APIRequestContext, list: string, prefix: string) {
  const html = await (await request.get(list)).text();
  const paths = new Set<string>();
  for (const match of html.matchAll(/href="(\/[^"?#]+)"/g)) {
    const href = match[1]!;
    if (href.startsWith(prefix) && /^[a-z0-9-]+$/.test(href.slice(prefix.length))) {
      paths.add(href);
    }
  }
  return [...paths];
}

/**
 * A signed cancel link (the page a registration mail opens), from a registration sent the way
 * the dialog sends it: the course's hidden fields and a form token aged past the spam check.
 */
async function registrationLink(request: APIRequestContext, origin: string, course: string) {
  const token = ((await (await request.get("/api/form-token")).json()) as { token: string }).token;
  const html = await (await request.get(`${course}?register=individual`)).text();
  const fields: Record<string, string> = {};
  for (const input of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)) {
    if (["productType", "productId", "mode"].includes(input[1]!)) fields[input[1]!] = input[2]!;
  }
  expect(fields.productId, `${course} takes registrations`).toBeTruthy();
  const email = uniqueEmail("js-budget");
  await new Promise((resolve) => setTimeout(resolve, 2_100));
  const response = await request.post(`${course}.data`, {
    headers: { "content-type": "application/x-www-form-urlencoded", origin },
    data: new URLSearchParams({
      mode: "individual",
      ...fields,
      formToken: token,
      website: "",
      via: "dialog",
      idempotencyKey: `js-budget-${Date.now()}`,
      name: "Budget Visitor",
      email,
    }).toString(),
  });
  expect(response.status()).toBe(200);
  const mail = await readMail((m) => m.to.includes(email));
  const href = /href="([^"]*\/shop\/registrations\/[^"/]+\/cancel\?[^"]+)"/.exec(mail.html)?.[1];
  expect(href, "the mail carries the signed cancel link").toBeTruthy();
  const link = new URL(href!.replaceAll("&amp;", "&"));
  return link.pathname + link.search;
}

test("every public page fetches at most 130 KB of gzip JavaScript until the network is idle", async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const masterclasses = await detailPaths(request, "/shop/masterclasses", "/shop/masterclasses/");
  const paths = [
    ...staticRoutes.map((route) => route.path).filter((path) => !path.startsWith("/admin")),
    // Every course: past, open with a countdown, full with a waiting list, conferences.
    ...masterclasses.filter((path) => path !== "/shop/masterclasses/custom"),
    ...(await detailPaths(request, "/shop/books", "/shop/books/")),
    ...(await detailPaths(request, "/blog", "/blog/")).slice(0, 2),
    "/no-such-page",
  ];
  expect(masterclasses.length, "the demo's courses are listed").toBeGreaterThan(3);
  const open = masterclasses.find((path) => path.endsWith("/chatgpt-skill-boost"));
  paths.push(await registrationLink(request, baseURL!, open ?? masterclasses[0]!));

  const results: Measured[] = [];
  for (const path of paths) results.push(await measure(browser, path));

  results.sort((a, b) => b.bytes - a.bytes);
  const width = Math.max(...results.map((result) => result.path.split("?")[0]!.length));
  const lines = results.map(
    (result) =>
      `${kb(result.bytes).padStart(9)}  ${String(result.files.length).padStart(2)} files  ${result.path.split("?")[0]!.padEnd(width)}${result.bytes > BUDGET_BYTES ? "  over budget" : ""}`,
  );
  console.log(
    `JavaScript fetched until network idle (gzip), budget ${kb(BUDGET_BYTES)}:\n${lines.join("\n")}`,
  );
  for (const result of results) {
    expect
      .soft(
        result.bytes,
        `${result.path} fetches ${kb(result.bytes)}: ${result.files
          .slice(0, 8)
          .map((file) => `${file.url} ${kb(file.bytes)}`)
          .join(", ")}`,
      )
      .toBeLessThanOrEqual(BUDGET_BYTES);
  }
});
