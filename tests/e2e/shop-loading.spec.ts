import { expect, test, type Page } from "@playwright/test";
import { gotoHydrated } from "./support/hydrated";

/** Holds the next client-side data request for `path` until the returned function is called. */
async function holdData(page: Page, path: string): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname === `${path}.data`,
    async (route) => {
      await released;
      await route.continue();
    },
  );
  return release;
}

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test("opening a masterclass says it is loading its details", async ({ page }) => {
      const slug = "malaysia-ai-business-summit";
      await gotoHydrated(page, "/shop/masterclasses");
      const release = await holdData(page, `/shop/masterclasses/${slug}`);
      await page.locator(`a[href="/shop/masterclasses/${slug}"]`).first().click();
      const status = page.getByRole("status").filter({ hasText: "Loading masterclass details..." });
      await expect(status).toBeVisible();
      await expect(status.getByText("Loading masterclass details...")).toBeInViewport();
      release();
      // The course page's loader can take a few seconds while other suites load the server.
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        "Malaysia AI Business Summit",
        { timeout: 15_000 },
      );
      await expect(status).toHaveCount(0);
    });

    test("opening a book says it is loading its details", async ({ page }) => {
      const slug = "the-ai-ready-organisation";
      await gotoHydrated(page, "/shop/books");
      const release = await holdData(page, `/shop/books/${slug}`);
      await page.locator(`a[href="/shop/books/${slug}"]`).first().click();
      const status = page.getByRole("status").filter({ hasText: "Loading book details..." });
      await expect(status).toBeVisible();
      release();
      await expect(page.getByRole("heading", { level: 1 })).toContainText(
        "The AI-Ready Organisation",
        { timeout: 15_000 },
      );
      await expect(status).toHaveCount(0);
    });
    test("opening the grants says it is loading grant information", async ({ page }) => {
      await gotoHydrated(page, "/shop/books");
      const release = await holdData(page, "/shop/grants");
      await page
        .getByRole("navigation", { name: "Shop" })
        .getByRole("link", { name: "Grants", exact: true })
        .click();
      const status = page.getByRole("status").filter({ hasText: "Loading grant information..." });
      await expect(status).toBeVisible();
      release();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Government Grants", {
        timeout: 15_000,
      });
      await expect(status).toHaveCount(0);
    });

    test("the catalogue shows its skeleton while a filtered view loads", async ({ page }) => {
      await gotoHydrated(page, "/shop/masterclasses");
      const release = await holdData(page, "/shop/masterclasses");
      await page
        .getByRole("navigation", { name: "View" })
        .getByRole("link", { name: "Calendar" })
        .click();
      const skeleton = page.getByRole("status", { name: "Loading masterclasses" });
      await expect(skeleton).toBeVisible();
      await expect(page.getByRole("table")).toHaveCount(0);
      release();
      await expect(page).toHaveURL(/\?view=calendar$/);
      await expect(skeleton).toHaveCount(0, { timeout: 15_000 });
      await expect(page.locator("#calendar-month")).toBeVisible();

      // Back to the grid: placeholder cards while it loads.
      const again = await holdData(page, "/shop/masterclasses");
      await page
        .getByRole("navigation", { name: "View" })
        .getByRole("link", { name: "Grid" })
        .click();
      await expect(skeleton).toBeVisible();
      await expect(skeleton.locator('[data-slot="masterclass-card-skeleton"]')).toHaveCount(6);
      again();
      await expect(skeleton).toHaveCount(0, { timeout: 15_000 });
      await expect(page.getByRole("link", { name: /^View Details: / }).first()).toBeVisible();
    });

    test("the training calendar says 'Loading calendar...' while a month loads", async ({
      page,
    }) => {
      await gotoHydrated(page, "/shop/calendar");
      const release = await holdData(page, "/shop/calendar");
      await page.getByRole("link", { name: /next month/ }).click();
      const loading = page.getByRole("status").filter({ hasText: "Loading calendar..." });
      await expect(loading).toBeVisible();
      release();
      await expect(loading).toHaveCount(0, { timeout: 15_000 });
      await expect(page).toHaveURL(/\/shop\/calendar\?month=\d{4}-\d{2}$/);
      await expect(page.locator("#calendar-month")).toBeVisible();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Training Calendar");
    });
  });
}

test("custom training is not a masterclass and gets no such message", async ({ page }) => {
  await gotoHydrated(page, "/shop/for-organisations");
  const release = await holdData(page, "/shop/masterclasses/custom");
  await page.locator('a[href="/shop/masterclasses/custom"]').first().click();
  await expect(page.getByText("Loading masterclass details...")).toHaveCount(0);
  release();
  await expect(page).toHaveURL(/\/shop\/masterclasses\/custom$/);
});
