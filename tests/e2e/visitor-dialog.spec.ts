import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { gotoHydrated } from "./support/hydrated";
import { uniqueEmail } from "./support/mail";

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id}: ${violation.nodes.map((n) => n.target).join(", ")}`);
  expect(serious).toEqual([]);
}

const individuals = (page: Page) => page.getByRole("link", { name: /Explore for individuals/ });
const ntw = (page: Page) => page.getByRole("link", { name: /See free NTW programs/ });

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width > 500 ? 800 : 844 } });

    test("the first visit asks for details; saving remembers them and continues", async ({
      page,
    }) => {
      // Two page loads, a form token to age, an axe scan and a save: more than 30 s on a busy machine.
      test.setTimeout(120_000);
      await gotoHydrated(page, "/shop");
      await page.waitForTimeout(2100);
      await ntw(page).click();
      const dialog = page.getByRole("dialog", { name: "Welcome to AIHQ Shop" });
      await expect(dialog).toBeVisible();
      await expect(page).toHaveURL(/\/shop$/);
      await expectNoSeriousViolations(page);
      await expect(dialog.getByLabel("Email", { exact: true })).toHaveAttribute("type", "email");
      await expect(dialog.getByRole("checkbox")).not.toBeChecked();
      await expect(dialog.getByRole("link", { name: "Privacy Policy" })).toBeVisible();

      await dialog.getByRole("button", { name: "Save and continue" }).click();
      await expect(page.getByText("Missing information")).toBeVisible();
      await expect(page.getByText("Please provide your name and email.")).toBeVisible();
      await expect(dialog.getByText("Name is required", { exact: true })).toBeVisible();

      const email = uniqueEmail("visitor");
      await dialog.getByLabel("Name", { exact: true }).fill("Farah Aziz");
      await dialog.getByLabel("Email", { exact: true }).fill(email);
      await dialog.getByLabel("Organization (optional)").fill("Kelana Logistics");
      await dialog.getByRole("button", { name: "Save and continue" }).click();
      // A server round trip: generous on a busy machine.
      await expect(page.getByText("Welcome to AIHQ Shop!")).toBeVisible({ timeout: 20_000 });
      await expect(page.getByText("Your information has been saved.")).toBeVisible();
      await expect(page).toHaveURL(/\/shop\/ntw$/);
      const profile = await page.evaluate(() => localStorage.getItem("aihq_user_profile"));
      expect(JSON.parse(profile!)).toMatchObject({
        name: "Farah Aziz",
        email,
        org: "Kelana Logistics",
      });

      // The second visit goes straight through.
      await gotoHydrated(page, "/shop");
      await individuals(page).click();
      await expect(page).toHaveURL(/\/shop\/for-individuals$/);
      await expect(page.getByRole("dialog")).toHaveCount(0);
    });

    test("dismissing the dialog (Skip, Escape or close) stores the flag and continues", async ({
      page,
    }) => {
      test.setTimeout(90_000);
      await gotoHydrated(page, "/shop");
      await individuals(page).click();
      await expect(page.getByRole("dialog")).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(page).toHaveURL(/\/shop\/for-individuals$/);
      expect(await page.evaluate(() => localStorage.getItem("aihq_visited"))).toBe("true");

      await page.evaluate(() => localStorage.clear());
      await gotoHydrated(page, "/shop");
      await ntw(page).click();
      await page.getByRole("dialog").getByRole("button", { name: "Skip", exact: true }).click();
      await expect(page).toHaveURL(/\/shop\/ntw$/);
    });
  });
}

test("a save that fails says 'Error' and keeps the dialog open with the values", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await gotoHydrated(page, "/shop");
  await page.waitForTimeout(2100);
  await ntw(page).click();
  const dialog = page.getByRole("dialog", { name: "Welcome to AIHQ Shop" });
  await expect(dialog).toBeVisible();
  const email = uniqueEmail("visitor-fail");
  await dialog.getByLabel("Name", { exact: true }).fill("Roslan Hashim");
  await dialog.getByLabel("Email", { exact: true }).fill(email);
  // The save is answered with a 500, as a failing server or proxy would.
  await page.route(
    (url) => url.pathname.startsWith("/shop.data") || url.pathname === "/shop",
    (route) =>
      route.request().method() === "POST"
        ? route.fulfill({ status: 500, contentType: "text/plain", body: "Server Error" })
        : route.continue(),
  );
  await dialog.getByRole("button", { name: "Save and continue" }).click();
  const toast = page.locator("[data-sonner-toast]").filter({
    hasText: "There was a problem saving your information.",
  });
  await expect(toast).toBeVisible({ timeout: 20_000 });
  await expect(toast.getByText("Error", { exact: true })).toBeVisible();
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/shop$/);
  await expect(dialog.getByLabel("Name", { exact: true })).toHaveValue("Roslan Hashim");
  await expect(dialog.getByLabel("Email", { exact: true })).toHaveValue(email);
  // Nothing was saved, so nothing is remembered.
  expect(await page.evaluate(() => localStorage.getItem("aihq_user_profile"))).toBeNull();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the three paths are plain links and nothing blocks them", async ({ page }) => {
    await page.goto("/shop");
    await page.getByRole("link", { name: /Explore for organizations/ }).click();
    await expect(page).toHaveURL(/\/shop\/for-organisations$/);
  });
});

test("the dialog is not in the first-load JavaScript of /shop", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  await gotoHydrated(page, "/shop");
  await page.waitForLoadState("networkidle");
  const before = scripts.length;
  await individuals(page).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  expect(scripts.slice(before).some((url) => /visitor-dialog/.test(url))).toBe(true);
  expect(scripts.slice(0, before).some((url) => /visitor-dialog/.test(url))).toBe(false);
});
