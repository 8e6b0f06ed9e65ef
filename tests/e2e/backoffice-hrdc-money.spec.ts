import { expect as baseExpect, test, type Page } from "@playwright/test";
import { ownPort, type OwnServer, startOwnServer } from "./support/own-server";
import { masterclasses } from "../../server/db/schema";
import { pdfTextLines } from "../integration/pdf-text";
import { gotoHydrated } from "./support/hydrated";

// The team's HRDC week, told by its money, on its own server (offset 290): Sunway's HR sends
// seven names (RM 24,500.00), one cancels and one hands her place to a colleague, the course
// moves a week, and HRD Corp pays RM 17,500.00 for the five who came. Each change credits the
// invoice and issues one for what stands (its PDF names who stands), and the list and the
// dashboard say RM 3,500.00 is still owed. Serial: each step builds on the last.
test.describe.configure({ mode: "serial", timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

const { port, baseURL } = ownPort(290);
test.use({ baseURL, viewport: { width: 1280, height: 800 } });

const ADMIN = { email: "money@aihq.test", password: "e2e-money-password" };
const DAY = 86_400_000;
const COURSE = { slug: "ai-for-hr-teams", title: "AI for HR Teams" };
const NAMES = [
  "Tan Wei Ming",
  "Aisyah Rahman",
  "Ravi Kumar",
  "Lim Mei Ling",
  "Siti Nur",
  "Arjun Pillai",
  "Wong Kar Yee",
];
const emailOf = (name: string) => `${name.toLowerCase().replace(/\W+/g, ".")}@sunway.example`;
const dayKey = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

let server: OwnServer | undefined;
let courseId = "";
let page: Page;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(240_000);
  server = await startOwnServer({
    name: "money",
    port,
    admin: ADMIN,
    prepare: async (database) => {
      const [course] = await database.db
        .insert(masterclasses)
        .values({
          slug: COURSE.slug,
          title: COURSE.title,
          date: new Date(`${dayKey(21)}T01:00:00Z`),
          endDate: new Date(`${dayKey(21)}T09:00:00Z`),
          format: "physical",
          venue: "AIHQ Training Suite, Jalan Ampang",
          price: "3500.00",
          classSize: 20,
          isHrdc: true,
        })
        .returning();
      courseId = course!.id;
    },
  });
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

const coursePage = () => `/admin/registrations/${courseId}`;
const rowOf = (name: string) =>
  page.locator('section[aria-labelledby="attendees"]').getByRole("row").filter({ hasText: name });
const invoiceRows = () => page.getByRole("row").filter({ hasText: "Sunway Berhad" });

test("Monday: Sunway's HR sends seven names, and its invoice asks RM 24,500.00", async () => {
  await gotoHydrated(page, `${coursePage()}/add`);
  const group = page.getByRole("form", { name: "Add an HRDC group" });
  await group.getByLabel("Full Name *").fill("Nurul Aina");
  await group.getByLabel("Email *").fill("nurul.aina@sunway.example");
  await group.getByLabel("Phone Number *").fill("012-345 6789");
  await group.getByLabel("Organization *").fill("Sunway Berhad");
  await group.getByLabel("Job Role *").fill("HR Manager");
  await group
    .getByLabel("Attendees: name, e-mail, role, one a line")
    .fill(NAMES.map((name) => `${name}, ${emailOf(name)}, Analyst`).join("\n"));
  await expect(group.getByText("7 attendees · ready to save")).toBeVisible();
  await group.getByRole("button", { name: "Add HRDC group" }).click();
  await expect(page).toHaveURL(new RegExp(`${coursePage()}$`));
  await gotoHydrated(page, "/admin/invoices");
  await expect(invoiceRows().filter({ hasText: "RM 24,500.00" })).toHaveCount(1);
});

test("Tuesday: one cancels and one hands her place on; each change credits and reissues", async () => {
  await gotoHydrated(page, coursePage());
  const ravi = rowOf("Ravi Kumar");
  await ravi.getByText("Cancel…").click();
  await ravi.getByRole("button", { name: "Yes, cancel" }).click();
  await expect(
    page
      .getByRole("region", { name: /^Cancelled/ })
      .getByRole("row")
      .filter({ hasText: "Ravi Kumar" }),
  ).toBeVisible();

  const lim = rowOf("Lim Mei Ling");
  await lim.getByText("Swap…").click();
  await lim.getByLabel("Colleague's name").fill("Farah Idris");
  await lim.getByLabel("Colleague's e-mail").fill(emailOf("Farah Idris"));
  await lim.getByLabel("Job role").fill("Analyst");
  await lim.getByRole("button", { name: "Swap Lim Mei Ling for this colleague" }).click();
  await expect(rowOf("Farah Idris").getByText("Registered", { exact: true })).toBeVisible();

  await gotoHydrated(page, "/admin/invoices");
  // The first invoice and the one after the cancellation are credited; one stands for six.
  await expect(invoiceRows().filter({ hasText: "-RM 24,500.00" })).toHaveCount(1);
  await expect(invoiceRows().filter({ hasText: "-RM 21,000.00" })).toHaveCount(1);
  await expect(invoiceRows().filter({ hasText: "Unpaid" })).toHaveCount(1);
  await expect(invoiceRows().filter({ hasText: "Unpaid" })).toContainText("RM 21,000.00");
});

test("Wednesday: the course moves a week, and the invoice's dates move with it", async () => {
  await gotoHydrated(page, `/admin/masterclasses/${courseId}`);
  await page.getByLabel("Starts (Malaysia time)").fill(`${dayKey(28)}T09:00`);
  await page.getByLabel("Ends (Malaysia time)").fill(`${dayKey(28)}T17:00`);
  await page.getByRole("button", { name: "Save changes" }).click();
  await page
    .getByRole("dialog")
    .getByRole("button", { name: /^Save and notify/ })
    .click();
  await expect(page.getByText(/were mailed the change/)).toBeVisible();
  await gotoHydrated(page, "/admin/invoices");
  await expect(invoiceRows().filter({ hasText: "-RM 21,000.00" })).toHaveCount(2);
  await expect(invoiceRows().filter({ hasText: "Unpaid" })).toHaveCount(1);
});

test("Friday: HRD Corp pays RM 17,500.00 for the five who came; RM 3,500.00 stays owed", async () => {
  await gotoHydrated(page, coursePage());
  const groups = page.locator('section[aria-labelledby="groups"]');
  await groups.getByText("Confirm payment for 6 seats…").click();
  await groups.getByLabel("Amount (MYR)").fill("17500.00");
  await groups.getByLabel("Reference (optional)").fill("HRDC-CLAIM-0042");
  await groups.getByRole("button", { name: "Confirm payment for 6 seats" }).click();
  await expect(page.getByText("Payment confirmed for 6 seats")).toBeVisible();

  await gotoHydrated(page, "/admin/invoices");
  const standing = invoiceRows().filter({ hasText: "Unpaid" });
  await expect(standing).toHaveCount(1);
  await expect(standing).toContainText("RM 3,500.00 still owed");
  const number = (await standing.textContent())!.match(/AIHQ-INV-\d{4}-\d{6}/)![0];

  // The standing invoice, as the claim pack will ship it once the course has started.
  const pdf = await page.request.get(`/admin/invoices/${number}.pdf`);
  expect(pdf.headers()["content-type"]).toContain("application/pdf");
  const text = pdfTextLines(Buffer.from(await pdf.body())).join("\n");
  expect(text).toContain("21,000.00");
  expect(text).toContain("Farah Idris");
  expect(text).not.toContain("Ravi Kumar");

  await gotoHydrated(page, "/admin");
  await expect(page.getByText("RM 3,500.00").first()).toBeVisible();
});
