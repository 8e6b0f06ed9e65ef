import { expect, test } from "@playwright/test";
import { gotoHydrated } from "./support/hydrated";

// Demo seed (server/db/seed/masterclass-pages.ts): a three-day summit with an FAQ.
const SUMMIT = "/shop/masterclasses/malaysia-ai-business-summit";
const DAY_2_ROW = "Governance, risk and the PDPA";
const ANSWER = "The summit is sold as a three-day pass";

function agenda(page: import("@playwright/test").Page) {
  return page.locator("section", { has: page.getByRole("heading", { name: "Program Agenda" }) });
}

function faq(page: import("@playwright/test").Page) {
  return page.locator("section", {
    has: page.getByRole("heading", { name: "Frequently Asked Questions" }),
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("every agenda day and every FAQ answer can be read", async ({ page }) => {
    await page.goto(SUMMIT);
    const days = agenda(page);
    // The tabs cannot switch without JavaScript: each day is shown under its own heading.
    await expect(days.getByRole("tablist")).toBeHidden();
    await expect(days.getByRole("heading", { level: 3 })).toHaveText(["Day 1", "Day 2", "Day 3"]);
    await expect(days.getByText(DAY_2_ROW)).toBeVisible();
    await expect(days.getByText("Workshop track A: AI strategy sprint")).toBeVisible();

    await expect(faq(page).getByText(ANSWER)).toBeVisible();
    const questions = await faq(page).getByRole("button").count();
    expect(questions).toBeGreaterThan(1);
    await expect(faq(page).getByRole("region")).toHaveCount(questions);
  });
});

test("with JavaScript the first day and no answer are shown until chosen", async ({ page }) => {
  await gotoHydrated(page, SUMMIT);
  const days = agenda(page);
  await expect(days.getByRole("tab", { name: "Day 1" })).toHaveAttribute("aria-selected", "true");
  await expect(days.getByRole("heading", { level: 3 })).toHaveCount(0);
  await expect(days.getByText(DAY_2_ROW)).toBeHidden();
  await days.getByRole("tab", { name: "Day 1" }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(days.getByRole("tab", { name: "Day 2" })).toHaveAttribute("aria-selected", "true");
  await expect(days.getByText(DAY_2_ROW)).toBeVisible();

  const answers = faq(page);
  await expect(answers.getByText(ANSWER)).toBeHidden();
  await expect(answers.getByRole("region")).toHaveCount(0);
  await answers.getByRole("button", { name: "Can I attend only one day?" }).click();
  await expect(answers.getByText(ANSWER)).toBeVisible();
  await expect(answers.getByRole("region")).toHaveCount(1);
});
