import { expect, test, type Page } from "@playwright/test";
import { gotoHydrated } from "./support/hydrated";
import { readMail } from "./support/mail";
import { pageJournal } from "./support/page-journal";

const email = process.env.E2E_ADMIN_EMAIL ?? "editor@aihq.test";
const password = process.env.E2E_ADMIN_PASSWORD ?? "e2e-editor-password";
const SIGN_IN_TIMEOUT = 20_000;
const SHOTS = process.env.E2E_SHOTS_DIR;

async function signIn(page: Page, who = { email, password }) {
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin\/login\?redirectTo=/);
  await page.getByLabel("Email").fill(who.email);
  await page.getByLabel("Password").fill(who.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText("Logged in successfully")).toBeVisible({ timeout: SIGN_IN_TIMEOUT });
  await expect(page).toHaveURL(/\/admin$/);
}

/** The text of every script the page loaded. */
function collectScripts(page: Page): Promise<string>[] {
  const bodies: Promise<string>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") bodies.push(response.text());
  });
  return bodies;
}

test.describe("back-office shell", () => {
  test.describe.configure({ mode: "serial", timeout: 90_000 });
  const stamp = Date.now().toString(36);
  const colleague = { email: `colleague.${stamp}@aihq.test`, password: "colleague passphrase 42" };

  test("the dashboard shows the numbers and both charts, at 1280 px; recharts is loaded only here", async ({
    page,
  }) => {
    const scripts = collectScripts(page);
    await signIn(page);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
    // At 1280×800 the whole side menu shows without scrolling, its last item included.
    const last = page
      .getByRole("navigation", { name: "Back office" })
      .getByRole("link", { name: "Privacy (PDPA)" });
    await expect(last).toBeInViewport({ ratio: 1 });
    await expect(main.getByRole("heading", { name: "Today" })).toBeVisible();
    await expect(main.getByRole("heading", { name: "New leads" })).toBeVisible();
    await expect(page.getByTestId("booking-counts")).toContainText("Course seats held");
    await expect(page.getByTestId("mail-counts")).toContainText("Failed");
    await expect(page.getByTestId("mail-counts")).toContainText("Pending");
    const courses = page.getByTestId("upcoming-courses");
    await expect(courses.getByRole("row").nth(1)).toContainText(/\d+ of \d+ held · \d+ offered/);
    await expect(
      page.locator("[data-testid=chart-leads] svg.recharts-surface[role=application]"),
    ).toBeVisible();
    await expect(
      page.locator("[data-testid=chart-registrations] svg.recharts-surface[role=application]"),
    ).toBeVisible();
    // The side navigation, with every section for an admin, the user and the role.
    const nav = page.getByRole("navigation", { name: "Back office" });
    for (const name of [
      "Dashboard",
      "Leads",
      "Registrations",
      "Mail",
      "Blog",
      "Team",
      "Audit log",
    ]) {
      await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await expect(page.getByTestId("shell-role").first()).toHaveText("admin");
    await expect(page.getByRole("link", { name: "View site" }).first()).toBeVisible();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/dashboard-1280.png`, fullPage: true });
    expect((await Promise.all(scripts)).some((js) => js.includes("recharts-surface"))).toBe(true);
  });

  test("no public page loads the chart library", async ({ page }) => {
    const scripts = collectScripts(page);
    for (const path of ["/", "/shop/masterclasses", "/blog", "/contact"]) {
      await gotoHydrated(page, path);
    }
    const bodies = await Promise.all(scripts);
    expect(bodies.length).toBeGreaterThan(3);
    expect(bodies.filter((js) => js.includes("recharts-surface"))).toEqual([]);
  });

  test("an admin invites an editor; the one-time link sets the password and signs in; it works only once", async ({
    page,
    browser,
  }) => {
    const journal = pageJournal(page);
    await signIn(page);
    await page
      .getByRole("navigation", { name: "Back office" })
      .getByRole("link", { name: "Team" })
      .click();
    await expect(page.getByRole("heading", { name: "Team", level: 1 })).toBeVisible();
    await page.getByLabel("E-mail", { exact: true }).fill(colleague.email);
    await page.getByLabel("Name", { exact: true }).fill("Colleague Editor");
    await page.getByLabel("Role", { exact: true }).selectOption("editor");
    await page.getByRole("button", { name: "Send invitation" }).click();
    // Once in a full run (2026-11-25) no toast came and nothing was sent: say what the page did.
    await journal.explain(
      expect(page.getByText(`Invitation sent to ${colleague.email}`)).toBeVisible(),
      "No invitation toast",
    );
    await expect(page.getByTestId("team-list")).toContainText(colleague.email);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/team-1280.png`, fullPage: true });

    const mail = await readMail((m) => m.to.includes(colleague.email));
    expect(mail.subject).toBe("You are invited to the AIHQ back office");
    const link = /http:\/\/[^\s"<>]+\/admin\/invite\/[^\s"<>]+/.exec(mail.text)?.[0];
    expect(link).toBeDefined();
    const url = new URL(link!.replaceAll("&amp;", "&"));
    const path = url.pathname + url.search;

    const context = await browser.newContext();
    const other = await context.newPage();
    await gotoHydrated(other, path);
    await other.getByLabel("New password").fill(colleague.password);
    await other.getByLabel("Repeat the password").fill(colleague.password);
    await other.getByRole("button", { name: "Set password and sign in" }).click();
    await expect(other).toHaveURL(/\/admin$/, { timeout: SIGN_IN_TIMEOUT });
    await expect(other.getByText("Password set")).toBeVisible();
    await gotoHydrated(other, path);
    await expect(other.getByRole("alert")).toContainText("not valid");
    await context.close();

    await page
      .getByRole("navigation", { name: "Back office" })
      .getByRole("link", { name: "Audit log" })
      .click();
    await expect(page.getByTestId("audit-list")).toContainText(
      `Invited ${colleague.email} as editor`,
    );
    await expect(page.getByTestId("audit-list")).toContainText(
      `${colleague.email} set their password with a one-time link`,
    );
  });

  test("an editor sees no admin sections, a dashboard without personal data, and 403 on /admin/team", async ({
    page,
  }) => {
    await signIn(page, colleague);
    const nav = page.getByRole("navigation", { name: "Back office" });
    await expect(nav.getByRole("link", { name: "Blog", exact: true })).toBeVisible();
    for (const name of [
      "Leads",
      "Registrations",
      "HRDC pipeline",
      "Book orders",
      "Mail",
      "Team",
      "Audit log",
      "Privacy (PDPA)",
    ]) {
      await expect(nav.getByRole("link", { name, exact: true })).toHaveCount(0);
    }
    await expect(page.getByTestId("shell-role").first()).toHaveText("editor");
    await expect(page.getByRole("heading", { name: "Content" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "New leads" })).toHaveCount(0);
    await expect(page.getByTestId("booking-counts")).toHaveCount(0);
    await expect(page.getByTestId("upcoming-courses")).toHaveCount(0);
    const response = await page.goto("/admin/team");
    expect(response?.status()).toBe(403);
    await expect(page.getByRole("heading", { name: "Not allowed" })).toBeVisible();
    expect((await page.goto("/admin/audit"))?.status()).toBe(403);
    expect((await page.goto("/admin/leads"))?.status()).toBe(403);
  });

  test("on a phone (390 px) the navigation is a menu button and a sheet", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    const sideNav = page.locator("aside");
    await expect(sideNav).toBeHidden();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/dashboard-390.png`, fullPage: true });
    await expect(
      page.locator("[data-testid=chart-leads] svg.recharts-surface[role=application]"),
    ).toBeVisible();
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(390);
    await page.getByRole("button", { name: "Open menu" }).click();
    const sheet = page.getByRole("dialog", { name: "Back office" });
    await expect(sheet).toBeVisible();
    await expect(sheet.getByRole("button", { name: "Logout" })).toBeVisible();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/menu-390.png` });
    await sheet.getByRole("link", { name: "Audit log" }).click();
    await expect(page).toHaveURL(/\/admin\/audit$/);
    await expect(sheet).toBeHidden();
    await expect(page.getByRole("heading", { name: "Audit log", level: 1 })).toBeVisible();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/audit-390.png`, fullPage: true });
  });
});
