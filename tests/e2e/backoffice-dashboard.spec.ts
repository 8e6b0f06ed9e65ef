import { expect, test, type Locator, type Page } from "@playwright/test";
import { ownPort, type OwnServer, signInTo, startOwnServer } from "./support/own-server";
import {
  callbackRequests,
  masterclasses,
  quizSubmissions,
  registrationGroups,
  registrations,
} from "../../server/db/schema";

// Its own server on a DATA_DIR prepared before start, so every number is known: a course
// running today (two seats held, an open offer), next week's course with an individual seat
// and an HRDC group of three, a book order, two callbacks and a quiz result held for review.
// A two-day course stored as type "masterclass" checks that the back office labels it as
// the public page does. Serial: one server.
test.describe.configure({ mode: "serial", timeout: 120_000 });

const { port, baseURL } = ownPort(150);
const ADMIN = { email: "dashboard@aihq.test", password: "e2e-dashboard-password" };
const DAY = 86_400_000;
const NOTICE = "2024-06-01";
const TODAY = "E2E Prompt Clinic for Auditors";
const NEXT_WEEK = "E2E HRDC Leaders Next Week";
const TWO_DAY = "E2E Two-Day Summit";
const TWO_DAY_SLUG = `e2e-two-day-summit-${Date.now()}`;
const SHOTS = process.env.E2E_SHOTS_DIR;

let server: OwnServer | undefined;
let todayId = "";

/** 10:00 today in Kuala Lumpur (UTC+8), whatever the machine's zone. */
function todayAtTen(): Date {
  const day = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kuala_Lumpur" }).format(
    new Date(),
  );
  return new Date(`${day}T10:00:00+08:00`);
}

test.beforeAll(async () => {
  test.setTimeout(240_000);
  server = await startOwnServer({
    name: "dashboard",
    port,
    admin: ADMIN,
    prepare: async (database) => {
      const db = database.db;
      const now = Date.now();
      const [today, nextWeek] = await db
        .insert(masterclasses)
        .values([
          {
            slug: `e2e-today-${now}`,
            title: TODAY,
            date: todayAtTen(),
            price: "900.00",
            classSize: 6,
          },
          {
            slug: `e2e-next-week-${now}`,
            title: NEXT_WEEK,
            date: new Date(now + 7 * DAY),
            price: "1500.00",
            classSize: 20,
            isHrdc: true,
          },
          {
            slug: TWO_DAY_SLUG,
            title: TWO_DAY,
            date: new Date(now + 20 * DAY),
            endDate: new Date(now + 21 * DAY),
            format: "physical",
            type: "masterclass",
            price: "2500.00",
            classSize: 50,
          },
        ])
        .returning();
      todayId = today!.id;
      let n = 0;
      const seat = async (
        course: { id: string; title: string },
        status: "registered" | "confirmed" | "offered",
        extra: Partial<typeof registrations.$inferInsert> = {},
      ) => {
        n += 1;
        await db.insert(registrations).values({
          reference: `AIHQ-R-DS${"ABCDEFGHJK"[n]}${"23456789"[n % 8]}QX`,
          name: `Dashboard Person ${n}`,
          email: `dashboard.${n}.${now}@example.my`,
          payment: "individual",
          productType: "masterclass",
          productId: course.id,
          productTitle: course.title,
          productPrice: "900.00",
          status,
          offerExpiresAt: status === "offered" ? new Date(now + 2 * DAY) : null,
          privacyNoticeVersion: NOTICE,
          ...extra,
        });
      };
      await seat(today!, "registered");
      await seat(today!, "confirmed");
      await seat(today!, "offered");
      await seat(nextWeek!, "registered");
      const [group] = await db
        .insert(registrationGroups)
        .values({
          reference: "AIHQ-G-DSH3QX",
          masterclassId: nextWeek!.id,
          masterclassTitle: NEXT_WEEK,
          companyName: "Syarikat Papan Pemuka Sdn Bhd",
          hrName: "Nurul Aina",
          hrEmail: `hr.${now}@example.my`,
          hrPhone: "012-345 6789",
          privacyNoticeVersion: NOTICE,
          confirmedAt: new Date(),
        })
        .returning();
      for (let i = 0; i < 3; i++) {
        await seat(nextWeek!, "registered", { payment: "hrdc", groupId: group!.id });
      }
      await db.insert(registrations).values({
        reference: "AIHQ-R-DSBK7Q",
        name: "Dashboard Book Buyer",
        email: `buyer.${now}@example.my`,
        payment: "individual",
        productType: "book",
        productId: crypto.randomUUID(),
        productTitle: "AI for Malaysian Leaders",
        productPrice: "59.00",
        privacyNoticeVersion: NOTICE,
      });
      await db.insert(callbackRequests).values(
        ["Dashboard Caller One", "Dashboard Caller Two"].map((fullName, i) => ({
          fullName,
          phone: "+60 12-345 6789",
          email: `caller.${i}.${now}@example.my`,
          privacyNoticeVersion: NOTICE,
        })),
      );
      await db.insert(quizSubmissions).values({
        path: "individual",
        answers: { "1": "a" },
        name: "Dashboard Quick Quiz",
        email: `quiz.${now}@example.my`,
        jobRole: "Analyst",
        score: 60,
        band: "exploring",
        privacyNoticeVersion: NOTICE,
        spamReason: "Sent 300 ms after the form was shown",
      });
    },
  });
});

test.afterAll(async () => {
  await server?.stop();
});

const signIn = (page: Page) => signInTo(page, baseURL, ADMIN, "/admin");

/** The figure's number, then a click on it. */
async function follow(page: Page, key: string): Promise<number> {
  const link = page.locator(`[data-figure="${key}"] a`);
  const count = Number(await link.locator("span").first().textContent());
  await link.click();
  return count;
}

async function backToDashboard(page: Page) {
  await page.goto(`${baseURL}/admin`);
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
}

const rowsOf = (list: Locator) => list.locator(":scope > li, :scope tbody > tr");

test("the Today section lists the course running today with its attendees, list and sheet", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page);
  const today = page.getByTestId("today-courses");
  const course = today.getByRole("listitem").filter({ hasText: TODAY });
  await expect(course).toBeVisible();
  await expect(course).toContainText("2 of 6 held · 1 offered · 3 free · 0 waiting");
  await expect(course.getByRole("link", { name: "Attendance sheet" })).toHaveAttribute(
    "href",
    `/admin/registrations/${todayId}/sheet`,
  );
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/dashboard-1280.png`, fullPage: true });
  await course.getByRole("link", { name: "2 attendees" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/registrations/${todayId}$`));
  await expect(page.getByRole("heading", { name: "Attendees (2)" })).toBeVisible();
  await expect(page.getByTestId("course-seats")).toHaveText(
    "2 of 6 held · 1 offered · 3 free · 0 waiting",
  );
  // Started this morning, so upcoming (today's), never past.
  await page.goto(`${baseURL}/admin/registrations`);
  await expect(
    page.getByRole("listitem").filter({ hasText: TODAY }).getByText("Today", { exact: true }),
  ).toBeVisible();
  await page.goto(`${baseURL}/admin/registrations?when=past`);
  await expect(page.getByText(TODAY)).toHaveCount(0);
});

test("clicking a count lands on a list with that many rows", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page);

  // Seats: 2 today, 1 + an HRDC group of 3 next week; the course list adds them up.
  expect(await follow(page, "seats")).toBe(6);
  await expect(page).toHaveURL(/\/admin\/registrations$/);
  await expect(page.getByTestId("seats-held-total")).toHaveText("6 seats held in 3 courses");

  await backToDashboard(page);
  expect(await follow(page, "hrdc")).toBe(1);
  await expect(rowsOf(page.getByRole("list", { name: "HRDC group bookings" }))).toHaveCount(1);

  await backToDashboard(page);
  expect(await follow(page, "book-orders-registered")).toBe(1);
  await expect(page).toHaveURL(/\/admin\/book-orders\?status=registered$/);
  await expect(rowsOf(page.getByRole("table", { name: "Book orders" }))).toHaveCount(1);

  await backToDashboard(page);
  expect(await follow(page, "leads-callback")).toBe(2);
  await expect(page).toHaveURL(/\/admin\/leads\?kind=callback&status=new$/);
  await expect(rowsOf(page.getByRole("list", { name: "Leads" }))).toHaveCount(2);

  await backToDashboard(page);
  expect(await follow(page, "review")).toBe(1);
  await expect(page).toHaveURL(/\/admin\/leads\/spam$/);
  await expect(rowsOf(page.getByRole("list", { name: "Leads" }))).toHaveCount(1);
});

test("at 390 px the dashboard fits the screen", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page);
  await expect(page.getByTestId("today-courses")).toContainText(TODAY);
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(390);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/dashboard-390.png`, fullPage: true });
});

test("the back office labels a course as its public page's badge does", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${baseURL}/shop/masterclasses/${TWO_DAY_SLUG}`);
  await expect(page.getByText("Physical Conference", { exact: true })).toBeVisible();
  await signIn(page);
  await page.goto(`${baseURL}/admin/masterclasses`);
  const row = page.getByRole("listitem").filter({ hasText: TWO_DAY });
  await expect(row.getByText("Physical Conference", { exact: true })).toBeVisible();
});
