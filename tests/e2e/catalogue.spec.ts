import { expect, test, type Page } from "@playwright/test";
import { buildMasterclasses } from "../../server/db/seed/catalogue";
import { calendarDateKey } from "../../app/lib/dates";
import { gotoHydrated } from "./support/hydrated";

// The server seeds the demo catalogue relative to the day it starts; the same builder tells
// the tests where each event falls.
const demo = buildMasterclasses(new Date());
function demoEvent(slug: string) {
  const event = demo.find((row) => row.slug === slug);
  if (!event) throw new Error(`No demo event ${slug}`);
  return event;
}
const summit = demoEvent("malaysia-ai-business-summit");
const chatgpt = demoEvent("chatgpt-skill-boost");
const SUMMIT = "Malaysia AI Business Summit";
const FUTURE = "Future of Work Asia: Virtual Conference";
const CHATGPT = "ChatGPT Skill Boost";
const EMPTY = "No masterclasses found matching your criteria.";

const monthOf = (d: Date | string) => calendarDateKey(d).slice(0, 7);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
// Only the demo courses: back-office tests running at the same time publish courses of their own.
const demoCard = new RegExp(
  `^View Details: (${demo.map((row) => escapeRegExp(row.title)).join("|")})$`,
);

function cards(page: Page) {
  return page.getByRole("link", { name: demoCard });
}

test("type, format, month and search go through the form into the URL and survive reload", async ({
  page,
}) => {
  await gotoHydrated(page, "/shop/masterclasses");
  await expect(cards(page)).toHaveCount(demo.length);
  await expect(page.getByRole("link", { name: "Request Custom Training" })).toHaveAttribute(
    "href",
    "/shop/masterclasses/custom",
  );

  await page.getByText("Filter", { exact: true }).click();
  await page.getByLabel("Type").selectOption("conference");
  await expect(page).toHaveURL(/\/shop\/masterclasses\?type=conference$/);
  await expect(cards(page)).toHaveCount(2);
  await expect(page.getByRole("link", { name: `View Details: ${SUMMIT}` })).toBeVisible();
  await expect(page.getByRole("link", { name: `View Details: ${FUTURE}` })).toBeVisible();

  await page.getByLabel("Format").selectOption("physical");
  await expect(page).toHaveURL(/\?type=conference&format=physical$/);
  await expect(cards(page)).toHaveCount(1);
  await expect(page.getByRole("link", { name: `View Details: ${SUMMIT}` })).toBeVisible();

  await page.reload();
  await expect(page.getByLabel("Type")).toHaveValue("conference");
  await expect(page.getByLabel("Format")).toHaveValue("physical");
  await expect(cards(page)).toHaveCount(1);

  // Month: the summit's start month holds it, and not the ChatGPT day seven weeks earlier.
  await page.getByRole("link", { name: "Clear", exact: true }).click();
  await expect(page).toHaveURL(/\/shop\/masterclasses$/);
  const summitMonth = Number(monthOf(summit.date).slice(5, 7));
  await page.getByText("Filter", { exact: true }).click();
  await page.getByLabel("Month").selectOption(String(summitMonth));
  await expect(page).toHaveURL(new RegExp(`\\?month=${summitMonth}$`));
  await expect(page.getByRole("link", { name: `View Details: ${SUMMIT}` })).toBeVisible();
  await expect(page.getByRole("link", { name: `View Details: ${CHATGPT}` })).toHaveCount(0);

  await page.getByRole("searchbox", { name: "Search masterclasses" }).fill("business SUMMIT");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`\\?q=business\\+SUMMIT&month=${summitMonth}$`));
  await expect(cards(page)).toHaveCount(1);
  await page.reload();
  await expect(page.getByRole("searchbox", { name: "Search masterclasses" })).toHaveValue(
    "business SUMMIT",
  );
  await expect(page.getByLabel("Month")).toHaveValue(String(summitMonth));
  await expect(cards(page)).toHaveCount(1);
});

test("the empty result says so, and a bad value falls back to all", async ({ page }) => {
  const response = await page.goto("/shop/masterclasses?q=quantum+basket+weaving");
  expect(response?.status()).toBe(200);
  await expect(page.getByText(EMPTY)).toBeVisible();
  await expect(cards(page)).toHaveCount(0);

  const lenient = await page.goto("/shop/masterclasses?type=workshop&format=%00&month=13&view=x");
  expect(lenient?.status()).toBe(200);
  await expect(cards(page)).toHaveCount(demo.length);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the filter form is a plain GET form", async ({ page }) => {
    await page.goto("/shop/masterclasses");
    await page.getByText("Filter", { exact: true }).click();
    await page.getByLabel("Type").selectOption("conference");
    await page.getByLabel("Format").selectOption("virtual");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/type=conference/);
    await expect(page).toHaveURL(/format=virtual/);
    await expect(cards(page)).toHaveCount(1);
    await expect(page.getByRole("link", { name: `View Details: ${FUTURE}` })).toBeVisible();
    // The panel stays open while filters are set.
    await expect(page.getByLabel("Format")).toBeVisible();
  });
});

test("the calendar view steps through months and marks continuation days", async ({ page }) => {
  await gotoHydrated(page, "/shop/masterclasses?type=conference");
  await page
    .getByRole("navigation", { name: "View" })
    .getByRole("link", { name: "Calendar" })
    .click();
  await expect(page).toHaveURL(/\?type=conference&view=calendar$/);
  for (const day of ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]) {
    await expect(page.getByRole("columnheader", { name: day, exact: true })).toBeVisible();
  }

  // The summit's last day is a continuation day; open its month.
  const endMonth = monthOf(summit.endDate ?? summit.date);
  await page.goto(`/shop/masterclasses?type=conference&view=calendar&cal=${endMonth}`);
  const table = page.getByRole("table");
  await expect(table.getByRole("link", { name: `${SUMMIT} (cont.)` }).first()).toBeVisible();

  const heading = page.locator("#calendar-month");
  const shown = await heading.textContent();
  await page.getByRole("link", { name: /next month/ }).click();
  await expect(page).toHaveURL(/view=calendar&cal=\d{4}-\d{2}$/);
  await expect(heading).not.toHaveText(shown ?? "");
  await page.getByRole("link", { name: /previous month/ }).click();
  await expect(page).toHaveURL(new RegExp(`cal=${endMonth}$`));
  await expect(heading).toHaveText(shown ?? "");
  await page.reload();
  await expect(heading).toHaveText(shown ?? "");

  await table
    .getByRole("link", { name: `${SUMMIT} (cont.)` })
    .first()
    .click();
  await expect(page).toHaveURL(/\/shop\/masterclasses\/malaysia-ai-business-summit$/);
});

test("the training calendar uses the same month grid", async ({ page }) => {
  const endMonth = monthOf(summit.endDate ?? summit.date);
  await gotoHydrated(page, `/shop/calendar?month=${endMonth}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Training Calendar");
  await expect(
    page
      .getByRole("table")
      .getByRole("link", { name: `${SUMMIT} (cont.)` })
      .first(),
  ).toBeVisible();
  await page.getByRole("link", { name: /next month/ }).click();
  await expect(page).toHaveURL(/\/shop\/calendar\?month=\d{4}-\d{2}$/);
});

test("on a phone the calendar is an agenda list", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/shop/masterclasses?view=calendar&cal=${monthOf(chatgpt.date)}`);
  await expect(page.getByRole("table")).toBeHidden();
  const agenda = page.getByRole("list", { name: /^Masterclasses in / });
  await expect(agenda).toBeVisible();
  await expect(agenda.getByRole("link", { name: new RegExp(CHATGPT) })).toBeVisible();
  // Nothing overflows the phone's width.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});
