import AxeBuilder from "@axe-core/playwright";
import { expect as baseExpect, test, type Locator, type Page } from "@playwright/test";
import { gotoHydrated } from "./support/hydrated";
import { readMail, uniqueEmail } from "./support/mail";

// A paperback ordered on the public page with its delivery address, then walked through the
// back office: payment confirmed, shipped with a courier and tracking number (the buyer's mail
// arrives with both), delivered. The order screen fits 1280×800 and 390×844.

const BOOK = {
  slug: "the-ai-ready-organisation",
  title: "The AI-Ready Organisation: A Playbook for Malaysian Leaders",
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

test.describe.configure({ timeout: 150_000 });
const expect = baseExpect.configure({ timeout: 10_000 });

async function expectNoSeriousAxeFinding(page: Page) {
  await page.mouse.move(0, 0);
  await page.waitForTimeout(300);
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((node) => node.target.join(" ")).join(", ")}`);
  expect(serious).toEqual([]);
}

/** Nothing on the page scrolls sideways, the order table included. */
async function expectFits(page: Page, viewport: { width: number }) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    viewport.width,
  );
  const table = page.getByRole("table", { name: "Book orders" }).locator("xpath=..");
  const { scrollWidth, clientWidth } = await table.evaluate((el) => ({
    scrollWidth: el.scrollWidth,
    clientWidth: el.clientWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
}

/** A control is wholly inside the viewport's width (not cut off at the right edge). */
async function expectWithinWidth(control: Locator, viewport: { width: number }) {
  const box = (await control.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
}

/** On a phone the toast sits over the row's buttons: wait for it to go, as a person would. */
async function toastGone(page: Page) {
  // A toast under the pointer stays while hovered.
  await page.mouse.move(0, 0);
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 20_000 });
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

    test("a paperback is ordered with its address, paid, shipped with tracking (mailed) and delivered", async ({
      page,
    }) => {
      const email = uniqueEmail(`paperback-${viewport.width}`);
      const name = `Hafiz Buyer ${viewport.width}`;
      const tracking = `ER${viewport.width}123456MY`;

      await gotoHydrated(page, `/shop/books/${BOOK.slug}`);
      await expect(page.locator("[data-slot=book-format]")).toContainText("Paperback");
      await page.getByRole("link", { name: "Buy Now" }).click();
      const dialog = page.getByRole("dialog", { name: `Order ${BOOK.title}` });
      await expect(dialog).toBeVisible();
      const address = dialog.getByRole("group", { name: "Delivery address (Malaysia)" });
      await expect(address).toBeVisible();
      await dialog.getByLabel("Full Name *", { exact: true }).fill(name);
      await dialog.getByLabel("Email *", { exact: true }).fill(email);
      await address.getByLabel("Recipient's name *", { exact: true }).fill(name);
      await address.getByLabel("Address line 1 *", { exact: true }).fill("12 Jalan Tun Razak");
      await address.getByLabel("Postcode *", { exact: true }).fill("5045");
      await address.getByLabel("City *", { exact: true }).fill("Kuala Lumpur");
      await address.getByLabel("State *", { exact: true }).selectOption("W.P. Kuala Lumpur");
      await address.getByLabel("Recipient's phone *", { exact: true }).fill("012-345 6789");
      // The address fits the dialog: nothing scrolls sideways.
      const { scrollWidth, clientWidth } = await dialog.evaluate((el) => ({
        scrollWidth: el.scrollWidth,
        clientWidth: el.clientWidth,
      }));
      expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
      if (SHOTS)
        await dialog.screenshot({ path: `${SHOTS}/paperback-order-${viewport.width}.png` });
      await page.waitForTimeout(FILL_TIME_MS);
      await dialog.getByRole("button", { name: "Place Order" }).click();
      // Checked in the browser by the same schema as the server: the message at its field.
      const postcode = address.getByLabel("Postcode *", { exact: true });
      await expect(postcode).toHaveAccessibleDescription(/Enter the 5-digit postcode/);
      await postcode.fill("50400");
      await dialog.getByRole("button", { name: "Place Order" }).click();
      const toast = page
        .locator("[data-sonner-toast]")
        .filter({ hasText: "Registration Successful!" });
      await expect(toast).toContainText(REFERENCE, { timeout: 15_000 });
      const reference = REFERENCE.exec((await toast.textContent()) ?? "")![1]!;

      const received = await readMail((m) => m.to.includes(email));
      expect(received.subject).toBe(`Book order received: ${BOOK.title}`);
      expect(received.text).toContain("50400 Kuala Lumpur");

      await signIn(page, `/admin/book-orders?q=${reference}`);
      const row = page.getByRole("row").filter({ hasText: reference });
      await expect(row).toHaveCount(1);
      await expect(row).toContainText("Paperback");
      await expect(row).toContainText("12 Jalan Tun Razak");
      await expect(row).toContainText("50400 Kuala Lumpur");
      await expect(row.getByText("Awaiting payment", { exact: true })).toBeVisible();
      const confirm = row.getByRole("button", { name: "Confirm payment" });
      await expectWithinWidth(confirm, viewport);
      await expectFits(page, viewport);
      await expectNoSeriousAxeFinding(page);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/book-delivery-${viewport.width}.png` });

      await confirm.click();
      await expect(page.getByText(`Payment confirmed for ${reference}`)).toBeVisible();
      await expect(row.getByText("Paid", { exact: true })).toBeVisible();

      await toastGone(page);
      await row.getByText("Ship…").click();
      const ship = row.getByRole("form", { name: `Ship ${reference}` });
      await ship.getByLabel("Courier").fill("Pos Laju");
      await ship.getByLabel("Tracking number").fill(tracking);
      await expectFits(page, viewport);
      await ship.getByRole("button", { name: "Mark shipped" }).click();
      await expect(page.getByText(`Shipped ${reference} by Pos Laju`)).toBeVisible();
      await expect(row.getByText("Shipped", { exact: true })).toBeVisible();
      await expect(row.getByRole("link", { name: tracking })).toHaveAttribute(
        "href",
        `https://tracking.pos.com.my/tracking/${tracking}`,
      );

      const shipped = await readMail(
        (m) => m.to.includes(email) && m.subject.startsWith("Book order shipped"),
      );
      expect(shipped.subject).toBe(`Book order shipped: ${BOOK.title}`);
      expect(shipped.text).toContain(tracking);
      expect(shipped.text).toContain("Pos Laju");
      expect(shipped.html).toContain(`https://tracking.pos.com.my/tracking/${tracking}`);

      await toastGone(page);
      await row.getByRole("button", { name: "Mark delivered" }).click();
      await expect(page.getByText(`${reference} is delivered`)).toBeVisible();
      await expect(row.getByText("Delivered", { exact: true })).toBeVisible();
      await expect(row.getByRole("button")).toHaveCount(0);
      await expectFits(page, viewport);
      await expectNoSeriousAxeFinding(page);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/book-delivered-${viewport.width}.png` });
    });
  });
}

test("without JavaScript a paperback's order form asks for the address, refuses it missing, and orders with it", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  try {
    await page.goto(`/shop/books/${BOOK.slug}`);
    await page.getByRole("link", { name: "Buy Now" }).click();
    const form = page.getByRole("form", { name: `Order ${BOOK.title}` });
    const address = form.getByRole("group", { name: "Delivery address (Malaysia)" });
    await expect(address).toBeVisible();
    const email = uniqueEmail("paperback-nojs");
    await form.getByLabel("Full Name *", { exact: true }).fill("Lim Wei Ling");
    await form.getByLabel("Email *", { exact: true }).fill(email);
    await address.getByLabel("City *", { exact: true }).fill("Johor Bahru");
    await page.waitForTimeout(FILL_TIME_MS);
    await form.getByRole("button", { name: "Place Order" }).click();
    // Refused by the server at each field, the values kept.
    await expect(form.getByText("Enter the street address")).toBeVisible();
    await expect(form.getByText("Enter the 5-digit postcode")).toBeVisible();
    await expect(form.getByText("Choose the state")).toHaveCount(2); // the option and the message
    await expect(address.getByLabel("City *", { exact: true })).toHaveValue("Johor Bahru");

    await address.getByLabel("Recipient's name *", { exact: true }).fill("Lim Wei Ling");
    await address.getByLabel("Address line 1 *", { exact: true }).fill("8 Jalan Wong Ah Fook");
    await address.getByLabel("Postcode *", { exact: true }).fill("80000");
    await address.getByLabel("State *", { exact: true }).selectOption("Johor");
    await address.getByLabel("Recipient's phone *", { exact: true }).fill("+60 7-223 4567");
    await page.waitForTimeout(FILL_TIME_MS);
    await form.getByRole("button", { name: "Place Order" }).click();
    await expect(page).toHaveURL(new RegExp(`/shop/books/${BOOK.slug}$`));
    await expect(
      page.getByRole("status").filter({ hasText: "Registration Successful!" }),
    ).toBeVisible();
    const mail = await readMail((m) => m.to.includes(email));
    expect(mail.text).toContain("80000 Johor Bahru");
  } finally {
    await context.close();
  }
});
