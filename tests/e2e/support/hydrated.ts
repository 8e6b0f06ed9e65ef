import type { Page } from "@playwright/test";

/**
 * Opens a page and waits until React has hydrated it (root.tsx marks <html>), including the
 * parts whose code loads after the first load (they mark themselves `data-hydrated`).
 */
export async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(path);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.locator("[data-hydrates-later]:not([data-hydrated])").waitFor({ state: "detached" });
  return response;
}
