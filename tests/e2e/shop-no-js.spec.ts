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

  test("the day tabs are links to the page with that day, and each FAQ answer opens", async ({
    page,
  }) => {
    await page.goto(SUMMIT);
    const days = agenda(page);
    const tabs = days.getByRole("tablist", { name: "Program days" }).getByRole("tab");
    await expect(tabs).toHaveText(["Day 1", "Day 2", "Day 3"]);
    await expect(tabs.nth(0)).toHaveAttribute("aria-selected", "true");
    await expect(days.getByText(DAY_2_ROW)).toBeHidden();
    await tabs.nth(1).click();
    await expect(page).toHaveURL(/\?day=2#program-agenda$/);
    await expect(tabs.nth(1)).toHaveAttribute("aria-selected", "true");
    await expect(days.getByText(DAY_2_ROW)).toBeVisible();
    // Every day is still in the HTML, for search engines.
    await expect(days.getByRole("tabpanel", { includeHidden: true })).toHaveCount(3);

    // A <details> per question: the browser opens it, and closes the one open before.
    const answers = faq(page);
    await expect(answers.getByText(ANSWER)).toBeHidden();
    await answers.locator("summary", { hasText: "Can I attend only one day?" }).click();
    await expect(answers.getByText(ANSWER)).toBeVisible();
    await expect(answers.getByRole("region")).toHaveCount(1);
    await answers.locator("summary").last().click();
    await expect(answers.getByText(ANSWER)).toBeHidden();
    await expect(answers.getByRole("region")).toHaveCount(1);
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
  // Switched in place: the page was not loaded again.
  await expect(page).toHaveURL(new RegExp(`${SUMMIT}$`));

  const answers = faq(page);
  await expect(answers.getByText(ANSWER)).toBeHidden();
  await expect(answers.getByRole("region")).toHaveCount(0);
  await answers.locator("summary", { hasText: "Can I attend only one day?" }).click();
  await expect(answers.getByText(ANSWER)).toBeVisible();
  await expect(answers.getByRole("region")).toHaveCount(1);
});
