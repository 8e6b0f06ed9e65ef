import fs from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { buildGrants } from "../../server/db/seed/catalogue";
import { grantBenefits, grantSteps } from "../../app/content/shop/grants";
import { gotoHydrated } from "./support/hydrated";

// The demo grants (server/db/seed/catalogue.ts). The back-office tests edit the first grant's
// badge, so badges are checked on the others.
const demo = buildGrants();
function demoGrant(category: string) {
  const grant = demo.find((row) => row.category === category);
  if (!grant) throw new Error(`No demo grant of ${category}`);
  return grant;
}
const WITH_BROCHURE = demoGrant("HRD Corp");
const BADGE_TEXT = demoGrant("MDEC"); // badge 'Digital Economy', blue
const NO_BADGE_TEXT = demoGrant("SME Corp"); // no badge text: the category, amber
const NO_BENEFITS = demoGrant("TalentCorp");

const grantCard = (page: Page, title: string) => page.getByRole("article", { name: title });
const section = (page: Page, title: string) =>
  page.locator("section", { has: page.getByRole("heading", { name: title, level: 2 }) });
const programs = (page: Page) => page.getByRole("heading", { name: "Special Grant Programs" });

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });

    test("every section of the page, in order", async ({ page }) => {
      await gotoHydrated(page, "/shop/grants");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Government Grants");
      await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText([
        "Fully Subsidized AI Training",
        "Special Grant Programs",
        "How Government Grants Work",
        "Benefits of Grant-Funded Training",
        "Ready to Train Your Team at No Cost?",
        "Looking for Free Training Programs?",
      ]);
      await expect(
        page.getByText("Zero out-of-pocket cost for qualifying organizations"),
      ).toBeVisible();

      // Every grant, sorted by title, each with its way to ask about it.
      const titles = demo.map((grant) => grant.title).sort((a, b) => a.localeCompare(b));
      for (const title of titles) {
        await expect(
          grantCard(page, title).getByRole("button", { name: `Contact Us about ${title}` }),
        ).toBeVisible();
      }
      const shown = await page
        .getByRole("article")
        .getByRole("heading", { level: 3 })
        .allTextContents();
      expect(shown.filter((title) => titles.includes(title))).toEqual(titles);

      // Two columns on a wide screen, one on a phone.
      const [first, second] = await Promise.all(
        titles.slice(0, 2).map((title) => grantCard(page, title).boundingBox()),
      );
      if (width >= 1024) expect(second!.y).toBe(first!.y);
      else expect(second!.y).toBeGreaterThan(first!.y + first!.height - 1);

      const steps = section(page, "How Government Grants Work").getByRole("listitem");
      await expect(steps).toHaveCount(3);
      for (const [index, step] of grantSteps.entries()) {
        await expect(steps.nth(index)).toContainText(`${index + 1}${step.title}${step.text}`);
      }
      const benefits = section(page, "Benefits of Grant-Funded Training").getByRole("listitem");
      await expect(benefits).toHaveText(
        grantBenefits.map((benefit) => `${benefit.title}${benefit.description}`),
      );

      await expect(page.getByRole("link", { name: "Request Custom Training" })).toHaveAttribute(
        "href",
        "/shop/masterclasses/custom",
      );
      await expect(page.getByRole("link", { name: "Explore NTW Programs" })).toHaveAttribute(
        "href",
        "/shop/ntw",
      );
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );
    });

    test("'View Grant Programs' and 'Browse Grant Programs' bring the list into view", async ({
      page,
    }) => {
      await gotoHydrated(page, "/shop/grants");
      await expect(programs(page)).not.toBeInViewport();
      await page.getByRole("link", { name: "View Grant Programs" }).click();
      await expect(programs(page)).toBeInViewport();

      const browse = page.getByRole("link", { name: "Browse Grant Programs" });
      await browse.scrollIntoViewIfNeeded();
      await expect(programs(page)).not.toBeInViewport();
      await browse.click();
      await expect(programs(page)).toBeInViewport();
    });

    test("cards: badge text or else the category, in the badge colour; benefits or a note", async ({
      page,
    }) => {
      await gotoHydrated(page, "/shop/grants");
      const named = grantCard(page, BADGE_TEXT.title);
      await expect(named.getByText(BADGE_TEXT.badgeText!, { exact: true })).toHaveClass(
        /bg-blue-100/,
      );
      await expect(named.getByText(BADGE_TEXT.category, { exact: true })).toHaveCount(0);
      await expect(named.getByRole("listitem")).toHaveText(BADGE_TEXT.benefits ?? []);
      await expect(named.getByText(BADGE_TEXT.description ?? "")).toBeVisible();

      const category = grantCard(page, NO_BADGE_TEXT.title);
      await expect(category.getByText(NO_BADGE_TEXT.category, { exact: true })).toHaveClass(
        /bg-amber-100/,
      );

      const empty = grantCard(page, NO_BENEFITS.title);
      await expect(empty.getByRole("listitem")).toHaveCount(0);
      await expect(
        empty.getByText("Contact us for more details about this grant.", { exact: true }),
      ).toBeVisible();
      await expect(named.getByText("Contact us for more details about this grant.")).toHaveCount(0);
    });
  });
}

test.describe("the grant brochure", () => {
  // One test moves the demo brochure away: the other must not run meanwhile.
  test.describe.configure({ mode: "serial" });
  const file = path.join(
    process.env.E2E_DATA_DIR ?? "",
    "brochures",
    WITH_BROCHURE.brochure ?? "missing",
  );

  test("opens from a signed link in a new tab; grants without one have no button", async ({
    page,
    context,
  }) => {
    await gotoHydrated(page, "/shop/grants");
    for (const grant of demo.filter((row) => !row.brochure)) {
      await expect(
        grantCard(page, grant.title).getByRole("link", { name: "Download Brochure" }),
      ).toHaveCount(0);
    }
    const button = grantCard(page, WITH_BROCHURE.title).getByRole("link", {
      name: "Download Brochure",
    });
    const [tab] = await Promise.all([context.waitForEvent("page"), button.click()]);
    await expect(page.getByText("Brochure opened")).toBeVisible();
    await expect(page.getByText("Your brochure has been opened in a new tab.")).toBeVisible();
    await expect
      .poll(() => tab.url())
      .toMatch(/\/files\/brochures\/grant-brochures\/hrd-corp-claimable-training\.pdf\?expires=/);
    const pdf = await page.request.get(tab.url());
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
  });

  test("a brochure file that is gone says 'Brochure unavailable' and leaves no tab", async ({
    page,
    context,
  }) => {
    expect(fs.existsSync(file), file).toBe(true);
    const aside = `${file}.aside`;
    fs.renameSync(file, aside);
    try {
      await gotoHydrated(page, "/shop/grants");
      await grantCard(page, WITH_BROCHURE.title)
        .getByRole("link", { name: "Download Brochure" })
        .click();
      await expect(page.getByText("Brochure unavailable")).toBeVisible();
      await expect(
        page.getByText("The brochure for this grant is not available at this time."),
      ).toBeVisible();
      await expect.poll(() => context.pages().length).toBe(1);
    } finally {
      fs.renameSync(aside, file);
    }
  });
});
