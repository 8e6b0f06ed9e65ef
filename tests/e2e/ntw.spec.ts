import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { gotoHydrated } from "./support/hydrated";
import { readMail, uniqueEmail } from "./support/mail";

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id}: ${violation.nodes.map((n) => n.target).join(", ")}`);
  expect(serious).toEqual([]);
}

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width > 500 ? 800 : 844 } });

    test("an NTW registration: notice, dialog, validation, success, mail and the follow-up", async ({
      page,
    }) => {
      // Two axe scans, a form token to age and two mails to wait for: more than 30 s on a busy machine.
      test.setTimeout(150_000);
      await gotoHydrated(page, "/shop/ntw");
      await expect(page.getByText("Two registrations are needed")).toBeVisible();
      await expect(page.getByRole("link", { name: /Official NTW portal/ })).toHaveAttribute(
        "href",
        "https://ntw.hrdcorp.gov.my",
      );
      const card = page.getByRole("article").first();
      await expect(card.getByText("Free", { exact: true })).toBeVisible();
      const title = (await card.getByRole("heading").textContent())!.trim();
      // A remembered profile prefills the form.
      const email = uniqueEmail(`ntw${width}`);
      await page.evaluate(
        (address) =>
          localStorage.setItem(
            "aihq_user_profile",
            JSON.stringify({ name: "Hafiz Rahman", email: address, phone: "", org: "", role: "" }),
          ),
        email,
      );
      await page.waitForTimeout(2100);
      await card.getByRole("link", { name: `Get Link: ${title}` }).click();
      const dialog = page.getByRole("dialog", { name: "Register for National Training Week" });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByText(title)).toBeVisible();
      await expect(dialog.getByLabel("Name")).toHaveValue("Hafiz Rahman");
      await expect(dialog.getByLabel("Email")).toHaveValue(email);
      await expectNoSeriousViolations(page);

      await dialog.getByLabel("Name").fill("H");
      await dialog.getByLabel("Email").fill("not-an-email");
      await dialog.getByRole("button", { name: "Register" }).click();
      await expect(dialog.getByText("Name is required", { exact: true })).toBeVisible();
      await expect(dialog.getByText("Valid email is required", { exact: true })).toBeVisible();
      await expect(dialog.getByText("Job role is required", { exact: true })).toBeVisible();
      await expect(dialog.getByText("Company name is required", { exact: true })).toBeVisible();

      await dialog.getByLabel("Name").fill("Hafiz Rahman");
      await dialog.getByLabel("Email").fill(email);
      await dialog.getByLabel("Job Role").fill("Operations Manager");
      await dialog.getByLabel("Company").fill("Seri Kembangan Foods Sdn Bhd");
      await dialog.getByRole("button", { name: "Register" }).click();
      // A server round trip: generous on a busy machine.
      await expect(page.getByText("Registration Successful!")).toBeVisible({ timeout: 20_000 });
      await expect(
        page.getByText("Thank you for your registration. Details have been sent to your email."),
      ).toBeVisible();
      const followUp = page.getByRole("dialog", { name: "Interested in Advanced AI Training?" });
      await expect(followUp).toBeVisible();
      await expectNoSeriousViolations(page);
      const profile = await page.evaluate(() => localStorage.getItem("aihq_user_profile"));
      expect(JSON.parse(profile!)).toMatchObject({
        role: "Operations Manager",
        org: "Seri Kembangan Foods Sdn Bhd",
      });

      const mail = await readMail((message) => message.to.includes(email));
      expect(mail.subject).toContain(title);
      expect(mail.text).toContain("Hafiz Rahman");
      await readMail(
        (message) => message.to.includes("team@aihq.test") && message.text.includes(email),
      );

      await followUp.getByRole("link", { name: "Explore Masterclasses" }).click();
      await expect(page).toHaveURL(/\/shop\/masterclasses$/);
    });

    test("'Maybe Later' closes the follow-up and stays on the page", async ({ page }) => {
      test.setTimeout(90_000);
      await gotoHydrated(page, "/shop/ntw");
      await page.waitForTimeout(2100);
      await page.getByRole("article").nth(1).click();
      const dialog = page.getByRole("dialog");
      await dialog.getByLabel("Name").fill("Tan Wei Jie");
      await dialog.getByLabel("Email").fill(uniqueEmail("later"));
      await dialog.getByLabel("Job Role").fill("Analyst");
      await dialog.getByLabel("Company").fill("Bayan Lepas Tech");
      await dialog.getByRole("button", { name: "Register" }).click();
      await page.getByRole("button", { name: "Maybe Later" }).click({ timeout: 20_000 });
      await expect(page.getByRole("dialog")).toHaveCount(0);
      await expect(page).toHaveURL(/\/shop\/ntw$/);
    });
  });
}

test("a failed registration keeps the dialog open with the values", async ({ page }) => {
  test.setTimeout(90_000);
  await gotoHydrated(page, "/shop/ntw");
  await page
    .getByRole("article")
    .first()
    .getByRole("link", { name: /Get Link/ })
    .click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Name").fill("Nadia Osman");
  await dialog.getByLabel("Email").fill(uniqueEmail("fail"));
  await dialog.getByLabel("Job Role").fill("Lecturer");
  await dialog.getByLabel("Company").fill("UiTM");
  // The post fails on the way; the page's own data requests still work.
  await page.route("**/shop/ntw.data**", (route) =>
    route.request().method() === "POST" ? route.abort() : route.continue(),
  );
  await dialog.getByRole("button", { name: "Register" }).click();
  // A server round trip: generous on a busy machine.
  await expect(page.getByText("Registration Failed")).toBeVisible({ timeout: 20_000 });
  await expect(
    page.getByText("There was a problem with your registration. Please try again."),
  ).toBeVisible();
  await expect(dialog.getByLabel("Name")).toHaveValue("Nadia Osman");
  await expect(dialog.getByLabel("Company")).toHaveValue("UiTM");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("Get Link opens the form on the page, which posts and lands on the follow-up", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.goto("/shop/ntw");
    await page
      .getByRole("article")
      .first()
      .getByRole("link", { name: /Get Link/ })
      .click();
    await expect(page).toHaveURL(/register=/);
    const form = page.getByRole("form", { name: /^Register for / });
    await form.getByLabel("Name").fill("Lim Siew Ling");
    await form.getByLabel("Email").fill("bad");
    await form.getByRole("button", { name: "Register" }).click();
    await expect(form.getByText("Valid email is required")).toBeVisible();
    await expect(form.getByLabel("Name")).toHaveValue("Lim Siew Ling");
    await page.waitForTimeout(2100);
    await form.getByLabel("Email").fill(uniqueEmail("nojs-ntw"));
    await form.getByLabel("Job Role").fill("Teacher");
    await form.getByLabel("Company").fill("SMK Damansara");
    await form.getByRole("button", { name: "Register" }).click();
    await expect(page).toHaveURL(/registered/);
    await expect(page.locator('[data-slot="flash-toast"]')).toContainText(
      "Registration Successful!",
    );
    await expect(
      page.getByRole("heading", { name: "Interested in Advanced AI Training?" }),
    ).toBeVisible();
  });
});
