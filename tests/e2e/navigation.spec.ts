import { expect, test } from "@playwright/test";
import { gotoHydrated } from "./support/hydrated";

const topBar = [
  ["Home", "/"],
  ["About Us", "/about-us"],
  ["Shop", "/shop"],
  ["Blog", "/blog"],
  ["Contact", "/contact"],
  ["Verify Certificate", "/verify"],
] as const;

test("the top bar links lead where the spec says", async ({ page }) => {
  await page.goto("/about-us");
  const nav = page.getByRole("navigation", { name: "Main" });
  for (const [label, path] of topBar) {
    await nav.getByRole("link", { name: label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path === "/" ? "/$" : `${path}$`}`));
  }
  await expect(page.getByRole("link", { name: "AI Readiness Quiz" }).first()).toBeVisible();
});

test("the footer has Quick Links, Legal & Support, social links and the year", async ({ page }) => {
  await page.goto("/");
  const footer = page.locator("footer");
  const quick = footer.getByRole("navigation", { name: "Quick Links" });
  await expect(quick.getByRole("link")).toHaveText([
    "About Us",
    "Training Programs",
    "Blog",
    "Contact",
  ]);
  const legal = footer.getByRole("navigation", { name: "Legal & Support" });
  await legal.getByRole("link", { name: "Privacy Policy" }).click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await page
    .locator("footer")
    .getByRole("navigation", { name: "Legal & Support" })
    .getByRole("link", { name: "Verify Certificate" })
    .click();
  await expect(page).toHaveURL(/\/verify$/);
  await expect(page.locator("footer").getByRole("link", { name: /LinkedIn/ })).toHaveAttribute(
    "href",
    /linkedin\.com/,
  );
  await expect(page.locator("footer")).toContainText("© 2025");
  await expect(page.locator("footer")).toContainText("Kuala Lumpur");
});

test("the shop wears the dark header and footer, with a breadcrumb from Home", async ({ page }) => {
  await page.goto("/shop/masterclasses");
  await expect(page.locator('header[data-tone="dark"]')).toBeVisible();
  await expect(page.locator('footer[data-tone="dark"]')).toBeVisible();
  const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
  await expect(crumbs.getByRole("listitem")).toHaveText(["Home", "Shop", "Masterclasses"]);
  await page.goto("/about-us");
  await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toHaveCount(0);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the menu toggle opens the navigation and a link closes it", async ({ page }) => {
    await gotoHydrated(page, "/");
    // A <details> the browser opens (tests/e2e/no-javascript.spec.ts): its summary is the toggle.
    const menu = page.locator('[data-slot="menu-toggle"]');
    const toggle = menu.locator("summary");
    await expect(toggle).toHaveAccessibleName("Open menu");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAccessibleName("Close menu");
    const mobile = page.getByRole("navigation", { name: "Mobile" });
    await expect(mobile).toBeVisible();
    await mobile.getByRole("link", { name: "Blog" }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeHidden();
    await expect(menu).toHaveJSProperty("open", false);
    await expect(toggle).toHaveAccessibleName("Open menu");
  });
});
