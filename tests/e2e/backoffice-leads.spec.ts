import fs from "node:fs";
import { expect as baseExpect, test, type Page } from "@playwright/test";
import { gotoHydrated } from "./support/hydrated";

const email = process.env.E2E_ADMIN_EMAIL ?? "editor@aihq.test";
const password = process.env.E2E_ADMIN_PASSWORD ?? "e2e-editor-password";
// scrypt at N=2^17 on a busy machine.
const SIGN_IN_TIMEOUT = 20_000;
/** The spam guard doubts a form sent less than two seconds after it was rendered. */
const FILL_TIME_MS = 2100;
const SHOTS = process.env.LEADS_SHOTS_DIR;

const VIEWPORTS = [
  { name: "1280 px", width: 1280, height: 800 },
  { name: "390 px", width: 390, height: 844 },
] as const;

// Two public forms (each waits out the spam guard), a scrypt sign-in and a dozen pages on a busy machine.
test.describe.configure({ timeout: 240_000 });
const expect = baseExpect.configure({ timeout: 10_000 });

function toast(page: Page, text: string) {
  return page.getByRole("region", { name: /Notifications/ }).getByText(text, { exact: true });
}

/** A callback from the public contact form; `spam` fills the hidden honeypot first. */
async function requestCallback(page: Page, name: string, address: string, spam = false) {
  await gotoHydrated(page, "/contact");
  const form = page.getByRole("form", { name: "Request a callback" });
  await form.getByLabel("Full name").fill(name);
  await form.getByLabel("Phone number").fill("+60 12-345 6789");
  await form.getByLabel("Email").fill(address);
  await form.getByLabel("Message (optional)").fill("=1+1 Copilot for 40 staff");
  if (spam) {
    await page.evaluate(() => {
      const honeypot = document.querySelector<HTMLInputElement>('input[name="website"]');
      if (honeypot) honeypot.value = "http://spam.example";
    });
  }
  await page.waitForTimeout(FILL_TIME_MS);
  await form.getByRole("button", { name: "Request a Callback" }).click();
  await expect(form.getByLabel("Full name")).toHaveValue("");
}

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

for (const viewport of VIEWPORTS) {
  test.describe(`the leads inbox at ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test("an admin filters and searches, changes a lead's status with a note, releases spam and downloads the CSV", async ({
      page,
    }) => {
      const stamp = `${Date.now().toString(36)}w${viewport.width}`;
      const leadName = `E2E Lead ${stamp}`;
      const spamName = `E2E Spam ${stamp}`;
      await requestCallback(page, leadName, `lead.${stamp}@example.my`);
      await requestCallback(page, spamName, `spam.${stamp}@example.my`, true);

      // Sign in; the sign-in brings the admin back to the inbox.
      await page.goto("/admin/leads");
      await expect(page).toHaveURL(/\/admin\/login\?redirectTo=/);
      await page.getByLabel("Email").fill(email);
      await page.getByLabel("Password").fill(password);
      await page.getByRole("button", { name: "Sign in" }).click();
      await expect(toast(page, "Logged in successfully")).toBeVisible({ timeout: SIGN_IN_TIMEOUT });
      await expect(page.getByRole("heading", { name: "Leads", level: 1 })).toBeVisible();

      // Filter by type and search: only our lead, the spam one stays out.
      const filters = page.getByRole("search", { name: "Filter leads" });
      await filters.getByLabel("Type").selectOption("callback");
      await filters.getByLabel("Search").fill(stamp.toUpperCase());
      await filters.getByRole("button", { name: "Filter" }).click();
      await expect(page).toHaveURL(
        (url) =>
          url.searchParams.get("kind") === "callback" &&
          url.searchParams.get("q") === stamp.toUpperCase() &&
          !url.searchParams.has("status"),
      );
      const list = page.getByRole("list", { name: "Leads" });
      await expect(list.getByRole("listitem")).toHaveCount(1);
      await expect(list.getByRole("link", { name: leadName })).toBeVisible();
      await shot(page, `leads-inbox-${viewport.width}`);

      // Open it, change its status with a note: the timeline shows who and what.
      await list.getByRole("link", { name: leadName }).click();
      await expect(page.getByRole("heading", { name: leadName, level: 1 })).toBeVisible();
      const details = page.getByRole("region", { name: "Details" });
      await expect(details.getByText("+60 12-345 6789", { exact: true })).toBeVisible();
      await expect(details.getByText("=1+1 Copilot for 40 staff")).toBeVisible();
      // One tap to call, mail or WhatsApp the person.
      await expect(
        page.getByRole("link", { name: new RegExp(`^Call ${leadName}`) }),
      ).toHaveAttribute("href", "tel:+60123456789");
      await expect(page.getByRole("link", { name: `WhatsApp ${leadName}` })).toHaveAttribute(
        "href",
        "https://wa.me/60123456789",
      );
      await expect(
        page.getByRole("link", { name: new RegExp(`^E-mail ${leadName}`) }),
      ).toHaveAttribute("href", /^mailto:/);
      await page.getByLabel("New status").selectOption("contacted");
      await page.getByLabel("Note (optional)").fill("Called; sending a quote for 40 seats");
      await page.getByRole("button", { name: "Save status" }).click();
      await expect(toast(page, "Marked as contacted")).toBeVisible();
      const timeline = page.getByRole("region", { name: "Timeline" });
      await expect(timeline.getByText("Marked contacted")).toBeVisible();
      await expect(timeline.getByText("Called; sending a quote for 40 seats")).toBeVisible();
      await expect(timeline.getByText(email)).toBeVisible();
      await shot(page, `lead-detail-${viewport.width}`);

      // The status filter finds it as contacted.
      await page.goto(`/admin/leads?status=contacted&q=${stamp}`);
      await expect(page.getByRole("list", { name: "Leads" }).getByRole("listitem")).toHaveCount(1);

      // The Spam folder: 'Not spam' moves it to the inbox.
      await page.goto(`/admin/leads/spam?q=${stamp}`);
      const spamList = page.getByRole("list", { name: "Leads" });
      await expect(spamList.getByRole("link", { name: spamName })).toBeVisible();
      await expect(spamList).toContainText("honeypot");
      await shot(page, `leads-spam-${viewport.width}`);
      await spamList.getByRole("button", { name: `Not spam: ${spamName}` }).click();
      await expect(toast(page, "Moved to the inbox")).toBeVisible();
      await expect(page.getByRole("heading", { name: spamName, level: 1 })).toBeVisible();
      await page.goto(`/admin/leads/spam?q=${stamp}`);
      await expect(page.getByText("The Spam folder is empty.")).toBeVisible();

      // The CSV of the current filter: both leads, formula cells neutralised.
      await page.goto(`/admin/leads?q=${stamp}`);
      await expect(page.getByRole("list", { name: "Leads" }).getByRole("listitem")).toHaveCount(2);
      const downloading = page.waitForEvent("download");
      await page.getByRole("link", { name: "Export CSV" }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
      const bytes = fs.readFileSync((await download.path())!);
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const text = bytes.subarray(3).toString("utf8");
      expect(text.split("\r\n")[0]).toBe(
        "Received,Type,Status,Name,Email,Organisation,Subject,Lead ID",
      );
      expect(text).toContain(leadName);
      expect(text).toContain(spamName);
      expect(text).toContain("'=1+1 Copilot for 40 staff");
      expect(text).toContain(",Contacted,");
    });
  });
}
