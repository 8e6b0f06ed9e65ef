import { expect, test, type Page } from "@playwright/test";
import { buildMasterclasses } from "../../server/db/seed/catalogue";
import { calendarDateKey, formatDateRange } from "../../common/dates";
import { formatMYR } from "../../common/money";
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

test("the results follow the search box as one types, which keeps its focus and caret", async ({
  page,
}) => {
  await gotoHydrated(page, "/shop/masterclasses");
  const box = page.getByRole("searchbox", { name: "Search masterclasses" });
  await box.click();
  await box.pressSequentially("sum", { delay: 60 });
  await expect(page).toHaveURL(/\/shop\/masterclasses\?q=sum$/);
  await box.pressSequentially("mit", { delay: 60 });
  await expect(page).toHaveURL(/\/shop\/masterclasses\?q=summit$/);
  await expect(page.getByRole("link", { name: `View Details: ${SUMMIT}` })).toBeVisible();
  await expect(page.getByRole("link", { name: `View Details: ${CHATGPT}` })).toHaveCount(0);
  await expect(box).toBeFocused();
  await expect(box).toHaveValue("summit");
  expect(await box.evaluate((input: HTMLInputElement) => input.selectionStart)).toBe(6);
  // Typing replaced its own history entry: Back leaves the search at once.
  await page.goBack();
  await expect(page).toHaveURL(/\/shop\/masterclasses$/);
  await expect(box).toHaveValue("");
  await expect(page.getByRole("link", { name: `View Details: ${CHATGPT}` })).toBeVisible();
  // Enter still searches at once.
  await box.fill("chatgpt");
  await box.press("Enter");
  await expect(page).toHaveURL(/\?q=chatgpt$/);
  await expect(page.getByRole("link", { name: `View Details: ${CHATGPT}` })).toBeVisible();
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

for (const width of [1280, 390]) {
  test.describe(`cards at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });

    test("each card shows badges, format, dates, place, class size, price and View Details", async ({
      page,
    }) => {
      await gotoHydrated(page, "/shop/masterclasses");
      const card = (title: string) =>
        page.locator("article").filter({
          has: page.getByRole("link", { name: `View Details: ${title}`, exact: true }),
        });

      // The summit: physical, HRDC-claimable, a three-day conference.
      const summitCard = card(SUMMIT);
      await expect(summitCard.getByRole("heading", { level: 3 })).toHaveText(SUMMIT);
      await expect(summitCard.getByText("HRDC Claimable", { exact: true })).toBeVisible();
      await expect(summitCard.getByText("NTW", { exact: true })).toHaveCount(0);
      await expect(summitCard.getByText("Physical", { exact: true })).toBeVisible();
      await expect(summitCard.getByText("Conference", { exact: true })).toBeVisible();
      await expect(
        summitCard.getByText(formatDateRange(summit.date, summit.endDate), { exact: true }),
      ).toBeVisible();
      await expect(summitCard.getByText("Kuala Lumpur", { exact: true })).toBeVisible();
      await expect(
        summitCard.getByText(`Limited to ${summit.classSize} participants`, { exact: true }),
      ).toBeVisible();
      await expect(summitCard.getByText(formatMYR(summit.price), { exact: true })).toBeVisible();
      await expect(summitCard.getByText("View Details", { exact: true })).toBeVisible();

      // The ChatGPT day: virtual, NTW, one day, no place.
      const chatgptCard = card(CHATGPT);
      await expect(chatgptCard.getByText("NTW", { exact: true })).toBeVisible();
      await expect(chatgptCard.getByText("HRDC Claimable", { exact: true })).toHaveCount(0);
      await expect(chatgptCard.getByText("Virtual", { exact: true })).toBeVisible();
      await expect(chatgptCard.getByText("Conference", { exact: true })).toHaveCount(0);
      await expect(
        chatgptCard.getByText(formatDateRange(chatgpt.date, chatgpt.endDate), { exact: true }),
      ).toBeVisible();
      await expect(chatgptCard.getByText("Kuala Lumpur", { exact: true })).toHaveCount(0);
      await expect(
        chatgptCard.getByText(`Limited to ${chatgpt.classSize} participants`, { exact: true }),
      ).toBeVisible();
      await expect(chatgptCard.getByText(formatMYR(chatgpt.price), { exact: true })).toBeVisible();

      // Three columns from medium screens, one on a phone.
      const boxes = await Promise.all(
        [0, 1, 2].map((i) => page.locator("article").nth(i).boundingBox()),
      );
      if (width >= 768) {
        expect(boxes[1]!.y).toBe(boxes[0]!.y);
        expect(boxes[2]!.y).toBe(boxes[0]!.y);
      } else {
        expect(boxes[1]!.y).toBeGreaterThan(boxes[0]!.y + boxes[0]!.height - 1);
        expect(boxes[0]!.width).toBeGreaterThan(width * 0.8);
      }

      await chatgptCard.getByText("View Details", { exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/shop/masterclasses/${chatgpt.slug}$`));
    });
  });
}

test.describe("at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  async function noOverflow(page: Page) {
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  }

  test("search and the Filter panel work on a phone", async ({ page }) => {
    await gotoHydrated(page, "/shop/masterclasses");
    await expect(cards(page)).toHaveCount(demo.length);
    const searchbox = page.getByRole("searchbox", { name: "Search masterclasses" });
    await expect(searchbox).toBeVisible();
    await searchbox.fill("chatgpt");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/\?q=chatgpt$/);
    await expect(page.getByRole("link", { name: `View Details: ${CHATGPT}` })).toBeVisible();
    await expect(page.getByRole("link", { name: `View Details: ${SUMMIT}` })).toHaveCount(0);

    await page.goto("/shop/masterclasses");
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await expect(page.getByLabel("Type")).toBeHidden();
    await page.getByText("Filter", { exact: true }).click();
    for (const label of ["Type", "Format", "Month"]) {
      await expect(page.getByLabel(label)).toBeVisible();
    }
    await noOverflow(page);
    await page.getByLabel("Format").selectOption("physical");
    await expect(page).toHaveURL(/\?format=physical$/);
    await expect(page.getByRole("link", { name: `View Details: ${SUMMIT}` })).toBeVisible();
    await expect(page.getByRole("link", { name: `View Details: ${CHATGPT}` })).toHaveCount(0);
    const physical = demo.filter((row) => row.format === "physical").length;
    await expect(cards(page)).toHaveCount(physical);
    await page.reload();
    await expect(page.getByLabel("Format")).toHaveValue("physical");
    await expect(cards(page)).toHaveCount(physical);
    await noOverflow(page);
  });

  test("the view switch turns the grid into an agenda list", async ({ page }) => {
    await gotoHydrated(page, `/shop/masterclasses`);
    await page
      .getByRole("navigation", { name: "View" })
      .getByRole("link", { name: "Calendar" })
      .click();
    await expect(page).toHaveURL(/\?view=calendar$/);
    await page.goto(`/shop/masterclasses?view=calendar&cal=${monthOf(chatgpt.date)}`);
    await expect(page.getByRole("table")).toBeHidden();
    const agenda = page.getByRole("list", { name: /^Masterclasses in / });
    await expect(agenda).toBeVisible();
    await expect(agenda.getByRole("link", { name: new RegExp(CHATGPT) })).toBeVisible();
    await noOverflow(page);

    await page
      .getByRole("navigation", { name: "View" })
      .getByRole("link", { name: "Grid" })
      .click();
    await expect(page).toHaveURL(/\/shop\/masterclasses$/);
    await expect(cards(page)).toHaveCount(demo.length);

    // The training calendar is a list on a phone too.
    await gotoHydrated(page, `/shop/calendar?month=${monthOf(chatgpt.date)}`);
    await expect(page.getByRole("table")).toBeHidden();
    await page
      .getByRole("list", { name: /^Masterclasses in / })
      .getByRole("link", { name: new RegExp(CHATGPT) })
      .click();
    await expect(page).toHaveURL(new RegExp(`/shop/masterclasses/${chatgpt.slug}$`));
    await noOverflow(page);
  });
});
