import type { Page } from "@playwright/test";

/**
 * Opens a page and waits until React has hydrated it (root.tsx marks <html>), including the
 * parts whose code loads after the first load (they mark themselves `data-hydrated`), as after
 * a visitor's first interaction.
 */
export async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(path);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  // Parts that load at the visitor's first interaction (app/lib/first-interaction.ts): a key
  // that does nothing else is one.
  await page.keyboard.press("Shift");
  await page.locator("[data-hydrates-later]:not([data-hydrated])").waitFor({ state: "detached" });
  return response;
}
