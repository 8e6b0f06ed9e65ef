import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { gotoHydrated } from "./support/hydrated";
import { readMail, uniqueEmail } from "./support/mail";

const SUCCESS_TITLE = "Inquiry Submitted Successfully";
const SUCCESS_TEXT =
  "Thank you for your interest. We'll contact you shortly about this grant opportunity.";

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((node) => node.target.join(" ")).join(", ")}`);
}

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 900 } });

    test("Contact Us opens the inquiry dialog; it checks, stores, mails and confirms", async ({
      page,
    }) => {
      await gotoHydrated(page, "/shop/grants");
      const card = page
        .locator("article")
        .filter({ has: page.getByRole("heading") })
        .first();
      const title = (await card.getByRole("heading", { level: 3 }).textContent())!.trim();
      await card.getByRole("button", { name: `Contact Us about ${title}` }).click();
      const dialog = page.getByRole("dialog", { name: "Inquire About This Grant" });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(title);
      await expect(dialog).toContainText("within 24 hours");
      expect(await seriousViolations(page)).toEqual([]);
      // The dialog fits the screen: no sideways scrolling on a phone.
      const box = (await dialog.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width);

      await dialog.getByRole("button", { name: "Submit Inquiry" }).click();
      await expect(dialog.getByText("Name must be at least 2 characters")).toBeVisible();
      await expect(dialog.getByText("Please enter a valid email address")).toBeVisible();
      await expect(dialog.getByLabel("Full Name *")).toBeFocused();

      const email = uniqueEmail(`grant${width}`);
      await dialog.getByLabel("Full Name *").fill("Farah Abdullah");
      await dialog.getByLabel("Email Address *").fill(email);
      await dialog.getByLabel("Phone Number").fill("+60 12-987 6543");
      await dialog.getByLabel("Organization/Company").fill("Syarikat Maju Digital");
      await dialog
        .getByLabel("About Your Organization")
        .fill("120 staff in logistics, looking at Copilot for operations.");
      // The page's signed render time must be at least two seconds old.
      await page.waitForTimeout(1500);
      await dialog.getByRole("button", { name: "Submit Inquiry" }).click();

      // The answer took over 5 s twice in a CI rehearsal on a machine at load 12 (2 cores);
      // the dialog stayed on "Submitting..." with every value kept, and the test passed alone.
      await expect(page.getByText(SUCCESS_TITLE)).toBeVisible({ timeout: 20_000 });
      await expect(dialog).toBeHidden();
      const confirmation = card.getByRole("status");
      await expect(confirmation).toContainText("Inquiry Submitted");
      await expect(confirmation).toContainText(SUCCESS_TEXT);
      await expect(confirmation).toBeInViewport();

      const mail = await readMail((message) => message.to.includes(email));
      expect(mail.subject).toContain(title);
      expect(mail.text).toContain("Farah Abdullah");
      const team = await readMail(
        (message) => message.to.includes("team@aihq.test") && message.text.includes(email),
      );
      expect(team.text).toContain(title);
      expect(team.text).toContain("Syarikat Maju Digital");
    });
  });
}

test("an unexpected error says 'Submission Error' and keeps the dialog open with the values", async ({
  page,
}) => {
  await gotoHydrated(page, "/shop/grants");
  // The network gives way mid-post: the dialog stays, with the values.
  await page.route("**/shop/grants.data*", (route) =>
    route.request().method() === "POST" ? route.abort("failed") : route.continue(),
  );
  await page
    .getByRole("button", { name: /^Contact Us about / })
    .first()
    .click();
  const dialog = page.getByRole("dialog", { name: "Inquire About This Grant" });
  await dialog.getByLabel("Full Name *").fill("Tan Ah Kow");
  await dialog.getByLabel("Email Address *").fill("tan@example.my");
  await dialog.getByRole("button", { name: "Submit Inquiry" }).click();
  await expect(page.getByText("Submission Error").first()).toBeVisible();
  await expect(
    page.getByText("An unexpected error occurred. Please try again later.").first(),
  ).toBeVisible();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Full Name *")).toHaveValue("Tan Ah Kow");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("Contact Us opens the form in the card, which posts and confirms", async ({ page }) => {
    await page.goto("/shop/grants");
    const card = page.locator("article").first();
    const title = (await card.getByRole("heading", { level: 3 }).textContent())!.trim();
    await card.getByRole("link", { name: `Contact Us about ${title}` }).click();
    await expect(page).toHaveURL(/\?inquire=/);
    const form = card.getByRole("form", { name: "Grant inquiry" });
    await form.getByRole("button", { name: "Submit Inquiry" }).click();
    await expect(form.getByText("Name must be at least 2 characters")).toBeVisible();
    await page.waitForTimeout(2100);
    const email = uniqueEmail("grant-nojs");
    await form.getByLabel("Full Name *").fill("Lim Mei Ling");
    await form.getByLabel("Email Address *").fill(email);
    await form.getByRole("button", { name: "Submit Inquiry" }).click();
    await expect(page).toHaveURL(/\?inquired=.*#inquiry-confirmation$/);
    await expect(card.getByRole("status")).toContainText(SUCCESS_TEXT);
    // The flash toast, rendered in <noscript> (which text locators skip).
    await expect(page.locator("[data-slot='flash-toast']")).toContainText(SUCCESS_TITLE);
    const mail = await readMail((message) => message.to.includes(email));
    expect(mail.subject).toContain(title);
  });
});

test("while the inquiry is sent the button says 'Submitting...' and is disabled", async ({
  page,
}) => {
  await gotoHydrated(page, "/shop/grants");
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/shop/grants.data*", async (route) => {
    if (route.request().method() === "POST") await held;
    await route.continue();
  });
  await page
    .getByRole("button", { name: /^Contact Us about / })
    .first()
    .click();
  const dialog = page.getByRole("dialog", { name: "Inquire About This Grant" });
  await dialog.getByLabel("Full Name *").fill("Lim Boon Keat");
  await dialog.getByLabel("Email Address *").fill(uniqueEmail("grant-submitting"));
  await page.waitForTimeout(1500);
  await dialog.getByRole("button", { name: "Submit Inquiry" }).click();
  const submitting = dialog.getByRole("button", { name: "Submitting..." });
  await expect(submitting).toBeVisible();
  await expect(submitting).toBeDisabled();
  release();
  await expect(page.getByText(SUCCESS_TITLE)).toBeVisible({ timeout: 15_000 });
  await expect(dialog).toBeHidden();
});
