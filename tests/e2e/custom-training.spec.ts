import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { gotoHydrated } from "./support/hydrated";
import { readMail, uniqueEmail } from "./support/mail";

const PATH = "/shop/masterclasses/custom";
const SUCCESS_TEXT =
  "We've received your custom training request. Our team will contact you shortly.";

async function fill(form: Locator, email: string, org: string) {
  await form.getByLabel("Organization Name *").fill(org);
  await form.getByLabel("Contact Name *").fill("Siti Aminah");
  await form.getByLabel("Email Address *").fill(email);
  await form.getByLabel("Phone Number *").fill("+60 3-2345 6789");
  await form.getByLabel("Team Size *").selectOption("26-50 people");
  await form.getByLabel("Focus Area *").selectOption("Microsoft 365 Copilot");
  await form.getByLabel("Preferred Dates").fill("Any Tuesday in March");
  await form
    .getByLabel("Training Goals *")
    .fill("Our analysts should draft monthly reports with Copilot in half the time.");
}

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((node) => node.target.join(" ")).join(", ")}`);
}

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 900 } });

    test("the request is checked, stored, mailed and answered with 'Request Received'", async ({
      page,
    }) => {
      await gotoHydrated(page, PATH);
      await expect(page.getByRole("link", { name: "Back to Masterclasses" })).toHaveAttribute(
        "href",
        "/shop/masterclasses",
      );
      await expect(page.getByText("We respond within 2 business days")).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      const form = page.getByRole("form", { name: "Custom training request" });
      await form.getByRole("button", { name: "Submit Request" }).click();
      for (const message of [
        "Organization name is required",
        "Contact name is required",
        "Valid email is required",
        "Phone number is required",
        "Team size is required",
        "Focus area is required",
        "Please describe your goals in more detail",
      ]) {
        await expect(form.getByText(message)).toBeVisible();
      }
      await expect(form.getByLabel("Organization Name *")).toBeFocused();
      const email = uniqueEmail(`custom${width}`);
      const org = `Bank Rakyat Digital ${width}`;
      await fill(form, email, org);
      await page.waitForTimeout(1500);
      await form.getByRole("button", { name: "Submit Request" }).click();
      await expect(page.getByText("Request Submitted")).toBeVisible();
      const panel = page.getByRole("status").filter({ hasText: "Request Received" });
      await expect(panel).toContainText(SUCCESS_TEXT);
      await expect(panel).toBeInViewport();

      const mail = await readMail((message) => message.to.includes(email));
      expect(mail.text).toContain(org);
      const team = await readMail(
        (message) => message.to.includes("team@aihq.test") && message.text.includes(email),
      );
      expect(team.text).toContain("Microsoft 365 Copilot");
      expect(team.text).toContain("Any Tuesday in March");

      await panel.getByRole("link", { name: "Submit Another Request" }).click();
      await expect(form.getByLabel("Organization Name *")).toHaveValue("");
    });
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form posts, keeps values on a refusal, then redirects to 'Request Received'", async ({
    page,
  }) => {
    await page.goto(PATH);
    const form = page.getByRole("form", { name: "Custom training request" });
    const email = uniqueEmail("custom-nojs");
    await fill(form, email, "Lim & Co Accounting");
    await form.getByLabel("Training Goals *").fill("AI!");
    await form.getByRole("button", { name: "Submit Request" }).click();
    await expect(form.getByText("Please describe your goals in more detail")).toBeVisible();
    await expect(form.getByLabel("Organization Name *")).toHaveValue("Lim & Co Accounting");
    await expect(form.getByLabel("Team Size *")).toHaveValue("26-50 people");
    await form.getByLabel("Training Goals *").fill("Month-end close with AI, for 12 accountants.");
    await page.waitForTimeout(2100);
    await form.getByRole("button", { name: "Submit Request" }).click();
    await expect(page).toHaveURL(/\?submitted=1#request$/);
    await expect(page.getByText("Request Received")).toBeVisible();
    // The flash toast, rendered in <noscript> (which text locators skip).
    const flash = page.locator("[data-slot='flash-toast']");
    await expect(flash).toContainText("Request Submitted");
    await expect(flash).toContainText(SUCCESS_TEXT);
    await readMail((message) => message.to.includes(email));
    // A reload is a plain GET: nothing is posted again.
    await page.reload();
    await expect(flash).toHaveCount(0);
  });
});

test("while the request is sent the button says 'Submitting...' and is disabled; a failed post says 'Submission Failed' and keeps the values", async ({
  page,
}) => {
  await gotoHydrated(page, PATH);
  const form = page.getByRole("form", { name: "Custom training request" });
  const email = uniqueEmail("custom-fail");
  await fill(form, email, "Sapura Energy Learning");
  await page.waitForTimeout(1500);
  // The post is held, then answered with a 500 as a failing server or proxy would.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname.startsWith(PATH),
    async (route) => {
      if (route.request().method() !== "POST") return route.continue();
      await held;
      return route.fulfill({ status: 500, contentType: "text/plain", body: "Server Error" });
    },
  );
  await form.getByRole("button", { name: "Submit Request" }).click();
  const submitting = form.getByRole("button", { name: "Submitting..." });
  await expect(submitting).toBeVisible();
  await expect(submitting).toBeDisabled();
  release();

  const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Submission Failed" });
  await expect(toast).toBeVisible({ timeout: 15_000 });
  await expect(toast).toContainText(
    "There was a problem submitting your request. Please try again.",
  );
  await expect(form.getByRole("button", { name: "Submit Request" })).toBeEnabled();
  await expect(form.getByLabel("Organization Name *")).toHaveValue("Sapura Energy Learning");
  await expect(form.getByLabel("Email Address *")).toHaveValue(email);
  await expect(form.getByLabel("Training Goals *")).toHaveValue(
    "Our analysts should draft monthly reports with Copilot in half the time.",
  );
  await expect(page.getByRole("status").filter({ hasText: "Request Received" })).toHaveCount(0);
});
