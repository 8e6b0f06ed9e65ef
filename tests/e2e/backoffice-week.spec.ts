import path from "node:path";
import { expect as baseExpect, test, type Locator, type Page } from "@playwright/test";
import { ownPort, type OwnServer, startOwnServer } from "./support/own-server";
import { books, masterclasses, registrations } from "../../server/db/schema";
import { gotoHydrated } from "./support/hydrated";
import { expectFits } from "./support/layout-fit";
import { readMail } from "./support/mail";

// A week at AIHQ, played from the back office in one story on its own server (offset 170), so
// every count is known: an HRDC course with two people booked and a paperback in the shop.
// The course moves a week and both are mailed the moved .ics; the team adds a walk-in and an
// HRDC group from pasted rows, swaps a colleague, confirms the group's payment at once and
// undoes one seat's; the group walks its HRDC stages; a paperback ordered on the public page is
// paid, shipped with a tracking number and the buyer mailed; and the dashboard's counts match
// the lists they link to. Serial: each step builds on the one before.
test.describe.configure({ mode: "serial", timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

const { port, baseURL } = ownPort(170);
test.use({ baseURL, viewport: { width: 1280, height: 800 } });

const ADMIN = { email: "week@aihq.test", password: "e2e-week-password" };
const DAY = 86_400_000;
const run = Date.now().toString(36);
// Its own database: the names need not be unique, and read well in the README's screenshots.
const COURSE = { slug: "ai-for-finance-teams", title: "AI for Finance Teams" };
const BOOK = { slug: "the-finance-ai-playbook", title: "The Finance AI Playbook" };
const BOOKED = ["Aminah Booked", "Daniel Booked"] as const;
const emailOf = (name: string) => `${name.toLowerCase().replace(/\W+/g, ".")}.${run}@example.my`;
/** The spam guard doubts a form sent less than two seconds after it was rendered. */
const FILL_TIME_MS = 2100;
/** With E2E_SHOTS_DIR set, the README's screenshots of these screens are taken on the way. */
const SHOTS = process.env.E2E_SHOTS_DIR;
async function shot(name: string, options: { fullPage?: boolean } = {}) {
  if (SHOTS) await page.screenshot({ path: path.join(SHOTS, `${name}.png`), ...options });
}

/** "YYYY-MM-DD", some days from now (the UTC date: at 01:00 UTC it is 9:00 AM in Malaysia). */
const dayKey = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);
const FIRST = dayKey(21);
const MOVED = dayKey(28);
const dateLabel = (key: string) =>
  new Intl.DateTimeFormat("en-US", {
    timeZone: "Asia/Kuala_Lumpur",
    day: "numeric",
    month: "short",
    year: "numeric",
  }).format(new Date(`${key}T04:00:00Z`));

let server: OwnServer | undefined;
let courseId = "";
let page: Page;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(240_000);
  server = await startOwnServer({
    name: "week",
    port,
    admin: ADMIN,
    prepare: async (database) => {
      const [course] = await database.db
        .insert(masterclasses)
        .values({
          slug: COURSE.slug,
          title: COURSE.title,
          date: new Date(`${FIRST}T01:00:00Z`),
          endDate: new Date(`${FIRST}T09:00:00Z`),
          format: "physical",
          venue: "AIHQ Training Suite, Jalan Ampang",
          price: "1500.00",
          classSize: 10,
          isHrdc: true,
        })
        .returning();
      courseId = course!.id;
      for (const [n, name] of BOOKED.entries()) {
        await database.db.insert(registrations).values({
          reference: `AIHQ-R-WK${"AB"[n]}${"23"[n]}XQ`,
          name,
          email: emailOf(name),
          payment: "individual",
          productType: "masterclass",
          productId: courseId,
          productTitle: COURSE.title,
          productPrice: "1500.00",
          status: "registered",
          privacyNoticeVersion: "2024-06-01",
        });
      }
      await database.db.insert(books).values({
        slug: BOOK.slug,
        title: BOOK.title,
        author: "Aisha Tan",
        description: "How finance teams put AI to work, month-end to audit.",
        price: "59.00",
        format: "paperback",
      });
    },
  });
  // One team member's session for the whole week.
  page = await browser.newPage({ baseURL, viewport: { width: 1280, height: 800 } });
  await page.goto("/admin/login");
  await page.getByLabel("Email", { exact: true }).fill(ADMIN.email);
  await page.getByLabel("Password", { exact: true }).fill(ADMIN.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/admin$/, { timeout: 20_000 });
});

test.afterAll(async () => {
  await page?.close();
  await server?.stop();
});

const icsLines = (ics: string) => ics.replace(/\r\n /g, "").split("\r\n");
const icsLine = (lines: string[], name: string) => lines.find((l) => l.startsWith(`${name}:`));
const attendees = () => page.locator('section[aria-labelledby="attendees"]');
const rowOf = (name: string) => attendees().getByRole("row").filter({ hasText: name });
const coursePage = () => `/admin/registrations/${courseId}`;

test("Monday: the course moves a week, and both people booked get the change with the moved .ics", async () => {
  const before = icsLines(
    await (await fetch(`${baseURL}/shop/masterclasses/${COURSE.slug}.ics`)).text(),
  );
  await gotoHydrated(page, `/admin/masterclasses/${courseId}`);
  await page.getByLabel("Starts (Malaysia time)").fill(`${MOVED}T09:00`);
  await page.getByLabel("Ends (Malaysia time)").fill(`${MOVED}T17:00`);
  await page.getByRole("button", { name: "Save changes" }).click();
  const dialog = page.getByRole("dialog", { name: "Notify the 2 people booked and 0 waiting?" });
  await expect(dialog).toContainText(`${dateLabel(FIRST)} → ${dateLabel(MOVED)}`);
  await shot("admin-course-change-1280");
  await dialog.getByRole("button", { name: "Save and notify 2 people" }).click();
  await expect(page.getByText("2 people were mailed the change.")).toBeVisible();

  for (const name of BOOKED) {
    const mail = await readMail(
      (m) => m.to.includes(emailOf(name)) && m.subject === `Change to ${COURSE.title}`,
    );
    expect(mail.text).toContain(`${dateLabel(FIRST)} → ${dateLabel(MOVED)}`);
    const ics = mail.attachments?.find((a) => a.filename === `${COURSE.slug}.ics`);
    expect(ics, `the moved .ics for ${name}`).toBeDefined();
    const lines = icsLines(ics!.content);
    expect(icsLine(lines, "UID")).toBe(icsLine(before, "UID"));
    expect(lines).toContain("SEQUENCE:1");
    expect(lines).toContain(`DTSTART;TZID=Asia/Kuala_Lumpur:${MOVED.replace(/-/g, "")}T090000`);
  }
});

test("Tuesday: a walk-in and an HRDC group from the company's pasted list; a colleague swapped in", async () => {
  await gotoHydrated(page, `${coursePage()}/add`);
  const walkIn = page.getByRole("form", { name: "Add a walk-in" });
  await walkIn.getByLabel("Full Name *").fill("Siti Walk-in");
  await walkIn.getByLabel("Email *").fill(emailOf("Siti Walk-in"));
  await walkIn.getByRole("button", { name: "Add walk-in" }).click();
  await expect(page).toHaveURL(new RegExp(`${coursePage()}$`));
  await expect(rowOf("Siti Walk-in").getByText("Registered", { exact: true })).toBeVisible();

  await gotoHydrated(page, `${coursePage()}/add`);
  const group = page.getByRole("form", { name: "Add an HRDC group" });
  await group.getByLabel("Full Name *").fill("Nurul Aina");
  await group.getByLabel("Email *").fill(emailOf("Nurul Aina"));
  await group.getByLabel("Phone Number *").fill("012-345 6789");
  await group.getByLabel("Organization *").fill("Sunway Finance Berhad");
  await group.getByLabel("Job Role *").fill("HR Manager");
  await group
    .getByLabel("Attendees: name, e-mail, role, one a line")
    .fill(
      [
        `Tan Wei Ming, ${emailOf("Tan Wei Ming")}, Accountant`,
        `Aisyah Rahman\t${emailOf("Aisyah Rahman")}\tAuditor`,
        `Ravi Kumar, ${emailOf("Ravi Kumar")}, Controller`,
      ].join("\n"),
    );
  await expect(group.getByText("3 attendees · ready to save")).toBeVisible();
  await group.scrollIntoViewIfNeeded();
  await shot("admin-add-registration-1280");
  await group.getByRole("button", { name: "Add HRDC group" }).click();
  await expect(page).toHaveURL(new RegExp(`${coursePage()}$`));
  for (const name of ["Tan Wei Ming", "Aisyah Rahman", "Ravi Kumar"])
    await expect(rowOf(name).getByText("Registered", { exact: true })).toBeVisible();

  const ravi = rowOf("Ravi Kumar");
  await ravi.getByText("Swap…").click();
  await ravi.getByLabel("Colleague's name").fill("Farah Lee");
  await ravi.getByLabel("Colleague's e-mail").fill(emailOf("Farah Lee"));
  await ravi.getByLabel("Job role").fill("Controller");
  await ravi.getByRole("button", { name: "Swap Ravi Kumar for this colleague" }).click();
  await expect(rowOf("Farah Lee").getByText("Registered", { exact: true })).toBeVisible();
  await readMail((m) => m.to.includes(emailOf("Farah Lee")));
  await expectFits(page, "the course's attendees");
});

test("Wednesday: the group's payment confirmed at once, one seat's undone with a reason", async () => {
  await gotoHydrated(page, coursePage());
  const groups = page.locator('section[aria-labelledby="groups"]');
  await groups.getByText("Confirm payment for 3 seats…").click();
  await expect(groups.getByLabel("Amount (MYR)")).toHaveValue("4500.00");
  await groups.getByLabel("Reference (optional)").fill("HRDC-WEEK-0042");
  await groups.getByRole("button", { name: "Confirm payment for 3 seats" }).click();
  await expect(page.getByText("Payment confirmed for 3 seats")).toBeVisible();
  for (const name of ["Tan Wei Ming", "Aisyah Rahman", "Farah Lee"])
    await expect(rowOf(name).getByText("Confirmed", { exact: true })).toBeVisible();

  const aisyah = rowOf("Aisyah Rahman");
  await aisyah.getByText("Undo payment…").click();
  await aisyah.getByLabel("Why is the payment undone?").fill("Her seat is paid by her branch");
  await aisyah.getByRole("button", { name: "Undo payment" }).click();
  await expect(aisyah.getByText("Registered", { exact: true })).toBeVisible();
  await expect(rowOf("Tan Wei Ming").getByText("Confirmed", { exact: true })).toBeVisible();
  await shot("admin-course-attendees-1280", { fullPage: true });
});

test("Thursday: the HRDC booking walks its stages, HRD Corp's number recorded", async () => {
  await gotoHydrated(page, "/admin/hrdc");
  const card = page.getByRole("listitem").filter({ hasText: "Sunway Finance Berhad" });
  await card.getByRole("link", { name: "Sunway Finance Berhad" }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: "Sunway Finance Berhad" }),
  ).toBeVisible();
  const toast = (text: RegExp) =>
    page.getByRole("region", { name: /Notifications/ }).getByText(text);
  const record = async (stage: string, reference?: { label: string; value: string }) => {
    const form = page.locator("form").filter({ hasText: `Record “${stage}”` });
    if (reference) await form.getByLabel(reference.label).fill(reference.value);
    await form.getByRole("button", { name: `Record ${stage.toLowerCase()}` }).click();
    await expect(toast(new RegExp(`^${stage}: recorded for AIHQ-G-`))).toBeVisible();
  };
  await record("Quotation sent");
  await record("Grant application submitted", {
    label: "HRD Corp application number",
    value: "HRDC-WEEK-APP-7",
  });
  await record("Grant approved");
  await expect(page.getByText("HRDC-WEEK-APP-7")).toBeVisible();
  await expectFits(page, "the HRDC group");
});

test("Friday: a paperback ordered on the shop is paid, shipped with a tracking number, and the buyer mailed", async ({
  browser,
}) => {
  const buyer = await browser.newPage({ baseURL });
  await gotoHydrated(buyer, `/shop/books/${BOOK.slug}`);
  await buyer.getByRole("link", { name: "Buy Now" }).click();
  const dialog = buyer.getByRole("dialog", { name: `Order ${BOOK.title}` });
  const address = dialog.getByRole("group", { name: "Delivery address (Malaysia)" });
  await dialog.getByLabel("Full Name *", { exact: true }).fill("Hafiz Reader");
  await dialog.getByLabel("Email *", { exact: true }).fill(emailOf("Hafiz Reader"));
  await address.getByLabel("Recipient's name *", { exact: true }).fill("Hafiz Reader");
  await address.getByLabel("Address line 1 *", { exact: true }).fill("12 Jalan Tun Razak");
  await address.getByLabel("Postcode *", { exact: true }).fill("50400");
  await address.getByLabel("City *", { exact: true }).fill("Kuala Lumpur");
  await address.getByLabel("State *", { exact: true }).selectOption("W.P. Kuala Lumpur");
  await address.getByLabel("Recipient's phone *", { exact: true }).fill("012-345 6789");
  await buyer.waitForTimeout(FILL_TIME_MS);
  await dialog.getByRole("button", { name: "Place Order" }).click();
  const done = buyer.locator("[data-sonner-toast]").filter({ hasText: "Registration Successful!" });
  await expect(done).toContainText(/AIHQ-R-/);
  const reference = /(AIHQ-R-[A-Z0-9]{6})/.exec((await done.textContent()) ?? "")![1]!;
  await buyer.close();

  await gotoHydrated(page, `/admin/book-orders?q=${reference}`);
  const row = page.getByRole("row").filter({ hasText: reference });
  await row.getByRole("button", { name: "Confirm payment" }).click();
  await expect(row.getByText("Paid", { exact: true })).toBeVisible();
  await row.getByText("Ship…").click();
  const ship = row.getByRole("form", { name: `Ship ${reference}` });
  await ship.getByLabel("Courier").fill("Pos Laju");
  await ship.getByLabel("Tracking number").fill("ER555666777MY");
  await ship.getByRole("button", { name: "Mark shipped" }).click();
  await expect(row.getByText("Shipped", { exact: true })).toBeVisible();
  const shipped = await readMail(
    (m) =>
      m.to.includes(emailOf("Hafiz Reader")) && m.subject === `Book order shipped: ${BOOK.title}`,
  );
  expect(shipped.text).toContain("ER555666777MY");
  expect(shipped.text).toContain("Pos Laju");
  await shot("admin-book-orders-1280");
  await expectFits(page, "book orders");
});

/** Follows a dashboard figure to its list: the number it showed. */
async function follow(key: string): Promise<number> {
  await gotoHydrated(page, "/admin");
  const link = page.locator(`[data-figure="${key}"] a`);
  const count = Number(await link.locator("span").first().textContent());
  await link.click();
  return count;
}
const rowsOf = (list: Locator) => list.locator(":scope > li, :scope tbody > tr");

test("the dashboard's counts match the lists they link to", async () => {
  // Two booked, a walk-in, and three of the HRDC group (Farah in Ravi's place): six seats.
  expect(await follow("seats")).toBe(6);
  await expect(page).toHaveURL(/\/admin\/registrations$/);
  await expect(page.getByTestId("seats-held-total")).toHaveText("6 seats held in 1 course");
  await gotoHydrated(page, coursePage());
  await expect(page.getByTestId("course-seats")).toHaveText(
    "6 of 10 held · 0 offered · 4 free · 0 waiting",
  );

  expect(await follow("hrdc")).toBe(1);
  await expect(rowsOf(page.getByRole("list", { name: "HRDC group bookings" }))).toHaveCount(1);

  expect(await follow("book-orders-shipped")).toBe(1);
  await expect(page).toHaveURL(/\/admin\/book-orders\?status=shipped$/);
  await expect(rowsOf(page.getByRole("table", { name: "Book orders" }))).toHaveCount(1);

  await gotoHydrated(page, "/admin");
  await expect(page.locator('[data-figure="book-orders-registered"] a span').first()).toHaveText(
    "0",
  );
  await expectFits(page, "the dashboard");
  await shot("admin-dashboard-1280", { fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoHydrated(page, "/admin");
  await expectFits(page, "the dashboard on a phone");
  await shot("admin-dashboard-390");
  await gotoHydrated(page, coursePage());
  await expectFits(page, "the course's attendees on a phone");
  await shot("admin-course-attendees-390");
});
