import fs from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { expect as baseExpect, test, type APIRequestContext, type Page } from "@playwright/test";
import { gotoHydrated } from "./support/hydrated";
import { expectFits } from "./support/layout-fit";
import { readMail, uniqueEmail } from "./support/mail";

const ADMIN = {
  email: process.env.E2E_ADMIN_EMAIL ?? "editor@aihq.test",
  password: process.env.E2E_ADMIN_PASSWORD ?? "e2e-editor-password",
};
// scrypt at N=2^17 on a busy machine.
const SIGN_IN_TIMEOUT = 20_000;
/** The spam guard doubts a form sent less than two seconds after it was rendered. */
const FILL_TIME_MS = 2100;
// An HRDC course with 200 seats: other specs' bookings leave room for this one.
const COURSE = "/shop/masterclasses/malaysia-ai-business-summit";

const VIEWPORTS = [
  { name: "1280 px", width: 1280, height: 800 },
  { name: "390 px", width: 390, height: 844 },
] as const;

test.describe.configure({ timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 10_000 });

/** An employer's HRDC booking of its HR contact and two colleagues, posted as the no-JS form posts it. */
async function bookGroup(request: APIRequestContext, company: string): Promise<string> {
  const hrEmail = uniqueEmail("hrdc-hr");
  const html = await (await request.get(`${COURSE}?register=hrdc`)).text();
  const formToken = /name="formToken" value="([^"]+)"/.exec(html)?.[1];
  const productId = /name="productId" value="([0-9a-f-]{36})"/.exec(html)?.[1];
  expect(formToken && productId, "the HRDC form is rendered").toBeTruthy();
  await new Promise((resolve) => setTimeout(resolve, FILL_TIME_MS));
  const response = await request.post(COURSE, {
    maxRedirects: 0,
    form: {
      productType: "masterclass",
      productId: productId!,
      idempotencyKey: `e2e_${Date.now()}_${Math.random().toString(36).slice(2, 10)}`,
      mode: "hrdc",
      name: "Nurul Aina Hassan",
      email: hrEmail,
      phone: "012-345 6789",
      org: company,
      role: "HR Manager",
      ssmNumber: "197601000123",
      selfAttending: "on",
      formToken: formToken!,
      "attendees.0.name": "Tan Wei Ming",
      "attendees.0.email": uniqueEmail("hrdc-a"),
      "attendees.0.role": "Analyst",
      "attendees.1.name": "Aisyah Rahman",
      "attendees.1.email": uniqueEmail("hrdc-b"),
      "attendees.1.role": "Engineer",
    },
  });
  expect(response.status(), await response.text()).toBeGreaterThanOrEqual(300);
  expect(response.status()).toBeLessThan(400);
  return hrEmail;
}

/** The HR contact confirms the booking from the link in their summary mail, as the pipeline waits for. */
async function confirmFromMail(page: Page, hrEmail: string) {
  const summary = await readMail(
    (m) => m.to.includes(hrEmail) && /^HRDC booking AIHQ-G-/.test(m.subject),
  );
  const link = /https?:\/\/\S+\/shop\/registrations\/AIHQ-G-\w+\/confirm\?[^\s)\]]+/.exec(
    summary.text,
  )?.[0];
  expect(link, "the summary carries the confirmation link").toBeTruthy();
  const url = new URL(link!);
  await gotoHydrated(page, url.pathname + url.search);
  await page.getByRole("button", { name: "Confirm the booking" }).click();
  await expect(page.getByRole("heading", { name: "Your booking is confirmed" })).toBeVisible();
}

async function signIn(page: Page, next: string) {
  await page.goto(next);
  await expect(page).toHaveURL(/\/admin\/login\?redirectTo=/);
  await page.getByLabel("Email", { exact: true }).fill(ADMIN.email);
  await page.getByLabel("Password", { exact: true }).fill(ADMIN.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(new RegExp(`${next.replace(/[/?]/g, "\\$&")}$`), {
    timeout: SIGN_IN_TIMEOUT,
  });
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

function toast(page: Page, text: RegExp) {
  return page.getByRole("region", { name: /Notifications/ }).getByText(text);
}

/** Records the next stage on the group's page, with its reference where the stage has one. */
async function record(page: Page, stage: string, reference?: { label: string; value: string }) {
  const form = page.locator("form").filter({ hasText: `Record “${stage}”` });
  if (reference) await form.getByLabel(reference.label).fill(reference.value);
  await form.getByRole("button", { name: `Record ${stage.toLowerCase()}` }).click();
  await expect(toast(page, new RegExp(`^${stage}: recorded for AIHQ-G-`))).toBeVisible();
}

/** axe's serious and critical findings on the page as it is now. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

for (const viewport of VIEWPORTS) {
  test.describe(`the HRDC pipeline at ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test("a booking walks its stages with dates and HRD Corp's number, the quotation downloads, a stage is taken back", async ({
      page,
      request,
    }) => {
      const company = `E2E Sunway ${Date.now().toString(36)} ${viewport.width}`;
      const hrEmail = await bookGroup(request, company);
      // Until its contact confirms, a booking waits, and nothing is due.
      await signIn(page, "/admin/hrdc");
      const pending = page.getByRole("listitem").filter({ hasText: company });
      await expect(pending.getByText("Awaiting the booker's confirmation")).toBeVisible();
      await confirmFromMail(page, hrEmail);
      await page.goto("/admin/hrdc?view=quotation_sent");
      const card = page.getByRole("listitem").filter({ hasText: company });
      await expect(card).toBeVisible();
      await expect(card.getByText("Quotation to send")).toBeVisible();
      await expect(card.getByRole("link", { name: /E-mail Nurul Aina Hassan/ })).toHaveAttribute(
        "href",
        /^mailto:hrdc-hr/,
      );
      await expect(card.getByRole("link", { name: /Call Nurul Aina Hassan/ })).toHaveAttribute(
        "href",
        "tel:+60123456789",
      );
      await expect(card.getByRole("link", { name: "WhatsApp Nurul Aina Hassan" })).toHaveAttribute(
        "href",
        "https://wa.me/60123456789",
      );
      await expectFits(page, "HRDC pipeline");

      await card.getByRole("link", { name: company }).click();
      await expect(page.getByRole("heading", { level: 1, name: company })).toBeVisible();
      const attendees = page.getByRole("list", { name: "Attendees" });
      await expect(attendees.getByText("Tan Wei Ming")).toBeVisible();
      await expect(attendees.getByText("Aisyah Rahman")).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);

      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("link", { name: "Download quotation (PDF)" }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^quotation-AIHQ-G-[A-Z0-9]{6}\.pdf$/);
      const pdf = fs.readFileSync((await download.path())!);
      expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");

      await record(page, "Quotation sent");
      // HRD Corp's application number is required for this stage.
      const apply = page
        .locator("form")
        .filter({ hasText: "Record “Grant application submitted”" });
      await apply.getByRole("button", { name: "Record grant application submitted" }).click();
      await expect(apply.getByText("Enter the HRD Corp application number.")).toBeVisible();
      await record(page, "Grant application submitted", {
        label: "HRD Corp application number",
        value: "HRDC-E2E-0042",
      });
      await expect(page.getByText("HRDC-E2E-0042")).toBeVisible();
      await record(page, "Grant approved");

      // Taken back with a reason: the stage is open again.
      await page.getByText("Take back…").click();
      await page.getByLabel("Why is it taken back?").fill("Recorded on the wrong company");
      await page.getByRole("button", { name: "Take back “Grant approved”" }).click();
      await expect(toast(page, /^"Grant approved" taken back for AIHQ-G-/)).toBeVisible();
      await expect(page.getByRole("button", { name: "Record grant approved" })).toBeVisible();
      await expectFits(page, "HRDC group");

      await page.getByRole("link", { name: "HRDC pipeline" }).first().click();
      await page.getByRole("link", { name: /^Awaiting approval \d+$/ }).click();
      await expect(page).toHaveURL(/view=approved$/);
      await expect(page.getByRole("listitem").filter({ hasText: company })).toBeVisible();
    });
  });
}
