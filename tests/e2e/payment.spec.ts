import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect as baseExpect, test, type Page } from "@playwright/test";
import { ownPort } from "./support/own-server";
import { type PayingServer, startPayingServer } from "./support/paying-server";
import { gotoHydrated } from "./support/hydrated";
import { readMail } from "./support/mail";

// Pay now, end to end, on a server of its own (offset 210) whose Stripe is the local stand-in
// (offset 211): Register Now → Pay now → the stand-in's "checkout" → back on our page, which
// waits for the webhook → the test delivers it, signed → "Payment received" → the back office
// shows the seat confirmed and paid by card.
test.describe.configure({ mode: "serial", timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

const { port, baseURL } = ownPort(210);
test.use({ baseURL, viewport: { width: 1280, height: 800 } });

const ADMIN = { email: "pay@aihq.test", password: "e2e-pay-password" };
const COURSE = { slug: "ai-for-finance-teams", title: "AI for Finance Teams" };
const FILL_TIME_MS = 2100;
const SHOTS = process.env.E2E_SHOTS_DIR ?? path.join(os.tmpdir(), "aihq-payment-shots");

let paying: PayingServer | undefined;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  fs.mkdirSync(SHOTS, { recursive: true });
  paying = await startPayingServer({
    name: "pay",
    port,
    admin: ADMIN,
    course: {
      slug: COURSE.slug,
      title: COURSE.title,
      date: new Date(Date.now() + 21 * 86_400_000),
      price: "1499.00",
      classSize: 5,
    },
  });
});

test.afterAll(async () => {
  await paying?.stop();
});

/**
 * The page at 390 and 1280 px. The confirming page reloads itself every few seconds, which
 * would interrupt a screenshot: it is shot from a copy without the refresh (and without
 * JavaScript, so nothing puts it back), as a visitor sees it between two checks.
 */
async function shoot(page: Page, name: string) {
  const context = await page.context().browser()!.newContext({ javaScriptEnabled: false });
  const still = await context.newPage();
  await still.route(page.url(), async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace(/<meta[^>]*http-equiv="refresh"[^>]*>/gi, "");
    await route.fulfill({ response, body });
  });
  await still.goto(page.url());
  for (const width of [390, 1280]) {
    await still.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await still.screenshot({
      path: path.join(SHOTS, `${name}-${width}.png`),
      fullPage: true,
      animations: "disabled",
    });
  }
  await context.close();
}

test("a visitor pays online; the webhook, not the return, confirms the seat", async ({ page }) => {
  await gotoHydrated(page, `/shop/masterclasses/${COURSE.slug}`);
  await page.getByRole("link", { name: "Register Now" }).first().click();
  const dialog = page.getByRole("dialog", { name: `Register for ${COURSE.title}` });
  await expect(dialog.getByLabel("Full Name *", { exact: true })).toBeVisible();
  await expect(dialog.getByRole("radio", { name: /Pay now/ })).toBeChecked();
  await expect(dialog.getByRole("radio", { name: /Pay by invoice/ })).toBeVisible();
  await dialog.getByLabel("Full Name *", { exact: true }).fill("Aminah Payer");
  await dialog.getByLabel("Email *", { exact: true }).fill("aminah.payer@example.my");
  await page.screenshot({ path: path.join(SHOTS, "pay-choice-1280.png") });
  await page.waitForTimeout(FILL_TIME_MS);
  await dialog.getByRole("button", { name: "Continue to Payment" }).click();

  // The stand-in's "checkout" pays and sends the visitor back to our success URL.
  await expect(page).toHaveURL(/\/shop\/payments\/AIHQ-R-[A-Z0-9]{6}\/done\?/);
  await expect(page.getByRole("heading", { name: "Confirming your payment…" })).toBeVisible();
  const reference = /AIHQ-R-[A-Z0-9]{6}/.exec(page.url())![0];
  await expect(page.getByText(reference)).toBeVisible();
  await shoot(page, "payment-confirming");

  const [sent] = paying!.standIn.created();
  expect(sent!.body).toMatchObject({
    currency: "myr",
    client_reference_id: reference,
    "line_items[0][price_data][unit_amount]": "149900",
  });
  const session = [...paying!.standIn.sessions.values()].find(
    (s) => s.client_reference_id === reference,
  )!;
  expect(session.payment_status).toBe("paid");
  const answer = await paying!.deliver("checkout.session.completed", session);
  expect(answer.status).toBe(200);

  // The page checks again by itself (a meta refresh), and now finds the payment.
  await expect(page.getByRole("heading", { name: "Payment received" })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByText(reference).first()).toBeVisible();
  await shoot(page, "payment-received");

  // The team sees the seat confirmed and paid by card, with Stripe's payment id.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/admin/login");
  await page.getByLabel("Email", { exact: true }).fill(ADMIN.email);
  await page.getByLabel("Password", { exact: true }).fill(ADMIN.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/admin$/, { timeout: 20_000 });
  await page.goto(`/admin/registrations/${paying!.courseId}`);
  const row = page
    .locator('section[aria-labelledby="attendees"]')
    .getByRole("row")
    .filter({ hasText: "Aminah Payer" });
  await expect(row).toContainText(/Confirmed/i);
  await expect(row).toContainText(/card/i);
  await expect(row).toContainText(session.payment_intent!);
  await row.getByText("Cancel…").click();
  await expect(row.getByRole("button", { name: "Cancel and refund" })).toBeVisible();
  await page.screenshot({ path: path.join(SHOTS, "admin-paid-1280.png"), fullPage: true });
});

test("coming back without paying shows until when the seat is held, and Pay now again", async ({
  page,
}) => {
  await gotoHydrated(page, `/shop/masterclasses/${COURSE.slug}`);
  await page.getByRole("link", { name: "Register Now" }).first().click();
  const dialog = page.getByRole("dialog", { name: `Register for ${COURSE.title}` });
  await dialog.getByLabel("Full Name *", { exact: true }).fill("Daniel Undecided");
  await dialog.getByLabel("Email *", { exact: true }).fill("daniel.undecided@example.my");
  await page.waitForTimeout(FILL_TIME_MS);
  // Instead of paying, the visitor leaves Stripe's page ("back" to the cancel URL).
  await page.route(`${paying!.standIn.url}/pay/**`, (route) =>
    route.continue({ url: `${route.request().url()}?cancel=1` }),
  );
  await dialog.getByRole("button", { name: "Continue to Payment" }).click();
  await expect(
    page.getByRole("heading", { name: "Your payment is not complete yet" }),
  ).toBeVisible();
  await expect(page.getByText(/Your seat is held until \d{1,2}:\d{2} [AP]M/)).toBeVisible();
  await shoot(page, "payment-cancelled");
  const before = paying!.standIn.created().length;
  await page.getByRole("button", { name: "Pay now" }).click();
  await expect(page).toHaveURL(/\/shop\/payments\/AIHQ-R-[A-Z0-9]{6}\?/);
  // The open session was offered again, not a new one.
  expect(paying!.standIn.created().length).toBe(before);
});

test("the paid visitor cancels from her mail at 390 px: told what comes back first, refunded once", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const paid = await readMail(
    (m) =>
      m.to.includes("aminah.payer@example.my") &&
      m.subject.startsWith("Payment received, seat confirmed"),
  );
  const href = /href="([^"]*\/shop\/registrations\/(AIHQ-R-[A-Z0-9]{6})\/cancel\?[^"]+)"/.exec(
    paid.html,
  );
  expect(href, "the mail carries the signed cancel link").toBeTruthy();
  const link = new URL(href![1]!.replaceAll("&amp;", "&"));
  await gotoHydrated(page, link.pathname + link.search);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cancel your registration?");
  // Three weeks ahead: the whole payment comes back, and the page says so before the click.
  const promise = page.getByText(
    /^You paid RM\s([\d,.]+)\. Cancelling now refunds RM\s\1 to your card within 5–10 working days\.$/,
  );
  await expect(promise).toBeVisible();
  await expect(page.getByText(/This course's rule: Full refund until 14 days/)).toBeVisible();
  const box = await promise.boundingBox();
  expect(box!.x + box!.width, "the sentence fits the phone's width").toBeLessThanOrEqual(390);
  const confirm = page.getByRole("button", { name: /^Yes, cancel and refund RM/ });
  // Its label (with the amount) wraps on the narrowest phones instead of leaving the card.
  await page.setViewportSize({ width: 320, height: 700 });
  const [right, cardRight] = await Promise.all([
    confirm.evaluate((el) => el.getBoundingClientRect().right),
    confirm.evaluate((el) => el.closest(".rounded-2xl")!.getBoundingClientRect().right),
  ]);
  expect(right, "the button stays inside the card at 320 px").toBeLessThanOrEqual(cardRight);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: path.join(SHOTS, "cancel-paid-390.png"), fullPage: true });
  const before = paying!.standIn.refunds.length;
  await confirm.click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Your registration is cancelled",
  );
  await expect(page.getByText(/is being refunded to your card/)).toBeVisible();
  expect(paying!.standIn.refunds.length).toBe(before + 1);
  await page.screenshot({ path: path.join(SHOTS, "cancelled-paid-390.png"), fullPage: true });
});
