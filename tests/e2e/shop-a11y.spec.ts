import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { gotoHydrated } from "./support/hydrated";

// Every page of the shop's route table, the catalogue's calendar view and one page of each
// kind of product (demo seed: a one-day masterclass, a three-day conference, a book).
const pages = [
  "/shop",
  "/shop/for-individuals",
  "/shop/for-organisations",
  "/shop/ntw",
  "/shop/masterclasses",
  "/shop/masterclasses?view=calendar",
  "/shop/masterclasses/chatgpt-skill-boost",
  "/shop/masterclasses/malaysia-ai-business-summit",
  "/shop/masterclasses/custom",
  "/shop/books",
  "/shop/books/the-ai-ready-organisation",
  "/shop/grants",
  "/shop/calendar",
];

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });
    for (const path of pages) {
      test(`axe finds no serious or critical violation on ${path}`, async ({ page }) => {
        const response = await gotoHydrated(page, path);
        expect(response?.status()).toBe(200);
        const results = await new AxeBuilder({ page }).analyze();
        const serious = results.violations
          .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
          .flatMap((violation) =>
            violation.nodes.map((node) => `${violation.id}: ${node.target.join(" ")} ${node.html}`),
          );
        expect(serious).toEqual([]);
      });
    }
  });
}
