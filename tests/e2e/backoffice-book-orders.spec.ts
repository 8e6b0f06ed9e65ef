import AxeBuilder from "@axe-core/playwright";
import { expect as baseExpect, test, type Page } from "@playwright/test";
import { gotoHydrated } from "./support/hydrated";
import { readMail, uniqueEmail } from "./support/mail";

// A book ordered on the public site with Buy Now is confirmed by an admin in Book orders:
// the buyer gets the confirmation mail, and the order's lead links back to the order.

// The seed's e-book: its order asks for no delivery address (book-delivery.spec.ts orders a
// paperback).
const BOOK = {
  slug: "write-clearly-work-faster",
  title: "Write Clearly, Work Faster: Business Writing with AI",
};
const ADMIN = {
  email: process.env.E2E_ADMIN_EMAIL ?? "editor@aihq.test",
  password: process.env.E2E_ADMIN_PASSWORD ?? "e2e-editor-password",
};
// scrypt at N=2^17 on a busy machine.
const SIGN_IN_TIMEOUT = 20_000;
/** The spam guard doubts a form sent less than two seconds after it was rendered. */
const FILL_TIME_MS = 2100;
const REFERENCE = /Your reference is (AIHQ-R-[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{6})\./;
const SHOTS = process.env.E2E_SHOTS_DIR;
const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;

test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 10_000 });

async function expectNoSeriousAxeFinding(page: Page) {
  // The pointer left on the button just clicked would have axe judge its hover colours
  // half-way through their transition: scan the page at rest.
  await page.mouse.move(0, 0);
  await page.waitForTimeout(300);
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((node) => node.target.join(" ")).join(", ")}`);
  expect(serious).toEqual([]);
}

/** Buy Now on the book's page, as a visitor; returns the order's reference. */
async function orderBook(page: Page, name: string, email: string): Promise<string> {
  await gotoHydrated(page, `/shop/books/${BOOK.slug}`);
  await page.getByRole("link", { name: "Buy Now" }).click();
  const dialog = page.getByRole("dialog", { name: `Order ${BOOK.title}` });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("Full Name *", { exact: true }).fill(name);
  await dialog.getByLabel("Email *", { exact: true }).fill(email);
  await page.waitForTimeout(FILL_TIME_MS);
  await dialog.getByRole("button", { name: "Place Order" }).click();
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Registration Successful!" });
  await expect(toast).toContainText(REFERENCE, { timeout: 15_000 });
  return REFERENCE.exec((await toast.textContent()) ?? "")![1]!;
}

async function signIn(page: Page, next: string) {
  await page.goto(next);
  await expect(page).toHaveURL(/\/admin\/login\?redirectTo=/);
  await page.getByLabel("Email").fill(ADMIN.email);
  await page.getByLabel("Password").fill(ADMIN.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: "Book orders", level: 1 })).toBeVisible({
    timeout: SIGN_IN_TIMEOUT,
  });
}

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("an admin confirms a book order placed with Buy Now; the buyer is mailed", async ({
      page,
    }) => {
      const email = uniqueEmail(`book-order-${viewport.width}`);
      const name = `Nurul Buyer ${viewport.width}`;
      const reference = await orderBook(page, name, email);

      await signIn(page, "/admin/book-orders");
      // Reached from the side navigation (a menu on a phone).
      if (viewport.width < 768) await page.getByRole("button", { name: "Open menu" }).click();
      await page
        .getByRole("navigation", { name: "Back office" })
        .getByRole("link", { name: "Book orders" })
        .click();
      await expect(page.getByRole("heading", { name: "Book orders", level: 1 })).toBeVisible();

      await page.getByLabel("Search").fill(reference);
      await page.getByRole("button", { name: "Filter" }).click();
      await expect(page).toHaveURL(new RegExp(`\\?q=${reference}$`));
      const row = page.getByRole("row").filter({ hasText: reference });
      await expect(row).toHaveCount(1);
      await expect(row).toContainText(name);
      await expect(row).toContainText(BOOK.title);
      await expect(row.getByText("Awaiting payment", { exact: true })).toBeVisible();
      await expectNoSeriousAxeFinding(page);
      // Nothing scrolls sideways on a phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/book-orders-${viewport.width}.png` });

      await row.getByRole("button", { name: "Confirm payment" }).click();
      await expect(page.getByText(`Payment confirmed for ${reference}`)).toBeVisible();
      await expect(row.getByText("Paid", { exact: true })).toBeVisible();
      await expect(row.getByRole("button", { name: "Confirm payment" })).toHaveCount(0);
      // The filter is kept after the action.
      await expect(page).toHaveURL(new RegExp(`\\?q=${reference}$`));
      await expectNoSeriousAxeFinding(page);

      const mail = await readMail(
        (m) => m.to.includes(email) && m.subject.startsWith("Book order confirmed"),
      );
      expect(mail.subject).toBe(`Book order confirmed, payment received: ${BOOK.title}`);
      expect(mail.text).toContain(reference);

      // The order's lead links back to it.
      await row.getByRole("link", { name }).click();
      await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
      await page.getByRole("link", { name: "Open this order in Book orders" }).click();
      await expect(page).toHaveURL(new RegExp(`/admin/book-orders\\?q=${reference}$`));
      await expect(page.getByRole("row").filter({ hasText: reference })).toContainText("Paid");
    });
  });
}
