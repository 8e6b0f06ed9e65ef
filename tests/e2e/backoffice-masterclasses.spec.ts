import { expect, test, type Page } from "@playwright/test";
import { gotoHydrated } from "./support/hydrated";

const email = process.env.E2E_ADMIN_EMAIL ?? "editor@aihq.test";
const password = process.env.E2E_ADMIN_PASSWORD ?? "e2e-editor-password";

async function signIn(page: Page) {
  await page.goto("/admin/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText("Logged in successfully")).toBeVisible({ timeout: 20_000 });
}

const pdf = Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\nstartxref\n9\n%%EOF\n");

/** "YYYY-MM-DDTHH:mm" about two months ahead, as a datetime-local input takes it. */
function inTwoMonths(hour: number, plusDays = 0): string {
  const d = new Date(Date.now() + (60 + plusDays) * 86_400_000);
  return `${d.toISOString().slice(0, 10)}T${String(hour).padStart(2, "0")}:00`;
}

test.describe("masterclasses in the back office", () => {
  test.describe.configure({ timeout: 90_000 });

  test("an admin creates and publishes a course with structured content; it appears in an open catalogue tab without a reload", async ({
    page,
    browser,
  }) => {
    const title = `Prompt Engineering Clinic ${Date.now().toString(36)}`;
    // A visitor's browser, not the admin's: a tab sharing the admin's cookies
    // could read the flash toast meant for the admin's own page.
    const visitor = await browser.newContext();
    const catalogue = await visitor.newPage();
    const stream = catalogue.waitForResponse((r) => new URL(r.url()).pathname === "/live");
    await gotoHydrated(catalogue, "/shop/masterclasses");
    await stream;

    await signIn(page);
    await gotoHydrated(page, "/admin/masterclasses");
    await page.getByRole("link", { name: "New masterclass" }).click();
    await expect(page.getByRole("heading", { name: "New masterclass", level: 1 })).toBeVisible();

    await page.getByLabel("Title", { exact: true }).fill(title);
    await page.getByLabel("Subtitle").fill("Hands-on prompting for busy teams");
    await page.getByLabel("Starts (Malaysia time)").fill(inTwoMonths(9));
    await page.getByLabel("Ends (Malaysia time)").fill(inTwoMonths(17, 1));
    await page.getByLabel("Price (MYR)").fill("1299");
    await page.getByLabel("Class size (participants)").fill("24");
    await page
      .getByLabel("Benefit 1", { exact: true })
      .fill("Write prompts that work the first time");
    await page.getByRole("button", { name: "Add benefit" }).click();
    await page
      .getByLabel("Benefit 2", { exact: true })
      .fill("Check answers before they reach a client");

    // A brochure, uploaded and checked by its bytes.
    await page
      .locator('input[type="file"][accept*="pdf"]')
      .setInputFiles({ name: "brochure.pdf", mimeType: "application/pdf", buffer: pdf });
    await expect(page.getByRole("textbox", { name: "Brochure (PDF)" })).toHaveValue(
      /^brochures\/[0-9a-f]+\.pdf$/,
    );

    const agenda = page.getByRole("group", { name: "Agenda" });
    await agenda.getByLabel("Day (Agenda item 1)").fill("1");
    await agenda.getByLabel("Title (Agenda item 1)").fill("Prompt patterns");
    await agenda.getByLabel("Time (Agenda item 1)").fill("10:30 AM");
    await agenda.getByRole("button", { name: "Add agenda item" }).click();
    await agenda.getByLabel("Day (Agenda item 2)").fill("1");
    await agenda.getByLabel("Title (Agenda item 2)").fill("Welcome and goals");
    await agenda.getByLabel("Time (Agenda item 2)").fill("9:00 AM");
    // The welcome comes first: move it up.
    await agenda.getByRole("button", { name: "Move Agenda item 2 up" }).click();
    await expect(agenda.getByLabel("Title (Agenda item 1)")).toHaveValue("Welcome and goals");
    await agenda.getByRole("button", { name: "Add agenda item" }).click();
    await agenda.getByLabel("Day (Agenda item 3)").fill("2");
    await agenda.getByLabel("Title (Agenda item 3)").fill("Build your prompt library");
    await agenda.getByLabel("Time (Agenda item 3)").fill("9:00 AM");

    const faq = page.getByRole("group", { name: "FAQ" });
    await faq.getByLabel("Question (Question 1)").fill("Do I need a paid AI account?");
    await faq.getByLabel("Answer (Question 1)").fill("No, the free tiers are enough.");

    await page.getByRole("button", { name: "Save and publish" }).click();
    await expect(page.getByText("Masterclass published")).toBeVisible();
    await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();

    // The open catalogue learns of it through the live updates.
    await expect(catalogue.getByText(title).first()).toBeVisible({ timeout: 10_000 });

    await gotoHydrated(page, `/shop/masterclasses/${title.toLowerCase().replaceAll(" ", "-")}`);
    await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
    await expect(page.getByText("Write prompts that work the first time")).toBeVisible();
    const items = page.getByText(/^(Welcome and goals|Prompt patterns)$/);
    await expect(items.first()).toHaveText("Welcome and goals");
    await expect(page.getByText("Do I need a paid AI account?")).toBeVisible();
    // The uploaded brochure is what 'Download Brochure' hands out.
    const brochure = page.getByRole("link", { name: "Download Brochure" }).first();
    const href = await brochure.getAttribute("href");
    const download = await page.request.get(href ?? "");
    expect(download.headers()["content-type"]).toContain("application/pdf");
    expect(Buffer.from(await download.body()).equals(pdf)).toBe(true);
    await page.getByRole("tab", { name: "Day 2" }).click();
    await expect(page.getByText("Build your prompt library")).toBeVisible();
    await visitor.close();
  });

  test("a refused form says what is wrong at the field and keeps everything typed", async ({
    page,
  }) => {
    await signIn(page);
    await gotoHydrated(page, "/admin/masterclasses/new");
    await page.getByLabel("Subtitle").fill("Kept after the refusal");
    await page.getByLabel("Starts (Malaysia time)").fill(inTwoMonths(9));
    await page.getByLabel("Ends (Malaysia time)").fill(inTwoMonths(8));
    await page.getByLabel("Price (MYR)").fill("100");
    await page.getByLabel("Class size (participants)").fill("10");
    const agenda = page.getByRole("group", { name: "Agenda" });
    await agenda.getByLabel("Time (Agenda item 1)").fill("9:00 AM");
    await page.getByRole("button", { name: "Save draft" }).click();
    await expect(page.getByText("Masterclass not saved")).toBeVisible();
    await expect(page.getByText("Title is required")).toBeVisible();
    await expect(agenda.getByText("Each agenda row needs a title")).toBeVisible();
    await expect(page.getByLabel("Subtitle")).toHaveValue("Kept after the refusal");
    await expect(agenda.getByLabel("Time (Agenda item 1)")).toHaveValue("9:00 AM");
  });

  test("at 390 px the list and the form fit the screen", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page);
    await gotoHydrated(page, "/admin/masterclasses");
    await expect(page.getByRole("heading", { name: "Masterclasses", level: 1 })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await page.getByRole("link", { name: "New masterclass" }).click();
    await expect(page.getByLabel("Title", { exact: true })).toBeVisible();
    const formOverflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(formOverflow).toBeLessThanOrEqual(0);
  });
});
