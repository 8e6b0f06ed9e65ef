import { expect, test, type Browser, type Locator, type Page } from "@playwright/test";
import { buildBooks } from "../../server/db/seed/catalogue";
import { formatMYR } from "../../common/money";
import { gotoHydrated } from "./support/hydrated";

// The demo books (server/db/seed/catalogue.ts): one has no key insights, one no author bio.
const demo = buildBooks();
function demoBook(slug: string) {
  const book = demo.find((row) => row.slug === slug);
  if (!book) throw new Error(`No demo book ${slug}`);
  return book;
}
const FULL = demoBook("the-ai-ready-organisation");
const NO_INSIGHTS = demoBook("data-stories-for-busy-managers");
const NO_BIO = demoBook("write-clearly-work-faster");
const PROFIT = demoBook("prompt-to-profit");

const admin = {
  email: process.env.E2E_ADMIN_EMAIL ?? "editor@aihq.test",
  password: process.env.E2E_ADMIN_PASSWORD ?? "e2e-editor-password",
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
// Only the demo books: back-office tests running at the same time add books of their own.
const demoTitle = new RegExp(`^(${demo.map((row) => escapeRegExp(row.title)).join("|")})$`);

function cards(page: Page): Locator {
  return page.locator("article").filter({ has: page.getByRole("link", { name: demoTitle }) });
}

function card(page: Page, title: string): Locator {
  return page
    .locator("article")
    .filter({ has: page.getByRole("link", { name: title, exact: true }) });
}

const searchbox = (page: Page) =>
  page.getByRole("searchbox", { name: "Search books by title or author" });

async function search(page: Page, text: string) {
  await searchbox(page).fill(text);
  await page.getByRole("button", { name: "Search", exact: true }).click();
}

/** The width and height of what `locator` draws. */
async function size(locator: Locator): Promise<{ width: number; height: number }> {
  const box = await locator.boundingBox();
  if (!box) throw new Error("not drawn");
  return box;
}

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });

    test("cards show a 3:4 cover, the author, the description and the price", async ({ page }) => {
      await gotoHydrated(page, "/shop/books");
      await expect(cards(page)).toHaveCount(demo.length);
      for (const book of [FULL, PROFIT]) {
        const item = card(page, book.title);
        await expect(item.getByText(`By ${book.author}`, { exact: true })).toBeVisible();
        await expect(item.getByText(book.description ?? "")).toBeVisible();
        await expect(item.getByText(formatMYR(book.price), { exact: true })).toBeVisible();
        const cover = item.getByRole("img", { name: `Cover of ${book.title}` });
        await expect(cover).toBeVisible();
        const { width: w, height: h } = await size(cover);
        expect(h / w).toBeCloseTo(4 / 3, 1);
      }
      // Nothing overflows the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );
      // The whole card opens the book: a click on its cover does.
      const cover = card(page, PROFIT.title).getByRole("img");
      await cover.scrollIntoViewIfNeeded();
      const box = (await cover.boundingBox())!;
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      await expect(page).toHaveURL(new RegExp(`/shop/books/${PROFIT.slug}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(PROFIT.title);
    });

    test("search by title and by author, in any case, is in the URL and survives reload", async ({
      page,
    }) => {
      await gotoHydrated(page, "/shop/books");
      await search(page, "PROFIT");
      await expect(page).toHaveURL(/\/shop\/books\?q=PROFIT$/);
      await expect(cards(page)).toHaveCount(1);
      await expect(card(page, PROFIT.title)).toBeVisible();

      await search(page, "tan mei LING");
      await expect(page).toHaveURL(/\/shop\/books\?q=tan\+mei\+LING$/);
      await expect(cards(page)).toHaveCount(1);
      await expect(card(page, NO_INSIGHTS.title)).toBeVisible();
      await page.reload();
      await expect(searchbox(page)).toHaveValue("tan mei LING");
      await expect(cards(page)).toHaveCount(1);
      await expect(card(page, NO_INSIGHTS.title)).toBeVisible();

      // The description is not searched: its words find nothing.
      await search(page, "kedai");
      await expect(page.getByText("No books found matching your search.")).toBeVisible();
      await expect(cards(page)).toHaveCount(0);
      await page.getByRole("link", { name: "Clear search" }).click();
      await expect(page).toHaveURL(/\/shop\/books$/);
      await expect(cards(page)).toHaveCount(demo.length);
    });

    test("the results follow the search box as one types, which keeps its focus", async ({
      page,
    }) => {
      await gotoHydrated(page, "/shop/books");
      await searchbox(page).click();
      await searchbox(page).pressSequentially("profit", { delay: 60 });
      await expect(page).toHaveURL(/\/shop\/books\?q=profit$/);
      await expect(cards(page)).toHaveCount(1);
      await expect(card(page, PROFIT.title)).toBeVisible();
      await expect(searchbox(page)).toBeFocused();
      await expect(searchbox(page)).toHaveValue("profit");
      await page.goBack();
      await expect(page).toHaveURL(/\/shop\/books$/);
      await expect(searchbox(page)).toHaveValue("");
      await expect(cards(page)).toHaveCount(demo.length);
    });

    test("a book's page has everything of the spec, and Buy Now opens the order", async ({
      page,
    }) => {
      await gotoHydrated(page, `/shop/books/${FULL.slug}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(FULL.title);
      await expect(page.getByText(`By ${FULL.author}`, { exact: true })).toBeVisible();
      const cover = page.getByRole("img", { name: `Cover of ${FULL.title}` });
      await expect(cover).toBeVisible();
      const { width: w, height: h } = await size(cover);
      expect(h / w).toBeCloseTo(4 / 3, 1);

      await expect(page.getByRole("heading", { name: "About This Book" })).toBeVisible();
      await expect(page.getByText(FULL.description ?? "")).toBeVisible();
      const insights = page.getByRole("region", { name: "Key Insights" });
      await expect(insights.getByRole("listitem")).toHaveText(FULL.keyInsights ?? []);
      await expect(page.getByText(formatMYR(FULL.price), { exact: true })).toBeVisible();
      await expect(page.getByText("(including taxes)")).toBeVisible();
      await expect(page.locator("[data-slot=book-format]")).toHaveText(
        "Paperback · Delivered to your address in Malaysia",
      );
      const author = page.getByRole("region", { name: "About the Author" });
      await expect(author).toContainText(FULL.authorBio ?? "");
      await expect(
        page.getByRole("heading", { name: "Learn Directly from the Expert" }),
      ).toBeVisible();
      await expect(page.getByRole("link", { name: "Browse Masterclasses" })).toHaveAttribute(
        "href",
        "/shop/masterclasses",
      );
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );

      await page.getByRole("link", { name: "Buy Now" }).click();
      const dialog = page.getByRole("dialog", { name: `Order ${FULL.title}` });
      await expect(dialog).toBeVisible();
      await expect(page).toHaveURL(/\?register=individual/);
      // The order says what is bought and for how much (the stored price, in MYR).
      const summary = dialog.locator('[data-slot="order-summary"]');
      await expect(summary).toContainText(FULL.title);
      await expect(summary).toContainText(`${formatMYR(FULL.price)} (including taxes)`);
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();

      await page.getByRole("link", { name: "Back to Books" }).click();
      await expect(page).toHaveURL(/\/shop\/books$/);
      await expect(cards(page)).toHaveCount(demo.length);
    });

    test("Key Insights and About the Author appear only when the book has them", async ({
      page,
    }) => {
      await gotoHydrated(page, `/shop/books/${NO_INSIGHTS.slug}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(NO_INSIGHTS.title);
      await expect(page.getByRole("heading", { name: "About This Book" })).toBeVisible();
      await expect(page.getByRole("heading", { name: "Key Insights" })).toHaveCount(0);
      await expect(page.getByRole("heading", { name: "About the Author" })).toBeVisible();

      await gotoHydrated(page, `/shop/books/${NO_BIO.slug}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(NO_BIO.title);
      await expect(page.getByRole("heading", { name: "Key Insights" })).toBeVisible();
      await expect(page.getByRole("heading", { name: "About the Author" })).toHaveCount(0);
    });

    test("an unknown book answers 404 with 'Book Not Found'", async ({ page }) => {
      const response = await gotoHydrated(page, "/shop/books/no-such-book");
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Book Not Found");
      await expect(page.getByText("The book you're looking for doesn't exist.")).toBeVisible();
      await page.getByRole("link", { name: "Back to Books" }).click();
      await expect(page).toHaveURL(/\/shop\/books$/);
    });
  });
}

async function signIn(browser: Browser): Promise<Page> {
  const page = await browser.newPage();
  await page.goto("/admin/login");
  await page.getByLabel("Email").fill(admin.email);
  await page.getByLabel("Password").fill(admin.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText("Logged in successfully")).toBeVisible({ timeout: 20_000 });
  return page;
}

test.describe("a book without a cover", () => {
  test.describe.configure({ mode: "serial", timeout: 90_000 });
  const title = `Coverless Handbook ${Date.now().toString(36)}`;
  const slug = title.toLowerCase().replaceAll(" ", "-");

  test.beforeAll(async ({ browser }) => {
    const page = await signIn(browser);
    await gotoHydrated(page, "/admin/books/new");
    await page.getByLabel("Title", { exact: true }).fill(title);
    await page.getByLabel("Author", { exact: true }).fill("Siti Nur Hidayah");
    await page.getByLabel("Price (RM)", { exact: true }).fill("39.90");
    await page.getByLabel("Description", { exact: true }).fill("A book that has no cover yet.");
    await page.getByRole("button", { name: "Create book" }).click();
    await expect(page.getByText("Book created")).toBeVisible();
    await page.close();
  });

  test.afterAll(async ({ browser }) => {
    const page = await signIn(browser);
    await gotoHydrated(page, `/admin/books?q=${encodeURIComponent(title)}`);
    await page.getByRole("button", { name: `Delete ${title}` }).click();
    await page
      .getByRole("dialog", { name: "Delete this book?" })
      .getByRole("button", { name: "Delete", exact: true })
      .click();
    await expect(page.getByText("Book deleted")).toBeVisible();
    await page.close();
  });

  for (const width of [1280, 390]) {
    test(`shows the placeholder on its card and its page at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 844 });
      await gotoHydrated(page, `/shop/books?q=${encodeURIComponent(title)}`);
      const placeholder = page.getByRole("img", { name: `No cover available for ${title}` });
      await expect(placeholder).toBeVisible();
      const cardBox = await size(placeholder);
      expect(cardBox.height / cardBox.width).toBeCloseTo(4 / 3, 1);

      await gotoHydrated(page, `/shop/books/${slug}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
      await expect(placeholder).toBeVisible();
      await expect(page.getByRole("heading", { name: "Key Insights" })).toHaveCount(0);
      await expect(page.getByRole("heading", { name: "About the Author" })).toHaveCount(0);
      await expect(page.getByText(`${formatMYR("39.90")}`, { exact: true })).toBeVisible();
    });
  }

  test("its Product JSON-LD still has an image: the site's share image, absolute and served", async ({
    request,
    baseURL,
  }) => {
    const html = await (await request.get(`/shop/books/${slug}`)).text();
    const ld = /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1];
    const product = JSON.parse(ld ?? "null") as { name: string; image: string[] };
    expect(product.name).toBe(title);
    expect(product.image).toEqual([`${baseURL}/images/og-default.jpg`]);
    const image = await request.get(product.image[0]!);
    expect(image.status()).toBe(200);
    expect(image.headers()["content-type"]).toMatch(/^image\//);
  });
});
