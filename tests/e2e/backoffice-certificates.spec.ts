import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { ownPort, type OwnServer, signInTo, startOwnServer } from "./support/own-server";
import { courseDays, dayLabel } from "../../app/features/registrations/admin/attendance";
import { masterclasses, registrations } from "../../server/db/schema";
import { readMail } from "./support/mail";

// Its own server on a DATA_DIR prepared before start: a course that started
// yesterday with two confirmed attendees and one who has not paid. PUBLIC_URL
// is this server, so the link in the mail opens here. Serial: one server.
test.describe.configure({ mode: "serial", timeout: 120_000 });

const { port, baseURL } = ownPort(70);
const ADMIN = { email: "certs@aihq.test", password: "e2e-certificates-password" };
const DAY = 86_400_000;
const COURSE = "E2E Prompt Engineering for Auditors";
const stamp = Date.now();
const PEOPLE = [
  { name: "Aminah Attended", email: `aminah.${stamp}@example.my`, status: "confirmed" },
  { name: "Boon Attended", email: `boon.${stamp}@example.my`, status: "confirmed" },
  { name: "Chandra Unpaid", email: `chandra.${stamp}@example.my`, status: "registered" },
] as const;
const shotDir = process.env.E2E_SCREENSHOTS;

let server: OwnServer | undefined;
let courseId = "";
// A four-day course that began two days ago: its last day is still to come.
const BOOTCAMP = "E2E Four-Day AI Bootcamp";
const bootcampStart = new Date(Date.now() - 2 * DAY);
const bootcampEnd = new Date(Date.now() + DAY);
let bootcampId = "";

test.beforeAll(async () => {
  test.setTimeout(240_000);
  server = await startOwnServer({
    name: "certificates",
    port,
    admin: ADMIN,
    prepare: async (database) => {
      const [course] = await database.db
        .insert(masterclasses)
        .values({
          slug: `e2e-prompt-auditors-${stamp}`,
          title: COURSE,
          date: new Date(Date.now() - DAY),
          price: "900.00",
          classSize: 10,
        })
        .returning();
      courseId = course!.id;
      for (const [n, person] of PEOPLE.entries()) {
        await database.db.insert(registrations).values({
          reference: `AIHQ-R-CE${"ABC"[n]}${"234"[n]}QX`,
          name: person.name,
          email: person.email,
          payment: "individual",
          productType: "masterclass",
          productId: courseId,
          productTitle: COURSE,
          productPrice: "900.00",
          status: person.status,
          privacyNoticeVersion: "2024-06-01",
          createdAt: new Date(Date.now() - (10 - n) * 60_000),
        });
      }
      const [bootcamp] = await database.db
        .insert(masterclasses)
        .values({
          slug: `e2e-bootcamp-${stamp}`,
          title: BOOTCAMP,
          date: bootcampStart,
          endDate: bootcampEnd,
          price: "2500.00",
          classSize: 10,
        })
        .returning();
      bootcampId = bootcamp!.id;
      for (const [n, name] of ["Farah Bootcamp", "Gopal Bootcamp"].entries()) {
        await database.db.insert(registrations).values({
          reference: `AIHQ-R-BC${"AB"[n]}${"23"[n]}QX`,
          name,
          email: `${name.split(" ")[0]!.toLowerCase()}.${stamp}@example.my`,
          payment: "individual",
          productType: "masterclass",
          productId: bootcampId,
          productTitle: BOOTCAMP,
          productPrice: "2500.00",
          status: "confirmed",
          privacyNoticeVersion: "2024-06-01",
          createdAt: new Date(Date.now() - (10 - n) * 60_000),
        });
      }
    },
  });
});

test.afterAll(async () => {
  await server?.stop();
});

const signIn = (page: Page, next: string) => signInTo(page, baseURL, ADMIN, next);

async function shot(page: Page, name: string) {
  if (!shotDir) return;
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: path.join(shotDir, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

function verifyLinkOf(html: string): string {
  const href = [...html.matchAll(/href="([^"]+)"/g)]
    .map((m) => m[1]!.replace(/&amp;/g, "&"))
    .find((h) => h.startsWith(`${baseURL}/verify?id=`));
  if (!href) throw new Error("No verify link in the mail");
  return href;
}

test("marks attendees attended, then issues certificates to those present; the mail's link verifies; unmarking or revoking shows revoked", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, `/admin/registrations/${courseId}`);
  await expect(page.getByRole("heading", { name: COURSE })).toBeVisible();

  // Presence first: those who came are ticked and marked attended.
  await page.getByRole("checkbox", { name: "Select Aminah Attended" }).check();
  await page.getByRole("checkbox", { name: "Select Boon Attended" }).check();
  await expect(page.getByText("2 selected")).toBeVisible();
  await shot(page, "mark-attendance");
  await page.getByRole("button", { name: "Mark selected attended" }).click();
  await expect(page.getByText("2 marked attended")).toBeVisible();

  // A seat not marked present gets no certificate: the whole action is refused, by name.
  await page.getByRole("button", { name: "Select all (3)" }).click();
  await page.getByRole("button", { name: "Issue certificates" }).click();
  await expect(page.getByText(/Chandra Unpaid \(AIHQ-R-\w+, not marked present\)/)).toBeVisible();

  await page.getByRole("button", { name: "Select present (2)" }).click();
  await expect(page.getByText("2 selected")).toBeVisible();
  await expect(page.getByRole("checkbox", { name: "Select Chandra Unpaid" })).not.toBeChecked();
  await shot(page, "certify-attendees");
  await page.getByRole("button", { name: "Issue certificates" }).click();
  await expect(page.getByText("2 issued, 0 already had one")).toBeVisible();

  const aminahRow = page.getByRole("row").filter({ hasText: "Aminah Attended" });
  await expect(aminahRow.getByText("attended", { exact: true })).toBeVisible();
  const certificateLink = aminahRow.getByRole("link", { name: /^AIHQ-[A-Z2-9]{10}$/ });
  await expect(certificateLink).toBeVisible();
  const certificateId = (await certificateLink.textContent())!.trim();
  await expect(
    page
      .getByRole("row")
      .filter({ hasText: "Chandra Unpaid" })
      .getByRole("link", { name: /^AIHQ-[A-Z2-9]{10}$/ }),
  ).toHaveCount(0);

  await shot(page, "certified-attendees");

  // Twice: nothing new.
  await page.getByRole("button", { name: "Select present (2)" }).click();
  await page.getByRole("button", { name: "Issue certificates" }).click();
  await expect(page.getByText("0 issued, 2 already had one")).toBeVisible();

  // Boon was not there after all: the list says which certificate will fall before the click.
  const boonRow = page.getByRole("row").filter({ hasText: "Boon Attended" });
  const boonCertificate = (await boonRow
    .getByRole("link", { name: /^AIHQ-[A-Z2-9]{10}$/ })
    .textContent())!.trim();
  await boonRow.getByText("Mark not attended…").click();
  await expect(
    boonRow.getByText(`This attendee's certificate ${boonCertificate} will be revoked`),
  ).toBeVisible();
  await shot(page, "unmark-attendance-confirm");
  await boonRow.getByRole("button", { name: "Yes, mark not attended and revoke" }).click();
  await expect(
    page.getByText(`marked as not attended · certificate ${boonCertificate} revoked`),
  ).toBeVisible();
  await expect(boonRow.getByText("(revoked)")).toBeVisible();
  await page.goto(`${baseURL}/verify?id=${boonCertificate}`);
  await expect(page.getByRole("heading", { name: "Certificate Revoked" })).toBeVisible();
  await expect(page.getByText(/was revoked on .* and is no longer valid/)).toBeVisible();
  await expect(page.getByText("Attendance withdrawn")).toHaveCount(0);

  // The mail reached the SMTP server, with the verify and LinkedIn links.
  const mail = await readMail(
    (m) => m.to.includes(PEOPLE[0].email) && m.subject === `Your AIHQ certificate: ${COURSE}`,
    30_000,
  );
  expect(mail.text).toContain(certificateId);
  const verifyLink = verifyLinkOf(mail.html);
  expect(verifyLink).toBe(`${baseURL}/verify?id=${certificateId}`);
  expect(mail.html).toContain("https://www.linkedin.com/profile/add?startTask=CERTIFICATION_NAME");

  await page.goto(verifyLink);
  await expect(page.getByRole("heading", { name: "Certificate Valid" })).toBeVisible();
  await expect(page.getByText("Aminah Attended")).toBeVisible();
  await expect(page.getByText(COURSE)).toBeVisible();

  // Revoke from the certificate's page (reached from the attendee list).
  await page.goto(`${baseURL}/admin/registrations/${courseId}`);
  await page
    .getByRole("row")
    .filter({ hasText: "Aminah Attended" })
    .getByRole("link", { name: certificateId })
    .click();
  await expect(page.getByRole("heading", { name: certificateId })).toBeVisible();
  await shot(page, "certificate-detail-valid");
  await page.getByRole("button", { name: "Revoke certificate" }).click();
  // The browser holds the form back without a reason; the server would refuse it too.
  await expect(page.getByText("Revoked", { exact: true })).toHaveCount(0);
  await page.getByLabel("Reason").fill("Left on the first day; marked attended by mistake");
  await page.getByRole("button", { name: "Revoke certificate" }).click();
  await expect(page.getByText(`${certificateId} revoked`)).toBeVisible();
  await expect(
    page.getByRole("heading", { name: certificateId }).getByText("Revoked", { exact: true }),
  ).toBeVisible();
  await shot(page, "certificate-detail");

  await page.goto(verifyLink);
  await expect(page.getByRole("heading", { name: "Certificate Revoked" })).toBeVisible();
  await expect(page.getByText(/was revoked on .* and is no longer valid/)).toBeVisible();
  await expect(page.getByText("marked attended by mistake")).toHaveCount(0);

  await page.goto(`${baseURL}/admin/certificates?q=${certificateId.toLowerCase()}`);
  await expect(page.getByRole("link", { name: certificateId })).toBeVisible();
  await shot(page, "certificates-list");
});

test("a multi-day course: presence is marked per day, and certificates need every day", async ({
  page,
}) => {
  const days = courseDays(bootcampStart, bootcampEnd);
  expect(days).toHaveLength(4);
  const [day1, day2, day3, day4] = days.map((d) => dayLabel(days, d));
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, `/admin/registrations/${bootcampId}`);
  await expect(page.getByRole("heading", { name: BOOTCAMP })).toBeVisible();

  // Day 1 for both, in bulk.
  await page.getByRole("button", { name: "Select all (2)" }).click();
  await page.getByLabel("Day", { exact: true }).selectOption({ label: day1! });
  await page.getByRole("button", { name: "Mark selected present" }).click();
  await expect(page.getByText(`2 marked present on ${day1}`)).toBeVisible();

  // Day 2 for Farah, from her row; the fourth day has not come yet.
  const farah = page.getByRole("row").filter({ hasText: "Farah Bootcamp" });
  await farah.getByRole("button", { name: `Mark Farah Bootcamp present on ${day2}` }).click();
  await expect(page.getByText(`marked as attended on ${day2}`)).toBeVisible();
  await expect(farah.getByText("present 2 of 4 days")).toBeVisible();
  await expect(
    farah.getByRole("button", { name: `Mark Farah Bootcamp present on ${day4}` }),
  ).toBeDisabled();

  await page.getByRole("button", { name: "Select all (2)" }).click();
  await page.getByRole("button", { name: "Issue certificates" }).click();
  await expect(page.getByText(`absent on ${day3}, ${day4}`).first()).toBeVisible();
  await expect(page.getByText(/Farah Bootcamp \(AIHQ-R-\w+, absent on/)).toBeVisible();
  await shot(page, "multi-day-attendance");

  await page.goto(`${baseURL}/admin/registrations/${bootcampId}/sheet`);
  for (const label of [day1, day2, day3, day4]) {
    await expect(page.getByRole("columnheader", { name: `Signature ${label}` })).toBeVisible();
  }
  await shot(page, "attendance-sheet-multi-day");
});

test("issues a certificate by hand: messages at the fields keep the values; then it is mailed", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, "/admin/certificates");
  await page.getByText("Issue certificate").click();
  const form = page.getByRole("form", { name: "Issue certificate" });
  await form.getByLabel("Holder name").fill("Devi Handmade");
  await form.getByLabel("E-mail").fill("not-an-address");
  await form.getByLabel("Program", { exact: true }).fill("Data Storytelling with AI");
  await form.getByRole("button", { name: "Issue and mail certificate" }).click();
  await expect(form.getByText("Enter a valid e-mail address")).toBeVisible();
  await expect(form.getByLabel("Holder name")).toHaveValue("Devi Handmade");
  await shot(page, "certificates-issue-error");
  const address = `devi.${stamp}@example.my`;
  await form.getByLabel("E-mail").fill(address);
  await form.getByRole("button", { name: "Issue and mail certificate" }).click();
  await expect(page).toHaveURL(/\/admin\/certificates\/AIHQ-[A-Z2-9]{10}$/);
  const id = page.url().split("/").pop()!;
  const mail = await readMail((m) => m.to.includes(address), 30_000);
  expect(verifyLinkOf(mail.html)).toBe(`${baseURL}/verify?id=${id}`);
});
