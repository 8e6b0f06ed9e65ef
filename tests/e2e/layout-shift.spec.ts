import { expect, test } from "@playwright/test";
import { gotoHydrated } from "./support/hydrated";

// No layout shift from fonts, images, streamed sections or the
// countdown on the four key pages. A shift is anything the browser reports as
// `layout-shift` without recent input, summed like CLS, from the first byte
// until the page has hydrated, ticked and been scrolled to its end (lazy
// images and deferred sections arrive on the way).
const PAGES = [
  "/",
  "/shop/masterclasses",
  // Demo seed: registration still open, so its countdown ticks.
  "/shop/masterclasses/chatgpt-skill-boost",
  "/blog/hrd-corp-funding-for-ai-training",
];

interface Shift {
  value: number;
  sources: string[];
}

declare global {
  interface Window {
    __layoutShifts: Shift[];
  }
}

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 600 ? 844 : 800 } });

    for (const path of PAGES) {
      test(`${path} does not shift`, async ({ page }) => {
        test.setTimeout(60_000); // a long page scrolled in steps on a busy machine
        await page.addInitScript(() => {
          window.__layoutShifts = [];
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & {
              value: number;
              hadRecentInput: boolean;
              sources?: { node?: Node | null }[];
            })[]) {
              if (entry.hadRecentInput) continue;
              window.__layoutShifts.push({
                value: entry.value,
                sources: (entry.sources ?? []).map(({ node }) => {
                  const element = node instanceof Element ? node : node?.parentElement;
                  if (!element) return String(node?.nodeName);
                  const classes = [...element.classList].slice(0, 4).join(".");
                  return `${node === element ? "" : "text in "}${element.tagName.toLowerCase()}.${classes}`;
                }),
              });
            }
          }).observe({ type: "layout-shift", buffered: true });
        });
        await gotoHydrated(page, path);
        await page.waitForTimeout(2500); // two countdown ticks, toasts and tokens settled
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        for (let y = 0; y < height; y += 600) {
          await page.evaluate((top) => window.scrollTo(0, top), y);
          await page.waitForTimeout(100);
        }
        await page.waitForTimeout(500);
        const shifts = await page.evaluate(() => window.__layoutShifts);
        const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
        expect(total, JSON.stringify(shifts)).toBeLessThan(0.01);
      });
    }
  });
}
