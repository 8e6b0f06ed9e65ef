import crypto from "node:crypto";
import path from "node:path";
import { eq } from "drizzle-orm";
import { expect as baseExpect, test, type BrowserContext, type Page } from "@playwright/test";
import { ownPort, type OwnServer, startOwnServer } from "./support/own-server";
import { upsertAdmin } from "../../server/auth/admin-users";
import { adminUsers, certificates } from "../../server/db/schema";
import { insertCourseToday, insertTicketedSeat, todayInMalaysia } from "./support/door-day";
import { gotoHydrated } from "./support/hydrated";
import { expectFits } from "./support/layout-fit";

// The door on the day: door staff on a phone search a name and check them in,
// check in a scanned ticket (typed into the code field, as a handheld scanner does), and scan
// while the network is down: the scan waits in the browser and is sent, once, when it is back.
// Its own server (offset 230), so the course and people are known.
test.describe.configure({ mode: "serial", timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

const { port, baseURL } = ownPort(230);
// The first admin, made at start; the door user is another account.
const OWNER = { email: "owner@aihq.test", password: "e2e-owner-password" };
const DOOR = { email: "door@aihq.test", password: "e2e-door-password" };
const COURSE = "AI for Finance Teams";
const PEOPLE = ["Nurul Huda", "Aminah Rahman", "Daniel Lee"] as const;
const token = Object.fromEntries(
  PEOPLE.map((name) => [name, crypto.randomBytes(24).toString("base64url")]),
) as Record<(typeof PEOPLE)[number], string>;
const SCREENSHOTS = path.resolve("docs/screenshots");
const CERTIFICATE = "AIHQ-CERT-DOOR-0001";

let server: OwnServer | undefined;
let courseId = "";
let context: BrowserContext;
let page: Page;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(240_000);
  server = await startOwnServer({
    name: "door",
    port,
    admin: OWNER,
    prepare: async (database) => {
      courseId = await insertCourseToday(database, { slug: "ai-for-finance-teams", title: COURSE });
      for (const [n, name] of PEOPLE.entries()) {
        await insertTicketedSeat(database, {
          courseId,
          courseTitle: COURSE,
          reference: `AIHQ-R-DR${n}X7Q`,
          name,
          email: `${name.toLowerCase().replace(/\W+/g, ".")}@example.my`,
          org: ["Maybank", "Petronas", "Grab"][n]!,
          payment: n === 1 ? "hrdc" : "individual",
          status: n === 0 ? "confirmed" : "registered",
          token: token[name],
        });
      }
      await database.db.insert(certificates).values({
        id: CERTIFICATE,
        holderName: PEOPLE[0],
        program: COURSE,
        issuedOn: todayInMalaysia,
        masterclassId: courseId,
      });
      await upsertAdmin(database.db, { ...DOOR, name: "Danial" });
      await database.db
        .update(adminUsers)
        .set({ role: "door" })
        .where(eq(adminUsers.email, DOOR.email));
    },
  });
  context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  page = await context.newPage();
});

test.afterAll(async () => {
  await context?.close();
  await server?.stop();
});

const result = () => page.getByTestId("check-in-result");

test("door staff sign in on a phone and land on the check-in; the rest of the back office is closed", async () => {
  await page.goto("/admin/login");
  await page.getByLabel("Email", { exact: true }).fill(DOOR.email);
  await page.getByLabel("Password", { exact: true }).fill(DOOR.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/admin\/check-in$/, { timeout: 20_000 });
  await expect(page.getByRole("link", { name: new RegExp(COURSE) })).toBeVisible();
  await expectFits(page, "the course list at 390 px");
  await page.screenshot({ path: test.info().outputPath("admin-check-in-courses-390.png") });
  expect((await page.request.get("/admin/leads")).status()).toBe(403);
  expect((await page.request.get("/admin/registrations.csv")).status()).toBe(403);
});

test("search a name and check them in", async () => {
  await gotoHydrated(page, `/admin/check-in/${courseId}`);
  await page.getByLabel("Search by name", { exact: true }).fill("nurul");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/q=nurul/);
  await page.getByRole("button", { name: "Check in Nurul Huda" }).click();
  await expect(result()).toContainText("Checked in: Nurul Huda");
  await expect(result()).toContainText("Maybank");
  await expect(result()).toContainText("Paid");
  await expect(page.getByRole("listitem").filter({ hasText: "Nurul Huda" })).toContainText("In at");
  // Door staff see name, company and payment: no reference or e-mail, on the page or in its data.
  const html = await page.content();
  expect(html).not.toContain("AIHQ-R-DR");
  expect(html).not.toContain("@example.my");
});

test("a scanned ticket checks in; the second scan says when", async () => {
  await gotoHydrated(page, `/admin/check-in/${courseId}`);
  const code = page.getByLabel("Ticket code");
  await code.fill(`${baseURL}/tickets/${token["Aminah Rahman"]}`);
  await page.getByRole("button", { name: "Check in code" }).click();
  await expect(result()).toContainText("Checked in: Aminah Rahman");
  await expect(result()).toContainText("HRDC");
  await code.fill(token["Aminah Rahman"]);
  await page.getByRole("button", { name: "Check in code" }).click();
  await expect(result()).toContainText(/Already checked in at \d\d:\d\d/);
  await expectFits(page, "the check-in at 390 px");
  await page.screenshot({ path: path.join(SCREENSHOTS, "admin-check-in-390.png"), fullPage: true });
});

test("offline, a scan is queued and sent once the network is back, once", async () => {
  await context.setOffline(true);
  await page.getByLabel("Ticket code").fill(token["Daniel Lee"]);
  await page.getByRole("button", { name: "Check in code" }).click();
  await expect(result()).toContainText("Queued — will send when online");
  await expect(page.getByTestId("check-in-queue")).toContainText("1 scan queued");
  await context.setOffline(false);
  await expect(result()).toContainText("Sent: Checked in: Daniel Lee", { timeout: 30_000 });
  await expect(page.getByTestId("check-in-queue")).toHaveCount(0);
  // The server holds one check-in: another send is "already".
  const again = await page.request.post(`/admin/check-in/${courseId}/scan`, {
    headers: { Accept: "application/json", Origin: baseURL },
    form: { token: token["Daniel Lee"] },
  });
  expect(await again.json()).toMatchObject({ status: "already" });
});

test("the check-in at 1280 px and the attendee's ticket at 390 px", async ({
  browserName,
}, testInfo) => {
  expect(browserName).toBe("chromium");
  await page.setViewportSize({ width: 1280, height: 800 });
  await gotoHydrated(page, `/admin/check-in/${courseId}`);
  await expectFits(page, "the check-in at 1280 px");
  await page.screenshot({ path: testInfo.outputPath("admin-check-in-1280.png"), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/tickets/${token["Nurul Huda"]}`);
  await expect(page.getByTestId("ticket-name")).toHaveText("Nurul Huda");
  await expect(page.getByRole("img", { name: /QR code/ })).toBeVisible();
  await expectFits(page, "the ticket at 390 px");
  await page.screenshot({ path: testInfo.outputPath("ticket-390.png"), fullPage: true });
  expect(
    (await page.request.get(`/tickets/${crypto.randomBytes(24).toString("base64url")}`)).status(),
  ).toBe(404);
  // The certificate's verify page offers its PDF and LinkedIn's add-to-profile link.
  await page.goto(`/verify?id=${CERTIFICATE}`);
  await expect(page.getByRole("link", { name: "Add to LinkedIn" })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("verify-390.png"), fullPage: true });
  const pdf = await page.request.get(`/certificates/${CERTIFICATE}/pdf`);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
});
