import { expect, test } from "@playwright/test";
import { staticRoutes } from "./routes";

for (const route of staticRoutes) {
  test(`${route.path} answers 200 with its headline and title`, async ({ page }) => {
    const problems: string[] = [];
    page.on("pageerror", (error) => problems.push(error.message));
    page.on("console", (message) => {
      if (message.type() === "error") problems.push(message.text());
    });
    const response = await page.goto(route.path);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(route.title);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(route.heading);
    // Visitors get the WhatsApp button on every public page; the admin, where it would cover the editor, has none.
    const whatsapp = page.locator('[data-slot="whatsapp-button"]');
    if (route.path.startsWith("/admin")) await expect(whatsapp).toHaveCount(0);
    else await expect(whatsapp).toHaveAttribute("href", /^https:\/\/wa\.me\/\d+\?text=.+/);
    // Hydrated without errors (hydration mismatches, failed scripts, CSP refusals).
    await page.waitForLoadState("networkidle");
    expect(problems).toEqual([]);
  });
}

test("detail routes render the seeded masterclass, book and blog post", async ({ page }) => {
  await page.goto("/shop/masterclasses");
  const firstCard = page.getByRole("link", { name: /View Details/ }).first();
  await firstCard.click();
  await expect(page).toHaveURL(/\/shop\/masterclasses\/[a-z0-9-]+$/);
  await expect(page.getByRole("heading", { level: 1 })).not.toBeEmpty();
  await expect(page).toHaveTitle(/ \| AIHQ$/);

  await page.goto("/shop/books");
  await page.locator('a[href^="/shop/books/"]').first().click();
  await expect(page).toHaveURL(/\/shop\/books\/[a-z0-9-]+$/);
  await expect(page.getByRole("link", { name: "Back to Books" })).toBeVisible();

  await page.goto("/blog");
  await page.locator('main a[href^="/blog/"]').first().click();
  await expect(page).toHaveURL(/\/blog\/[a-z0-9-]+$/);
  await expect(page.getByText("Get Started Today")).toBeVisible();
});

test("an unknown path shows the 404 page with a way back to the shop", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByText("Oops! The page you're looking for doesn't exist.")).toBeVisible();
  await page.getByRole("link", { name: "Return to Shop" }).click();
  await expect(page).toHaveURL(/\/shop$/);
});

test("unknown masterclass, book and post slugs answer 404 with their not-found texts", async ({
  page,
}) => {
  let response = await page.goto("/shop/masterclasses/no-such-class");
  expect(response?.status()).toBe(404);
  await expect(page.getByText("Masterclass Not Found")).toBeVisible();
  response = await page.goto("/shop/books/no-such-book");
  expect(response?.status()).toBe(404);
  await expect(page.getByText("Book Not Found")).toBeVisible();
  response = await page.goto("/blog/no-such-post");
  expect(response?.status()).toBe(404);
  await expect(page.getByText("Post Not Found")).toBeVisible();
});
