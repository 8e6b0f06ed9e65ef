import { expect, test, type Page } from "@playwright/test";

const email = process.env.E2E_ADMIN_EMAIL ?? "editor@aihq.test";
const password = process.env.E2E_ADMIN_PASSWORD ?? "e2e-editor-password";
// A sign-in runs scrypt at N=2^17 on purpose (about 0.2 s alone); on a busy two-core CI
// machine with parallel browsers it can take several seconds.
const SIGN_IN_TIMEOUT = 20_000;

async function signIn(page: Page, next = "/admin/blog") {
  await page.goto(next);
  await expect(page).toHaveURL(/\/admin\/login\?redirectTo=/);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText("Logged in successfully")).toBeVisible({ timeout: SIGN_IN_TIMEOUT });
}

function toast(page: Page, text: string) {
  return page.getByRole("region", { name: /Notifications/ }).getByText(text, { exact: true });
}

test("a wrong password shows 'Invalid password' and keeps the visitor out", async ({ page }) => {
  await page.goto("/admin/blog");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("not the password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(toast(page, "Invalid password")).toBeVisible({ timeout: SIGN_IN_TIMEOUT });
  await expect(page).toHaveURL(/\/admin\/login/);
  await expect(page.getByLabel("Email")).toHaveValue(email);
  await expect(page.getByLabel("Password")).toHaveValue("");
  const response = await page.request.get("/admin/blog/new", { maxRedirects: 0 });
  expect(response.status()).toBe(302);
});

test.describe("running the blog", () => {
  test.describe.configure({ mode: "serial", timeout: 60_000 });
  const stamp = Date.now().toString(36);
  const title = `E2E: Prompting for payroll teams ${stamp}`;
  const slug = `e2e-prompting-for-payroll-teams-${stamp}`;
  const edited = `${title} (updated)`;
  // Each test has its own page (and the device's ordinary browser user agent, so
  // views count); the ones that need it sign in first.

  test("creates a published post with the editor; it shows on /blog and in the home page's Latest Insights", async ({
    page,
  }) => {
    await signIn(page);
    await page.getByRole("link", { name: "Create New Post" }).click();
    await page.getByLabel("Title", { exact: true }).fill(title);
    const editor = page.getByRole("textbox", { name: "Content" });
    await editor.click();
    await page.getByRole("button", { name: "Heading 2" }).click();
    await page.keyboard.type("Why payroll teams should care");
    await page.keyboard.press("Enter");
    await page.keyboard.type(
      "Payroll teams spend hours on repetitive queries. A good prompt saves most of them.",
    );
    await page.getByLabel("Status").selectOption("published");
    await page.getByRole("button", { name: "Create Post" }).click();

    await expect(toast(page, "Post created successfully")).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/blog$/);
    const row = page.getByRole("listitem").filter({ hasText: title });
    await expect(row).toContainText("Published");
    await expect(row).toContainText("Uncategorized");
    await expect(row).toContainText("0 views");

    await page.goto("/blog");
    await expect(page.getByRole("link", { name: title }).first()).toBeVisible();
    await page.goto("/");
    await expect(
      page
        .locator('[data-section="insights"]')
        .getByRole("link", { name: new RegExp(title.replace(/[()]/g, "\\$&")) }),
    ).toBeVisible();

    const article = await page.request.get(`/blog/${slug}`);
    expect(article.status()).toBe(200);
    const html = await article.text();
    expect(html).toContain("<h2>Why payroll teams should care</h2>");
    expect(html).toContain('"@type":"BlogPosting"');
    expect(html).toContain(`<link rel="canonical" href="http://127.0.0.1:`);
    expect(html).toContain('property="og:image"');
  });

  test("counts a view per page load", async ({ page }) => {
    // The page may come from the page cache: it counts its reader once on screen and shows
    // the count the server answers.
    const counted = async (load: () => Promise<unknown>) => {
      const answer = page.waitForResponse((r) => r.url().endsWith(`/api/blog-views/${slug}`));
      await load();
      const { viewCount } = (await (await answer).json()) as { viewCount: number };
      await expect(page.getByText(`${viewCount.toLocaleString("en-MY")} views`)).toBeVisible();
      return viewCount;
    };
    const first = await counted(() => page.goto(`/blog/${slug}`));
    expect(await counted(() => page.reload())).toBe(first + 1);
    expect(await counted(() => page.reload())).toBe(first + 2);
  });

  test("lists the post in the RSS feed and the sitemap", async ({ page }) => {
    const rss = await page.request.get("/blog/rss.xml");
    expect(rss.headers()["content-type"]).toContain("application/rss+xml");
    expect(await rss.text()).toContain(`/blog/${slug}</link>`);
    const sitemap = await page.request.get("/sitemap.xml");
    expect(await sitemap.text()).toContain(`/blog/${slug}</loc>`);
    expect(await (await page.request.get("/robots.txt")).text()).toContain("Disallow: /admin");
  });

  test("edits the post in the modal", async ({ page }) => {
    await signIn(page);
    await page.getByRole("link", { name: `Edit ${title}` }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Post" });
    await expect(dialog.getByLabel("Title", { exact: true })).toHaveValue(title);
    await dialog.getByLabel("Title", { exact: true }).fill(edited);
    await expect(dialog.getByRole("switch", { name: "Featured" })).not.toBeChecked();
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await expect(toast(page, "Post updated successfully")).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page.getByRole("listitem").filter({ hasText: edited })).toBeVisible();
    await page.goto(`/blog/${slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(edited);
  });

  test("a draft is not public, but the admin can preview it", async ({ page }) => {
    const draftTitle = `E2E draft ${stamp}`;
    await signIn(page, "/admin/blog/new");
    await page.getByLabel("Title", { exact: true }).fill(draftTitle);
    await page.getByRole("textbox", { name: "Content" }).fill("Not ready yet.");
    await page.getByRole("button", { name: "Create Post" }).click();
    await expect(toast(page, "Post created successfully")).toBeVisible();
    const response = await page.request.get(`/blog/e2e-draft-${stamp}`);
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain("Post Not Found");

    const preview = page.waitForEvent("popup");
    await page.getByRole("link", { name: `Preview ${draftTitle} (opens in a new tab)` }).click();
    const tab = await preview;
    await expect(
      tab.getByText("Preview of a draft: only signed-in admins can see this page."),
    ).toBeVisible();
    await expect(tab.getByRole("heading", { level: 1 })).toHaveText(draftTitle);
    await tab.close();

    await page.getByRole("button", { name: `Delete ${draftTitle}` }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
    await expect(toast(page, "Post deleted successfully")).toBeVisible();
  });

  test("deletes the post after the confirmation", async ({ page }) => {
    await signIn(page);
    await page.getByRole("button", { name: `Delete ${edited}` }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toContainText("Are you sure you want to delete this post?");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(page.getByRole("listitem").filter({ hasText: edited })).toBeVisible();

    await page.getByRole("button", { name: `Delete ${edited}` }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
    await expect(toast(page, "Post deleted successfully")).toBeVisible();
    await expect(page.getByRole("listitem").filter({ hasText: edited })).toHaveCount(0);
    expect((await page.request.get(`/blog/${slug}`)).status()).toBe(404);
  });

  test("uploads a featured image and rejects a file that is not an image", async ({ page }) => {
    await signIn(page, "/admin/blog/new");
    const field = page
      .locator('[data-slot="image-field"]')
      .filter({ has: page.getByText("Featured image", { exact: true }) });
    const png = Buffer.from(
      "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
      "base64",
    );
    await field
      .locator('input[type="file"]')
      .setInputFiles({ name: "cover.png", mimeType: "image/png", buffer: png });
    await expect(field.getByRole("textbox")).toHaveValue(/^\/uploads\/blog\/[0-9a-f]{32}\.png$/);
    const url = await field.getByRole("textbox").inputValue();
    const image = await page.request.get(url);
    expect(image.status()).toBe(200);
    expect(image.headers()["cache-control"]).toContain("immutable");

    await field
      .locator('input[type="file"]')
      .setInputFiles({ name: "fake.png", mimeType: "image/png", buffer: Buffer.from("<svg/>") });
    await expect(field.getByRole("alert")).toHaveText("Upload a JPEG, PNG or WebP image.");
  });

  test("logout ends the session", async ({ page }) => {
    await signIn(page);
    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await page.goto("/admin/blog/categories");
    await expect(page).toHaveURL(/\/admin\/login\?redirectTo=%2Fadmin%2Fblog%2Fcategories/);
  });
});
