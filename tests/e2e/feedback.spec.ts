import path from "node:path";
import { expect as baseExpect, test, type Page } from "@playwright/test";
import { ownPort, type OwnServer, startOwnServer } from "./support/own-server";
import { masterclasses, registrations } from "../../server/db/schema";
import { gotoHydrated } from "./support/hydrated";
import { readMail } from "./support/mail";

// After a course, on its own server (offset 190): the feedback job mails
// the attendee marked present, who follows the link, rates the course, writes a line and lets
// us quote it; the team publishes it, and the course's public page shows it. Serial: each step
// builds on the one before.
test.describe.configure({ mode: "serial", timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

const { port, baseURL } = ownPort(190);
test.use({ baseURL, viewport: { width: 1280, height: 800 } });

const ADMIN = { email: "feedback@aihq.test", password: "e2e-feedback-password" };
const DAY = 86_400_000;
const COURSE = { slug: "ai-for-finance-teams", title: "AI for Finance Teams" };
const ATTENDEE = {
  name: "Siti Aminah",
  email: `siti.${Date.now().toString(36)}@example.my`,
  org: "Maybank",
};
const QUOTE =
  "Building our month-end checklist with an assistant in the room changed how I plan close.";
const SHOTS = process.env.E2E_SHOTS_DIR;
const shot = async (target: Page | ReturnType<Page["locator"]>, name: string) => {
  if (SHOTS) await target.screenshot({ path: path.join(SHOTS, `${name}.png`) });
};

let server: OwnServer | undefined;
let feedbackUrl = "";

test.beforeAll(async () => {
  test.setTimeout(240_000);
  server = await startOwnServer({
    name: "feedback",
    port,
    admin: ADMIN,
    prepare: async (database) => {
      // Two days ago, 9:00 AM to 5:00 PM in Malaysia: its feedback is due since last midnight.
      const day = new Date(Date.now() - 2 * DAY).toISOString().slice(0, 10);
      const [course] = await database.db
        .insert(masterclasses)
        .values({
          slug: COURSE.slug,
          title: COURSE.title,
          date: new Date(`${day}T01:00:00Z`),
          endDate: new Date(`${day}T09:00:00Z`),
          format: "physical",
          venue: "AIHQ Training Suite, Jalan Ampang",
          price: "1500.00",
          classSize: 10,
        })
        .returning();
      await database.db.insert(registrations).values({
        reference: "AIHQ-R-FBK2Q7",
        name: ATTENDEE.name,
        email: ATTENDEE.email,
        org: ATTENDEE.org,
        payment: "installment",
        productType: "masterclass",
        productId: course!.id,
        productTitle: COURSE.title,
        productPrice: "1500.00",
        status: "confirmed",
        attendedAt: new Date(`${day}T09:00:00Z`),
        privacyNoticeVersion: "2024-06-01",
        createdAt: new Date(Date.now() - 30 * DAY),
      });
    },
  });
});

test.afterAll(async () => {
  await server?.stop();
});

test("the attendee gets the mail the day after, and gives feedback through its link", async ({
  browser,
}) => {
  // The job's first run is ten seconds after the start.
  const mail = await readMail(
    (m) => m.to.includes(ATTENDEE.email) && m.subject === `How was ${COURSE.title}?`,
    60_000,
  );
  const link = new RegExp(`${baseURL}/feedback/[A-Za-z0-9._-]+`).exec(mail.text);
  expect(link, "the feedback link in the mail").not.toBeNull();
  feedbackUrl = link![0];

  const phone = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await gotoHydrated(phone, feedbackUrl);
  await expect(phone.getByRole("heading", { name: `How was ${COURSE.title}?` })).toBeVisible();
  await shot(phone, "feedback-form-390");
  // Without a rating the form says so at the field and sends nothing.
  await phone.getByRole("button", { name: "Send feedback" }).click();
  await expect(phone.getByText("Choose a rating from 1 to 5.")).toBeVisible();
  await phone.locator("label", { hasText: "Excellent" }).click();
  await phone.getByLabel("What did you take away? (optional)").fill(QUOTE);
  await phone
    .getByLabel("You may quote my words with my first name and company on the AIHQ website")
    .check();
  await phone.setViewportSize({ width: 1280, height: 900 });
  await shot(phone, "feedback-form-1280");
  await phone.getByRole("button", { name: "Send feedback" }).click();
  await expect(
    phone.getByRole("heading", { name: "Thank you — we have your feedback" }),
  ).toBeVisible();
  await expect(phone.getByText(QUOTE)).toBeVisible();
  await phone.setViewportSize({ width: 390, height: 844 });
  await shot(phone, "feedback-thanks-390");
  // A second visit shows the answer again, never a second form.
  await phone.reload();
  await expect(
    phone.getByRole("heading", { name: "Thank you — we have your feedback" }),
  ).toBeVisible();
  await expect(phone.getByRole("button", { name: "Send feedback" })).toHaveCount(0);
  await phone.close();
});

test("the team publishes it, and the course page shows it", async ({ page, browser }) => {
  await page.goto("/admin/login");
  await page.getByLabel("Email", { exact: true }).fill(ADMIN.email);
  await page.getByLabel("Password", { exact: true }).fill(ADMIN.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/admin$/, { timeout: 20_000 });
  await page.getByRole("link", { name: "Feedback", exact: true }).first().click();
  await expect(page.getByRole("heading", { name: "Feedback", level: 1 })).toBeVisible();
  await expect(page.getByText("5.0 average · 1 answer")).toBeVisible();
  await expect(page.getByText(QUOTE)).toBeVisible();
  await shot(page, "admin-feedback-1280");
  await page.getByRole("button", { name: "Publish as testimonial" }).click();
  await expect(page.getByText("Published", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Unpublish" })).toBeVisible();

  const phone = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await phone.goto(`/shop/masterclasses/${COURSE.slug}`);
  const section = phone.getByRole("region", { name: "What attendees said" });
  await expect(section).toContainText(QUOTE);
  await expect(section).toContainText(`${ATTENDEE.name.split(" ")[0]}, ${ATTENDEE.org}`);
  await expect(section).not.toContainText("Aminah");
  await expect(section.getByRole("img", { name: "5 out of 5 stars" })).toBeVisible();
  // Its heading just below the sticky header (the band renders when near the viewport).
  const heading = section.getByRole("heading", { name: "What attendees said" });
  await heading.scrollIntoViewIfNeeded();
  await phone.waitForTimeout(300);
  await heading.evaluate((element) =>
    window.scrollTo({
      top: element.getBoundingClientRect().top + window.scrollY - 96,
      behavior: "instant",
    }),
  );
  await phone.waitForTimeout(300);
  await shot(phone, "course-testimonials-390");
  await phone.close();
});
