import { expect, test, type Page } from "@playwright/test";
import { ownPort, type OwnServer, signInTo, startOwnServer } from "./support/own-server";
import { masterclasses, registrations } from "../../server/db/schema";
import { readMail, type SinkMessage } from "./support/mail";

// Moving a booked course's date: the edit page asks whether to notify the people on it, and
// each gets the change by mail with the moved .ics (same UID, higher SEQUENCE) and a cancel
// link. Its own server (offset 130) on a DATA_DIR prepared before start, with a course that
// has two seats held and one person waiting. Serial: one server.
test.describe.configure({ mode: "serial", timeout: 120_000 });

const { port, baseURL } = ownPort(130);
const ADMIN = { email: "owner@aihq.test", password: "e2e-owner-password" };
const DAY = 86_400_000;
const run = Date.now().toString(36);
const SLUG = `e2e-moved-course-${run}`;
const TITLE = `E2E Moved Course ${run}`;
const PEOPLE = [
  { name: "Aishah Booked", status: "registered" },
  { name: "Benjamin Booked", status: "registered" },
  { name: "Chitra Waiting", status: "waitlisted" },
] as const;
const emailOf = (name: string) => `${name.split(" ")[0]!.toLowerCase()}.${run}@example.my`;

/** "YYYY-MM-DD", some days from now (the UTC date: at 01:00 UTC it is 9:00 AM in Malaysia). */
const dayKey = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);
const FIRST = dayKey(60);
const MOVED = dayKey(67);
const dateLabel = (key: string) =>
  new Intl.DateTimeFormat("en-US", {
    timeZone: "Asia/Kuala_Lumpur",
    day: "numeric",
    month: "short",
    year: "numeric",
  }).format(new Date(`${key}T04:00:00Z`));

let server: OwnServer | undefined;
let courseId = "";

test.beforeAll(async () => {
  test.setTimeout(240_000);
  server = await startOwnServer({
    name: "course-changes",
    port,
    admin: ADMIN,
    prepare: async (database) => {
      const [course] = await database.db
        .insert(masterclasses)
        .values({
          slug: SLUG,
          title: TITLE,
          date: new Date(`${FIRST}T01:00:00Z`),
          endDate: new Date(`${FIRST}T09:00:00Z`),
          format: "physical",
          venue: "AIHQ Training Suite, Jalan Ampang",
          price: "1200.00",
          classSize: 2,
        })
        .returning();
      courseId = course!.id;
      for (const [n, person] of PEOPLE.entries()) {
        await database.db.insert(registrations).values({
          reference: `AIHQ-R-MV${"ABC"[n]}${"234"[n]}XQ`,
          name: person.name,
          email: emailOf(person.name),
          payment: "individual",
          productType: "masterclass",
          productId: courseId,
          productTitle: TITLE,
          productPrice: "1200.00",
          status: person.status,
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

const icsLines = (ics: string) => ics.replace(/\r\n /g, "").split("\r\n");
const line = (lines: string[], name: string) => lines.find((l) => l.startsWith(`${name}:`));

test("moving the course's date asks, then mails both attendees and the person waiting the change with the moved .ics", async ({
  page,
}) => {
  const before = icsLines(await (await fetch(`${baseURL}/shop/masterclasses/${SLUG}.ics`)).text());
  expect(before).toContain("SEQUENCE:0");

  await signIn(page, `/admin/masterclasses/${courseId}`);
  await expect(page.getByRole("heading", { name: TITLE, level: 1 })).toBeVisible();
  await page.getByLabel("Starts (Malaysia time)").fill(`${MOVED}T10:00`);
  await page.getByLabel("Ends (Malaysia time)").fill(`${MOVED}T18:00`);
  await page.getByRole("button", { name: "Save changes" }).click();

  const dialog = page.getByRole("dialog", { name: "Notify the 2 people booked and 1 waiting?" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(`${dateLabel(FIRST)} → ${dateLabel(MOVED)}`);
  await expect(dialog).toContainText("9:00 AM - 5:00 PM (MYT) → 10:00 AM - 6:00 PM (MYT)");
  await dialog.getByRole("button", { name: "Save and notify 3 people" }).click();
  await expect(page.getByText("3 people were mailed the change.")).toBeVisible({ timeout: 20_000 });

  const mails: SinkMessage[] = [];
  for (const person of PEOPLE) {
    const to = emailOf(person.name);
    const mail = await readMail((m) => m.to.includes(to) && m.subject === `Change to ${TITLE}`);
    expect(mail.text).toContain(`${dateLabel(FIRST)} → ${dateLabel(MOVED)}`);
    expect(mail.text).toContain("/cancel?expires=");
    mails.push(mail);
  }
  for (const mail of mails.slice(0, 2)) {
    const ics = mail.attachments?.find((a) => a.filename === `${SLUG}.ics`);
    expect(ics, "the moved .ics is attached").toBeDefined();
    const lines = icsLines(ics!.content);
    expect(line(lines, "UID")).toBe(line(before, "UID"));
    expect(lines).toContain("SEQUENCE:1");
    expect(lines).toContain(`DTSTART;TZID=Asia/Kuala_Lumpur:${MOVED.replace(/-/g, "")}T100000`);
  }

  // The public page says the new date and time, from the course's own fields.
  await page.goto(`${baseURL}/shop/masterclasses/${SLUG}`);
  const details = page.locator("dl").filter({ hasText: "Requirements" });
  await expect(details).toContainText(dateLabel(MOVED));
  await expect(details).toContainText("10:00 AM - 6:00 PM (MYT)");
  await expect(details).toContainText("In person at AIHQ Training Suite, Jalan Ampang");

  // The one-click cancel link of the mail works for a person the new date does not suit.
  const cancel = /(\/shop\/registrations\/[^\s)\]]+\/cancel\?expires=\d+&sig=[\w-]+)/.exec(
    mails[0]!.text,
  )![1]!;
  await page.goto(`${baseURL}${cancel}`);
  await page.getByRole("button", { name: "Yes, cancel my registration" }).click();
  await expect(page.getByRole("heading", { name: "Your registration is cancelled" })).toBeVisible();
});

test.describe("without JavaScript, at 390 px", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test("a new venue asks on the page; saved without notifying, nobody is mailed and the toast says so", async ({
    page,
  }) => {
    await signIn(page, `/admin/masterclasses/${courseId}`);
    await page.getByLabel("Venue").fill("Menara Aurora, Level 18, Kuala Lumpur");
    await page.getByRole("button", { name: "Save changes" }).click();
    // Aishah cancelled above, so Chitra was offered her seat: two seats held, nobody waiting.
    const question = page.getByRole("alertdialog");
    await expect(question).toContainText("Notify the 2 people booked and 0 waiting?");
    await expect(question).toContainText("Menara Aurora, Level 18, Kuala Lumpur");
    const box = await question.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    await question.getByRole("button", { name: "Save without notifying" }).click();
    // The flash toast, rendered in <noscript> (which text locators skip).
    await expect(page.locator("[data-slot='flash-toast']")).toContainText(
      "Nobody was mailed about the change.",
    );
    await expect(page.getByRole("alertdialog")).toHaveCount(0);
    await expect(page.getByLabel("Venue")).toHaveValue("Menara Aurora, Level 18, Kuala Lumpur");
  });
});
