import { expect, test } from "@playwright/test";
import { gotoHydrated } from "./support/hydrated";

// Demo seed: this course has a brochure, the one-day ChatGPT course has none.
const WITH_BROCHURE = "business-writing-masterclass";
const WITHOUT_BROCHURE = "chatgpt-skill-boost";

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("Download Brochure opens the signed PDF in a new tab and says so", async ({
      page,
      context,
    }) => {
      await gotoHydrated(page, `/shop/masterclasses/${WITH_BROCHURE}`);
      const button = page.getByRole("link", { name: "Download Brochure" });
      await expect(button).toBeVisible();
      const [tab] = await Promise.all([context.waitForEvent("page"), button.click()]);
      await expect(page.getByText("Brochure opened")).toBeVisible();
      await expect(page.getByText("Your brochure has been opened in a new tab.")).toBeVisible();
      await expect
        .poll(() => tab.url())
        .toMatch(/\/files\/brochures\/business-writing-masterclass\.pdf\?expires=\d+&sig=/);
      const pdf = await page.request.get(tab.url());
      expect(pdf.status()).toBe(200);
      expect(pdf.headers()["content-type"]).toBe("application/pdf");
      await tab.close();
    });

    test("a course without a brochure says it is unavailable and leaves no empty tab", async ({
      page,
      context,
    }) => {
      await gotoHydrated(page, `/shop/masterclasses/${WITHOUT_BROCHURE}`);
      await page.getByRole("link", { name: "Download Brochure" }).click();
      await expect(page.getByText("Brochure unavailable")).toBeVisible();
      await expect(
        page.getByText("The brochure for this masterclass is not available at this time."),
      ).toBeVisible();
      await expect.poll(() => context.pages().length).toBe(1);
    });
    test("the button says 'Opening...' while it asks for the link", async ({ page, context }) => {
      await gotoHydrated(page, `/shop/masterclasses/${WITH_BROCHURE}`);
      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route("**/api/brochures/**", async (route) => {
        await released;
        await route.continue();
      });
      const button = page.getByRole("link", { name: /^(Download Brochure|Opening\.\.\.)$/ });
      const [tab] = await Promise.all([context.waitForEvent("page"), button.click()]);
      await expect(button).toHaveText("Opening...");
      await expect(button).toHaveAttribute("aria-disabled", "true");
      release();
      await expect(page.getByText("Brochure opened")).toBeVisible();
      await expect(button).toHaveText("Download Brochure");
      await expect(button).not.toHaveAttribute("aria-disabled");
      await expect.poll(() => tab.url()).toMatch(/\/files\/brochures\/.*\?expires=/);
      await tab.close();
    });

    test("a request that fails says 'Failed to open brochure' and closes its tab", async ({
      page,
      context,
    }) => {
      await gotoHydrated(page, `/shop/masterclasses/${WITH_BROCHURE}`);
      await page.route("**/api/brochures/**", (route) => route.abort("connectionreset"));
      await page.getByRole("link", { name: "Download Brochure" }).click();
      await expect(page.getByText("Failed to open brochure")).toBeVisible();
      await expect(page.getByText("Unable to open the brochure. Please try again.")).toBeVisible();
      await expect.poll(() => context.pages().length).toBe(1);
      await expect(page.getByRole("link", { name: "Download Brochure" })).toBeVisible();
    });
  });
}

test("without JavaScript the button is a link that reaches the PDF", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`/shop/masterclasses/${WITH_BROCHURE}`);
  const href = await page.getByRole("link", { name: "Download Brochure" }).getAttribute("href");
  expect(href).toMatch(/^\/api\/brochures\/masterclass\/[0-9a-f-]{36}$/);
  const response = await page.request.get(href!);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("application/pdf");
  expect(response.url()).toMatch(/\/files\/brochures\/business-writing-masterclass\.pdf\?/);
  await context.close();
});
