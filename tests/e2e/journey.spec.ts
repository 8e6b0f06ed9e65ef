import { eq } from "drizzle-orm";
import jsQR from "jsqr";
import { PNG } from "pngjs";
import { expect as baseExpect, test, type Page } from "@playwright/test";
import { ownPort, signInTo } from "./support/own-server";
import { type PayingServer, startPayingServer } from "./support/paying-server";
import { readMail, type SinkMessage } from "./support/mail";
import { gotoHydrated } from "./support/hydrated";
import { pdfTextLines } from "../integration/pdf-text";
import { masterclasses } from "../../server/db/schema";

// One visitor's whole course, on a server of its own (offset 270) whose Stripe is the local
// stand-in (offset 271): Register Now → Pay now → Checkout → the signed webhook → a paid seat,
// with the invoice PDF and the ticket in the mail → the day comes (the server is stopped and
// the course moved to today) → the door scans the mailed QR code → the team issues the
// certificate, which verifies and downloads. Each step reads what the previous one produced.
test.describe.configure({ mode: "serial", timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

const { port, baseURL } = ownPort(270);
test.use({ baseURL, viewport: { width: 1280, height: 800 } });
const ADMIN = { email: "journey@aihq.test", password: "e2e-journey-password" };
const COURSE = { slug: "ai-for-hr-leaders", title: "AI for HR Leaders" };
const VISITOR = { name: "Siti Journey", email: `siti.journey.${Date.now()}@example.my` };
const FILL_TIME_MS = 2100;
const DAY = 86_400_000;

/** A calendar day in Malaysia, "YYYY-MM-DD". */
const malaysianDay = (at: Date) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kuala_Lumpur" }).format(at);

let paying: PayingServer | undefined;
let reference = "";
let confirmation: SinkMessage;
let scannedCode = "";

test.beforeAll(async () => {
  test.setTimeout(240_000);
  paying = await startPayingServer({
    name: "journey",
    port,
    admin: ADMIN,
    course: {
      slug: COURSE.slug,
      title: COURSE.title,
      date: new Date(`${malaysianDay(new Date(Date.now() + 2 * DAY))}T09:00:00+08:00`),
      format: "physical",
      venue: "AIHQ Training Suite, Jalan Ampang",
      price: "1200.00",
      classSize: 10,
    },
  });
});

test.afterAll(async () => {
  await paying?.stop();
});

const signIn = (page: Page, next: string) => signInTo(page, baseURL, ADMIN, next);

function attachment(mail: SinkMessage, name: RegExp) {
  const found = mail.attachments?.find((a) => name.test(a.filename));
  expect(found, `an attachment named like ${name}`).toBeDefined();
  return Buffer.from(found!.base64, "base64");
}

test("Register Now, Pay now, Checkout: the signed webhook makes the seat paid", async ({
  page,
}) => {
  await gotoHydrated(page, `/shop/masterclasses/${COURSE.slug}`);
  await page.getByRole("link", { name: "Register Now" }).first().click();
  const dialog = page.getByRole("dialog", { name: `Register for ${COURSE.title}` });
  await dialog.getByLabel("Full Name *", { exact: true }).fill(VISITOR.name);
  await dialog.getByLabel("Email *", { exact: true }).fill(VISITOR.email);
  await expect(dialog.getByRole("radio", { name: /Pay now/ })).toBeChecked();
  await page.waitForTimeout(FILL_TIME_MS);
  await dialog.getByRole("button", { name: "Continue to Payment" }).click();

  // The stand-in's Checkout takes the card and sends the visitor back; nothing is paid yet.
  await expect(page).toHaveURL(/\/shop\/payments\/AIHQ-R-[A-Z0-9]{6}\/done\?/);
  await expect(page.getByRole("heading", { name: "Confirming your payment…" })).toBeVisible();
  reference = /AIHQ-R-[A-Z0-9]{6}/.exec(page.url())![0];
  const session = [...paying!.standIn.sessions.values()].find(
    (s) => s.client_reference_id === reference,
  );
  expect(session?.payment_status).toBe("paid");
  // The price came from the database, never from the form.
  expect(paying!.standIn.created().at(-1)!.body).toMatchObject({
    "line_items[0][price_data][unit_amount]": "120000",
  });

  const answer = await paying!.deliver("checkout.session.completed", session!);
  expect(answer.status).toBe(200);
  await expect(page.getByRole("heading", { name: "Payment received" })).toBeVisible({
    timeout: 20_000,
  });
});

test("the mails: the seat's confirmation with its ticket and calendar, the invoice's receipt", async ({
  request,
}) => {
  confirmation = await readMail(
    (m) =>
      m.to.includes(VISITOR.email) &&
      m.subject === `Payment received, seat confirmed: ${COURSE.title}`,
    30_000,
  );
  expect(confirmation.text).toContain(reference);
  expect(confirmation.attachments?.map((a) => a.filename).sort()).toEqual([
    `${COURSE.slug}.ics`,
    "ticket-qr.png",
  ]);

  // The ticket: the QR code in the attached PNG reads as the ticket link the mail gives.
  const png = PNG.sync.read(attachment(confirmation, /^ticket-qr\.png$/));
  const decoded = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  expect(decoded?.data).toMatch(new RegExp(`^${baseURL}/tickets/[A-Za-z0-9_-]{32}$`));
  expect(confirmation.text).toContain(decoded!.data);
  scannedCode = decoded!.data;
  const ticket = await request.get(scannedCode);
  expect(await ticket.text()).toContain(VISITOR.name);

  // The invoice, settled by the payment: its receipt, a PDF naming the number, the buyer,
  // the course and the payment, also behind a signed link.
  const receipt = await readMail(
    (m) => m.to.includes(VISITOR.email) && /^Receipt AIHQ-INV-\d{4}-\d{6}$/.test(m.subject),
    30_000,
  );
  const number = receipt.subject.replace("Receipt ", "");
  const text = pdfTextLines(attachment(receipt, new RegExp(`^receipt-${number}\\.pdf$`))).join(
    "\n",
  );
  expect(text).toContain(number);
  expect(text).toContain(VISITOR.name);
  expect(text).toContain(COURSE.title);
  expect(text).toContain("PAID");
  const link = [...receipt.html.matchAll(/href="([^"]+)"/g)]
    .map((m) => m[1]!.replace(/&amp;/g, "&"))
    .find((href) => href.startsWith(`${baseURL}/invoices/`));
  expect(link, "the invoice's signed link").toBeDefined();
  const download = await request.get(link!);
  expect(download.status()).toBe(200);
  expect(download.headers()["content-type"]).toBe("application/pdf");
  expect(pdfTextLines(await download.body()).join("\n")).toContain(number);
});

test("on the day, the door scans the mailed code: checked in, paid", async ({ page }) => {
  // The day comes: the course is moved to start earlier today, as if the calendar had turned.
  const today = malaysianDay(new Date());
  const start = Math.max(
    Date.parse(`${today}T00:01:00+08:00`),
    Math.min(Date.now() - 120_000, Date.parse(`${today}T09:00:00+08:00`)),
  );
  await paying!.server.restart(async (database) => {
    await database.db
      .update(masterclasses)
      .set({ date: new Date(start) })
      .where(eq(masterclasses.id, paying!.courseId));
  });

  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, "/admin/check-in");
  await page.getByRole("link", { name: new RegExp(COURSE.title) }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/check-in/${paying!.courseId}`));
  await gotoHydrated(page, `/admin/check-in/${paying!.courseId}`);
  await page.getByLabel("Ticket code").fill(scannedCode);
  await page.getByRole("button", { name: "Check in code" }).click();
  const result = page.getByTestId("check-in-result");
  await expect(result).toContainText(`Checked in: ${VISITOR.name}`);
  await expect(result).toContainText("Paid");
  await page.getByLabel("Ticket code").fill(scannedCode);
  await page.getByRole("button", { name: "Check in code" }).click();
  await expect(result).toContainText(/Already checked in at \d\d:\d\d/);
});

test("the team issues the certificate to the one present; it verifies and downloads", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, `/admin/registrations/${paying!.courseId}`);
  const row = page.getByRole("row").filter({ hasText: VISITOR.name });
  await expect(row).toContainText(/Confirmed/i);
  await expect(row).toContainText(/card/i);
  await page.getByRole("button", { name: "Select present (1)" }).click();
  await page.getByRole("button", { name: "Issue certificates" }).click();
  await expect(page.getByText("1 issued, 0 already had one")).toBeVisible();

  const mail = await readMail(
    (m) => m.to.includes(VISITOR.email) && m.subject === `Your AIHQ certificate: ${COURSE.title}`,
    30_000,
  );
  const verify = [...mail.html.matchAll(/href="([^"]+)"/g)]
    .map((m) => m[1]!.replace(/&amp;/g, "&"))
    .find((href) => href.startsWith(`${baseURL}/verify?id=`));
  expect(verify, "the verify link in the certificate mail").toBeDefined();
  await page.goto(verify!);
  await expect(page.getByRole("heading", { name: "Certificate Valid" })).toBeVisible();
  await expect(page.getByText(VISITOR.name)).toBeVisible();
  const id = new URL(verify!).searchParams.get("id")!;
  const pdf = await page.request.get(`/certificates/${id}/pdf`);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  const text = pdfTextLines(await pdf.body()).join("\n");
  expect(text).toContain(VISITOR.name);
  expect(text).toContain(COURSE.title);
});

test("a discount agreed after payment: the team credits part of the invoice by hand", async ({
  page,
}, testInfo) => {
  await signIn(page, "/admin/invoices");
  const row = page.getByRole("row").filter({ hasText: VISITOR.name });
  await row.getByRole("link", { name: "Credit note…" }).click();
  await expect(page.getByRole("heading", { name: /^Credit note for AIHQ-INV-/ })).toBeVisible();
  await expect(page.getByLabel("Amount to credit (RM)")).toHaveValue("1200.00");
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page.screenshot({
      path: testInfo.outputPath(`credit-note-${width}.png`),
      fullPage: true,
    });
  }
  await page.getByLabel("Amount to credit (RM)").fill("2000");
  await page.getByLabel("Reason").fill("Early-bird discount agreed after payment");
  await page.getByRole("button", { name: "Issue credit note" }).click();
  await expect(
    page.getByText(/At most 1200\.00 of invoice AIHQ-INV-\d{4}-\d{6} is left/),
  ).toBeVisible();
  await expect(page.getByLabel("Reason")).toHaveValue("Early-bird discount agreed after payment");
  await page.getByLabel("Amount to credit (RM)").fill("200");
  await page.getByRole("button", { name: "Issue credit note" }).click();
  await expect(page.getByText(/^Credit note AIHQ-CN-\d{4}-\d{6} issued$/)).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: /AIHQ-CN-/ })).toContainText("RM 200.00");
  const mail = await readMail(
    (m) => m.to.includes(VISITOR.email) && /AIHQ-CN-\d{4}-\d{6}/.test(m.subject),
    30_000,
  );
  expect(mail.attachments?.map((a) => a.filename)).toEqual([
    expect.stringMatching(/^credit-note-AIHQ-CN-\d{4}-\d{6}\.pdf$/),
  ]);
});
