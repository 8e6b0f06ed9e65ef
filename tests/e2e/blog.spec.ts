import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";

const email = process.env.E2E_ADMIN_EMAIL ?? "editor@aihq.test";
const password = process.env.E2E_ADMIN_PASSWORD ?? "e2e-editor-password";

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
    );
}

test("the blog shows the featured article, then every published post; a post links back", async ({
  page,
}) => {
  await page.goto("/blog");
  await expect(page.getByText("Featured article")).toBeVisible();
  await expect(page.locator("main article").first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole("link", { name: /^Read / }).click();
  await expect(page.getByText("Get Started Today")).toBeVisible();
  await expect(page.getByText(/^By /)).toBeVisible();
  await expect(page.getByRole("link", { name: "Contact us" })).toHaveAttribute("href", "/contact");
  expect(await seriousViolations(page)).toEqual([]);
  // Client-side navigation: the skeleton, then the list.
  await page.getByRole("link", { name: "Back to Blog" }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByText("Featured article")).toBeVisible();
  await expect(page.locator('[data-slot="post-card-skeleton"]')).toHaveCount(0);
});

test("a client-side visit shows the 6-card skeleton until the posts arrive, and a post's skeleton while it loads", async ({
  page,
}) => {
  // Both data requests are held from the start, each until its own release.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let releasePost: () => void = () => {};
  const heldPost = new Promise<void>((resolve) => (releasePost = resolve));
  await page.route(/_routes=routes%2Fblog%2Findex/, async (route) => {
    await held;
    await route.continue();
  });
  // A post's data request names no routes when it needs every loader of the page: match its path.
  await page.route(/\/blog\/[^/?]+\.data(\?|$)/, async (route) => {
    await heldPost;
    await route.continue();
  });
  await page.goto("/about-us");
  // Only a hydrated page navigates on the client (and shows the skeleton).
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Blog" }).click();
  await expect(page.locator('[data-slot="post-card-skeleton"]')).toHaveCount(6);
  release();
  await expect(page.getByText("Featured article")).toBeVisible();
  await expect(page.locator('[data-slot="post-card-skeleton"]')).toHaveCount(0);

  await page
    .getByRole("link", { name: /^Read / })
    .first()
    .click();
  await expect(page.getByLabel("Loading post")).toBeVisible();
  releasePost();
  await expect(page.getByText("Get Started Today")).toBeVisible();
});

test("an unknown post offers the way back to the blog", async ({ page }) => {
  const response = await page.goto("/blog/this-post-does-not-exist");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Post Not Found" })).toBeVisible();
  await page.getByRole("link", { name: "Browse All Posts" }).click();
  await expect(page).toHaveURL(/\/blog$/);
});

test("the admin pages have no serious accessibility violation", async ({ page }) => {
  // A sign-in (scrypt) and five axe scans: more than the default 30 s on a busy machine.
  test.slow();
  await page.goto("/admin/login");
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  // scrypt at N=2^17 is slow on purpose, slower still on a busy CI machine.
  // Sign-in lands on the back office's dashboard.
  await expect(page.getByText("Logged in successfully")).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/admin$/);
  for (const path of ["/admin/blog", "/admin/blog/new", "/admin/blog/categories"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await seriousViolations(page), path).toEqual([]);
  }
  await page.goto("/admin/blog");
  // A seeded post: the admin spec running in parallel creates and deletes its own.
  await page.getByRole("link", { name: /^Edit How to Fund AI Training Through HRD Corp/ }).click();
  await expect(page.getByRole("dialog", { name: "Edit Post" })).toBeVisible();
  expect(await seriousViolations(page), "edit modal").toEqual([]);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the post page fits the screen without sideways scrolling", async ({ page }) => {
    await page.goto("/blog/hrd-corp-funding-for-ai-training");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
