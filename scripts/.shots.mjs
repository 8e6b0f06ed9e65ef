import { chromium } from "@playwright/test";
const base = process.env.BASE ?? "http://127.0.0.1:3900";
const pages = JSON.parse(process.argv[2]);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox","--disable-gpu","--disable-background-networking","--disable-component-update","--disable-sync","--no-first-run"] });
for (const [w, h] of [[1280, 800], [390, 844]]) {
  const ctx = await browser.newContext({ viewport: { width: w, height: h } });
  const page = await ctx.newPage();
  await page.goto(base + "/admin/login");
  await page.getByLabel("Email").fill("lead@aihq.test");
  await page.getByLabel("Password", { exact: true }).fill("lead password 012345");
  await page.getByRole("button", { name: /sign in/i }).click();
  await page.waitForURL(/\/admin(\?|$)/);
  for (const [name, path] of pages) {
    await page.goto(base + path);
    await page.waitForLoadState("networkidle");
    await page.screenshot({ path: `/tmp/shot-${name}-${w}.png`, fullPage: process.env.FULL === "1" });
  }
  await ctx.close();
}
await browser.close();
