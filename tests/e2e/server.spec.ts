import { expect, test } from "@playwright/test";

test("pages carry a strict CSP and the other security headers: a nonce per response, or script hashes on cached pages", async ({
  page,
  request,
}) => {
  // A page rendered per visitor (here: a look-up) carries a fresh nonce.
  const response = await request.get("/verify");
  const headers = response.headers();
  const csp = headers["content-security-policy"] ?? "";
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
  expect(nonce).toBeTruthy();
  for (const directive of [
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "default-src 'self'",
  ]) {
    expect(csp).toContain(directive);
  }
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["x-powered-by"]).toBeUndefined();
  // Over plain http (no TLS), HSTS must not be sent.
  expect(headers["strict-transport-security"]).toBeUndefined();
  const html = await response.text();
  expect(html).toContain(`nonce="${nonce}"`);
  // A second response gets a different nonce.
  const again = (await request.get("/verify")).headers()["content-security-policy"];
  expect(again).not.toEqual(csp);

  // A cached public page is the same for everyone: its inline scripts are allowed by hash.
  // An edit by a test running beside this one empties the cache at any moment: ask again
  // until the stored copy is what comes back.
  let cached = await request.get("/");
  await expect
    .poll(
      async () => {
        cached = await request.get("/");
        return cached.headers()["x-page-cache"];
      },
      { timeout: 10_000 },
    )
    .toMatch(/^(hit|stale)$/);
  const cachedPolicy = cached.headers()["content-security-policy"] ?? "";
  expect(cachedPolicy).not.toContain("'nonce-");
  expect(cachedPolicy).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
  expect(cachedPolicy).toContain("object-src 'none'");

  // The page hydrates under the policy: no CSP violation reaches the console.
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.goto("/");
  await page.getByRole("link", { name: "Blog", exact: true }).first().click();
  await expect(page).toHaveURL(/\/blog$/);
  expect(violations).toEqual([]);
});

test("HSTS is sent when the request arrived over https", async ({ request }) => {
  // The server does not trust proxy headers by default, so a forged header is ignored.
  const response = await request.get("/", { headers: { "X-Forwarded-Proto": "https" } });
  expect(response.headers()["strict-transport-security"]).toBeUndefined();
});

test("/healthz answers 200 when the database answers", async ({ request }) => {
  const response = await request.get("/healthz");
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ status: "ok" });
});

test("hashed assets are immutable and served precompressed", async ({ request }) => {
  const html = await (await request.get("/")).text();
  const src = /"(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  expect(src).toBeTruthy();
  const response = await request.get(src!, { headers: { "Accept-Encoding": "br" } });
  expect(response.status()).toBe(200);
  expect(response.headers()["cache-control"]).toContain("immutable");
  expect(response.headers()["cache-control"]).toContain("max-age=31536000");
  expect(response.headers()["content-encoding"]).toBe("br");
  expect(response.headers()["content-type"]).toContain("javascript");
});

test("an oversized request body is refused with 413", async ({ request }) => {
  const response = await request.post("/contact", {
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    data: "x=" + "a".repeat(400 * 1024),
  });
  expect(response.status()).toBe(413);
});
