import { expect, test, type Page } from "@playwright/test";
import { gotoHydrated } from "./support/hydrated";

const admin = {
  email: process.env.E2E_ADMIN_EMAIL ?? "editor@aihq.test",
  password: process.env.E2E_ADMIN_PASSWORD ?? "e2e-editor-password",
};
const SIGN_IN_TIMEOUT = 20_000;
const SHOTS = process.env.E2E_SHOTS_DIR;

async function signIn(page: Page) {
  await page.goto("/admin/login");
  await page.getByLabel("Email", { exact: true }).fill(admin.email);
  await page.getByLabel("Password", { exact: true }).fill(admin.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/admin$/, { timeout: SIGN_IN_TIMEOUT });
}

/** A colleague's account, invited from the team page (an account is made at once). */
async function invite(page: Page, email: string) {
  await gotoHydrated(page, "/admin/team");
  await page.getByLabel("E-mail", { exact: true }).fill(email);
  await page.getByLabel("Name", { exact: true }).fill("Colleague To Disable");
  await page.getByLabel("Role", { exact: true }).selectOption("editor");
  await page.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByText(`Invitation sent to ${email}`)).toBeVisible();
}

const rowOf = (page: Page, email: string) =>
  page.getByTestId("team-list").getByRole("listitem").filter({ hasText: email });

test.describe("team: disabling an account is confirmed first", () => {
  test.describe.configure({ mode: "serial", timeout: 90_000 });
  const stamp = Date.now().toString(36);
  const withJs = `disable.js.${stamp}@aihq.test`;
  const withoutJs = `disable.nojs.${stamp}@aihq.test`;

  test("with JavaScript: a dialog asks; Cancel changes nothing, confirming disables", async ({
    page,
  }) => {
    await signIn(page);
    await invite(page, withJs);
    const row = rowOf(page, withJs);
    await row.getByRole("button", { name: `Disable ${withJs}` }).click();
    const dialog = page.getByRole("dialog", { name: "Disable this account?" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(withJs);
    await expect(dialog).toContainText("signed out everywhere at once");
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/team-disable-1280.png` });
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    await page.reload();
    await expect(rowOf(page, withJs)).not.toContainText("Disabled");

    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await rowOf(page, withJs)
      .getByRole("button", { name: `Disable ${withJs}` })
      .click();
    await page
      .getByRole("dialog", { name: "Disable this account?" })
      .getByRole("button", { name: "Disable account" })
      .click();
    await expect(page.getByText("Account disabled")).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(rowOf(page, withJs)).toContainText("Disabled");
    await expect(rowOf(page, withJs).getByRole("button", { name: "Enable" })).toBeVisible();
  });

  test("without JavaScript: a confirmation page asks; 'No, keep it' changes nothing", async ({
    browser,
  }) => {
    const setup = await browser.newPage();
    await signIn(setup);
    await invite(setup, withoutJs);
    await setup.close();

    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await signIn(page);
    await page.goto("/admin/team");
    // Without JavaScript the toast may stay over the buttons: use the keyboard.
    await rowOf(page, withoutJs)
      .getByRole("link", { name: `Disable ${withoutJs}` })
      .focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/admin\/team\?disable=/);
    const panel = page.getByTestId("confirm-disable");
    await expect(panel).toContainText(withoutJs);
    await panel.getByRole("link", { name: "No, keep it" }).click();
    await expect(page).toHaveURL(/\/admin\/team$/);
    await expect(page.getByTestId("confirm-disable")).toHaveCount(0);
    await expect(rowOf(page, withoutJs)).not.toContainText("Disabled");

    await rowOf(page, withoutJs)
      .getByRole("link", { name: `Disable ${withoutJs}` })
      .focus();
    await page.keyboard.press("Enter");
    await page.getByTestId("confirm-disable").getByRole("button", { name: "Yes, disable" }).click();
    await expect(page).toHaveURL(/\/admin\/team$/);
    await expect(rowOf(page, withoutJs)).toContainText("Disabled");
    await context.close();
  });
});
