import { expect, test, type Page } from "@playwright/test";
import { gotoHydrated } from "./support/hydrated";
import { readMail, uniqueEmail } from "./support/mail";

async function answerAll(page: Page, total: number) {
  const dialog = page.getByRole("dialog");
  for (let step = 1; step <= total; step++) {
    await expect(dialog.getByText(`Step ${step} of ${total}`)).toBeVisible();
    // The first option of every question scores 0.
    await dialog.locator("fieldset button").first().click();
  }
}

test("organization path: every validation message, then the result e-mail with the score", async ({
  page,
}) => {
  await gotoHydrated(page, "/about-us");
  await page.locator("header").getByRole("link", { name: "AI Readiness Quiz" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: "AI Readiness Assessment" })).toBeVisible();
  await expect(dialog).toContainText(
    "Are you taking this quiz as an individual or on behalf of an organization?",
  );
  await dialog.getByRole("button", { name: /Organization/ }).click();
  await answerAll(page, 6);

  await dialog.getByRole("button", { name: "Get My Results" }).click();
  await expect(dialog.getByText("Name is required")).toBeVisible();
  await expect(dialog.getByText("Email is required")).toBeVisible();
  await expect(dialog.getByText("Organization is required")).toBeVisible();
  await expect(dialog.getByText("Job role is required")).toBeVisible();

  await dialog.getByLabel("Name").fill("Farah Aziz");
  await expect(dialog.getByText("Name is required")).toBeHidden();
  await dialog.getByLabel("Email").fill("farah.example.my");
  await dialog.getByRole("button", { name: "Get My Results" }).click();
  await expect(dialog.getByText("Valid email is required")).toBeVisible();

  const email = uniqueEmail("farah");
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByLabel("Organization").fill("Maju Logistics <script>alert(1)</script>");
  await dialog.getByLabel("Job role").fill("HR Director");
  await dialog.getByRole("button", { name: "Get My Results" }).click();

  await expect(
    page.getByText("Quiz completed! Check your email for your personalized AI readiness results."),
  ).toBeVisible();
  await expect(
    dialog.getByText("Your AI Readiness result will be emailed to you shortly."),
  ).toBeVisible();
  await expect(dialog).toBeHidden({ timeout: 7000 });
  await expect(page).not.toHaveURL(/quiz=open/);

  const mail = await readMail((message) => message.to.includes(email));
  expect(mail.text).toContain("Getting started");
  expect(mail.text).toMatch(/\b0\s?%/);
  const team = await readMail(
    (message) => message.to.includes("team@aihq.test") && message.text.includes(email),
  );
  expect(team.html).not.toContain("<script>alert(1)</script>");
});

test("individual path from a campaign link: organization is optional; reopening starts afresh", async ({
  page,
}) => {
  await page.goto("/shop?quiz=open");
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: /Individual/ }).click();
  await answerAll(page, 5);
  await dialog.getByLabel("Name").fill("Daniel Ong");
  await dialog.getByLabel("Email").fill(uniqueEmail("daniel"));
  await dialog.getByLabel("Job role").fill("Analyst");
  await expect(dialog.getByLabel("Organization (optional)")).toBeVisible();

  // Closing mid-way and opening again resets to the path choice.
  await dialog.getByRole("button", { name: "Close quiz" }).click();
  await expect(dialog).toBeHidden();
  await page.locator("header").getByRole("link", { name: "AI Readiness Quiz" }).click();
  await expect(page.getByRole("dialog")).toContainText(
    "Are you taking this quiz as an individual or on behalf of an organization?",
  );
});

test("a failed submission keeps the visitor on the lead form with the values", async ({ page }) => {
  await page.route("**/api/quiz*", (route) => route.fulfill({ status: 500, body: "down" }));
  await page.goto("/?quiz=open");
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: /Individual/ }).click();
  await answerAll(page, 5);
  await dialog.getByLabel("Name").fill("Aina");
  await dialog.getByLabel("Email").fill("aina@example.my");
  await dialog.getByLabel("Job role").fill("Manager");
  await dialog.getByRole("button", { name: "Get My Results" }).click();
  await expect(
    page.getByText(
      "Sorry, there was an error processing your quiz. Please try again or contact us directly.",
    ),
  ).toBeVisible();
  await expect(dialog.getByLabel("Name")).toHaveValue("Aina");
  await expect(dialog.getByRole("button", { name: "Get My Results" })).toBeEnabled();
});
