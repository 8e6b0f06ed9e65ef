import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { countdownDigits, countdownParts } from "../../app/lib/countdown";
import { REGISTRATION_CLOSED } from "../../app/features/registrations/registration-messages";
import { buildBooks, buildMasterclasses } from "../../server/db/seed/catalogue";
import { gotoHydrated } from "./support/hydrated";

// Demo seed (server/db/seed/catalogue.ts): dates relative to today.
const ONE_DAY = "chatgpt-skill-boost"; // virtual, NTW, in 9 days
const SUMMIT = "malaysia-ai-business-summit"; // physical, HRDC, 3 days, in about 2 months
const PAST = "microsoft-copilot-productivity"; // started 4 days ago
const BOOK = "the-ai-ready-organisation";

type Ld = Record<string, unknown> & { offers: Record<string, unknown> };

async function html(request: APIRequestContext, path: string) {
  const res = await request.get(path);
  expect(res.status()).toBe(200);
  return res.text();
}

function jsonLd(page: string): Ld[] {
  return [...page.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1] ?? "null") as Ld,
  );
}

test("the countdown is in the server HTML and ticks after hydration", async ({ page, request }) => {
  const server = await html(request, `/shop/masterclasses/${ONE_DAY}`);
  expect(server).toContain("Registration Closes In");
  const days = Number(/data-unit="days"[^>]*>(\d+)</.exec(server)?.[1]);
  // The seed moves "in 9 days" onto a working day, a day or two earlier or later, so the
  // count comes from the seed's own date; it was rendered a moment ago, so it may be one more.
  const start = buildMasterclasses(new Date()).find((m) => m.slug === ONE_DAY)!.date;
  const now = countdownParts(start, Date.now()).days;
  expect(days).toBeGreaterThanOrEqual(now);
  expect(days).toBeLessThanOrEqual(now + 1);

  const problems: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") problems.push(m.text());
  });
  page.on("pageerror", (e) => problems.push(e.message));
  await gotoHydrated(page, `/shop/masterclasses/${ONE_DAY}`);
  const seconds = page.locator('[data-slot="countdown"] [data-unit="seconds"]');
  const first = await seconds.textContent();
  await expect(seconds).not.toHaveText(first ?? "", { timeout: 3000 });
  await expect(page.getByRole("timer")).toHaveAttribute("aria-label", /days, .* seconds$/);
  expect(problems).toEqual([]);
});

/** The four digits the countdown shows, in order. */
async function shownDigits(page: Page): Promise<string[]> {
  return page.locator('[data-slot="countdown"] [data-unit]').allTextContents();
}

function expectedDigits(deadline: number, now: number): string[] {
  const parts = countdownParts(new Date(deadline), now);
  return [parts.days, parts.hours, parts.minutes, parts.seconds].map(countdownDigits);
}

/** Console errors and CSP refusals: a blocked inline script would show up here. */
function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") problems.push(m.text());
  });
  page.on("pageerror", (e) => problems.push(e.message));
  return problems;
}

test("a page from the page cache shows the true remaining time before and at hydration", async ({
  page,
  request,
}) => {
  const path = `/shop/masterclasses/${SUMMIT}`;
  const first = await request.get(path);
  const server = await first.text();
  const deadline = Number(/data-deadline="(\d+)"/.exec(server)?.[1]);
  expect(deadline).toBeGreaterThan(Date.now());
  const serverDigits = [...server.matchAll(/data-unit="\w+"[^>]*>(\d+)</g)].map((m) => m[1]);
  // The visitor's clock is 2 h 17 min 13 s ahead of the one the page was rendered with: on a
  // cached page that is the cache's age, as far as the countdown can tell.
  const browserNow = Date.now() + (2 * 3600 + 17 * 60 + 13) * 1000;
  const truth = expectedDigits(deadline, browserNow);
  expect(serverDigits).not.toEqual(truth);
  await page.clock.setFixedTime(browserNow);
  const problems = collectProblems(page);

  // Before hydration: no module may load, so only the inline script can have set the digits.
  await page.route("**/assets/**", (route) => route.abort());
  const cached = await page.goto(path);
  expect(cached?.headers()["x-page-cache"]).toBe("hit");
  expect(await shownDigits(page)).toEqual(truth);
  await expect(page.getByRole("timer")).toHaveAttribute(
    "aria-label",
    `${Number(truth[0])} days, ${Number(truth[1])} hours, ${Number(truth[2])} minutes, ${Number(truth[3])} seconds`,
  );
  expect(await page.locator("html[data-hydrated]").count()).toBe(0);
  await page.unroute("**/assets/**");

  // At hydration, from the cache again: the same digits, and the ticks keep them (time is fixed).
  problems.length = 0;
  const hydrated = await gotoHydrated(page, path);
  expect(hydrated?.headers()["x-page-cache"]).toBe("hit");
  expect(await shownDigits(page)).toEqual(truth);
  await page.waitForTimeout(1500);
  expect(await shownDigits(page)).toEqual(truth);
  expect(problems).toEqual([]);

  // Uncached (the in-page form bypasses the cache): the script runs with the response's nonce.
  await page.route("**/assets/**", (route) => route.abort());
  const uncached = await page.goto(`${path}?register=individual`);
  expect(uncached?.headers()["x-page-cache"]).toBe("bypass");
  expect(uncached?.headers()["content-security-policy"]).toMatch(/'nonce-/);
  expect(await shownDigits(page)).toEqual(truth);
  expect(problems.filter((p) => /Content Security Policy/i.test(p))).toEqual([]);
});

test("at the countdown's zero an open page closes registration: hero, options and dialog", async ({
  page,
  request,
}) => {
  const path = `/shop/masterclasses/${SUMMIT}`;
  const deadline = Number(/data-deadline="(\d+)"/.exec(await html(request, path))?.[1]);
  // The visitor's clock: 20 seconds before the start.
  await page.clock.install({ time: deadline - 20_000 });
  await gotoHydrated(page, path);
  const countdown = page.locator('[data-slot="countdown"]');
  await expect(countdown).toHaveAttribute("data-done", "false");
  const hero = page.locator("section", { has: countdown });
  const registerNow = hero.getByRole("link", { name: "Register Now" });
  await expect(registerNow).toBeVisible();
  await expect(page.locator("#register li[data-mode]")).toHaveCount(3);
  await registerNow.click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("textbox", { name: "Full Name *" })).toBeVisible();

  await page.clock.fastForward(25_000);
  await expect(countdown).toHaveAttribute("data-done", "true");
  await expect(countdown).toContainText("Registration has closed.");
  await expect(page.getByRole("timer")).toHaveCount(0);
  // The open dialog stops offering registration and says why.
  await expect(dialog).toContainText(REGISTRATION_CLOSED);
  await expect(dialog.getByRole("textbox")).toHaveCount(0);
  await expect(dialog.getByRole("button", { name: "Complete Registration" })).toHaveCount(0);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(hero.getByRole("link", { name: /Register Now|Join the Waiting List/ })).toHaveCount(
    0,
  );
  await expect(page.locator("#register")).toHaveText(REGISTRATION_CLOSED);
  await expect(page.locator("#register a")).toHaveCount(0);
  // Reopening the registration by its link shows the closed message, not the form.
  await page.goto(`${path}?register=hrdc`);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await expect(page.getByRole("dialog")).toContainText(REGISTRATION_CLOSED);
  await expect(page.getByRole("dialog").getByRole("textbox")).toHaveCount(0);
});

test("a started event says registration has closed, from the server on", async ({ request }) => {
  const server = await html(request, `/shop/masterclasses/${PAST}`);
  expect(server).toContain("Registration has closed.");
  expect(server).toContain('data-done="true"');
});

test("the agenda has Day N tabs for a multi-day event, first day selected", async ({ page }) => {
  await gotoHydrated(page, `/shop/masterclasses/${SUMMIT}`);
  const tabs = page.getByRole("tablist", { name: "Program days" }).getByRole("tab");
  await expect(tabs).toHaveText(["Day 1", "Day 2", "Day 3"]);
  await expect(tabs.nth(0)).toHaveAttribute("aria-selected", "true");
  const panel = page.getByRole("tabpanel");
  const day1 = await panel.textContent();
  await tabs.nth(1).click();
  await expect(tabs.nth(1)).toHaveAttribute("aria-selected", "true");
  await expect(tabs.nth(0)).toHaveAttribute("aria-selected", "false");
  await expect(page.getByRole("tabpanel")).not.toHaveText(day1 ?? "");

  // One-day events get a single list.
  await gotoHydrated(page, `/shop/masterclasses/${ONE_DAY}`);
  await expect(page.getByRole("heading", { name: "Program Agenda" })).toBeVisible();
  await expect(page.getByRole("tablist")).toHaveCount(0);
});

test("the sections below the hero keep the server's markup until their code arrives", async ({
  page,
}) => {
  // Hold back the sections' file: the hero hydrates without it (its countdown ticks) while
  // the agenda stays readable as the server sent it; once it arrives the tabs work. It is
  // fetched at the visitor's first interaction, not with the page (tests/e2e/js-budget.spec.ts).
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  let requested = false;
  await page.route(/\/assets\/masterclass-sections-[\w-]+\.js$/, async (route) => {
    requested = true;
    await held;
    await route.continue();
  });
  await page.goto(`/shop/masterclasses/${SUMMIT}`);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.waitForLoadState("networkidle");
  expect(requested).toBe(false);
  await page.keyboard.press("Shift");
  await expect.poll(() => requested).toBe(true);
  const seconds = page.locator('[data-slot="countdown"] [data-unit="seconds"]');
  const first = await seconds.textContent();
  await expect(seconds).not.toHaveText(first ?? "", { timeout: 3000 });
  const sections = page.locator("[data-hydrates-later]");
  await expect(sections).not.toHaveAttribute("data-hydrated", "true");
  const tabs = page.getByRole("tablist", { name: "Program days" }).getByRole("tab");
  await expect(tabs).toHaveText(["Day 1", "Day 2", "Day 3"]);
  await expect(page.getByRole("heading", { name: "Frequently Asked Questions" })).toBeVisible();

  release();
  await expect(sections).toHaveAttribute("data-hydrated", "true");
  await tabs.nth(2).click();
  await expect(tabs.nth(2)).toHaveAttribute("aria-selected", "true");
});

test("the FAQ opens one item at a time", async ({ page }) => {
  await gotoHydrated(page, `/shop/masterclasses/${ONE_DAY}`);
  const faq = page.locator("section", {
    has: page.getByRole("heading", { name: "Frequently Asked Questions" }),
  });
  // <details> sharing a name: the browser keeps one open (components/ui/accordion.tsx).
  const items = faq.locator("details");
  const triggers = items.locator("summary");
  expect(await triggers.count()).toBeGreaterThan(1);
  await expect(items.nth(0)).toHaveJSProperty("open", false);
  await triggers.nth(0).click();
  await expect(items.nth(0)).toHaveJSProperty("open", true);
  await expect(faq.getByRole("region")).toHaveCount(1);
  await triggers.nth(1).click();
  await expect(items.nth(1)).toHaveJSProperty("open", true);
  await expect(items.nth(0)).toHaveJSProperty("open", false);
  await triggers.nth(1).click();
  await expect(items.nth(1)).toHaveJSProperty("open", false);
});

test("registration options follow the course's HRDC and NTW flags", async ({ page }) => {
  const modes = () => page.locator("#register li[data-mode]");
  await page.goto(`/shop/masterclasses/${ONE_DAY}`);
  await expect(modes().first()).toBeVisible();
  expect(await modes().evaluateAll((els) => els.map((e) => e.getAttribute("data-mode")))).toEqual([
    "individual",
    "installment",
    "ntw",
  ]);
  await page.goto(`/shop/masterclasses/${SUMMIT}`);
  expect(await modes().evaluateAll((els) => els.map((e) => e.getAttribute("data-mode")))).toEqual([
    "individual",
    "installment",
    "hrdc",
  ]);
  // Each option opens the registration in its own mode (a deep link that works without JavaScript).
  for (const link of await page.locator("#register a").all()) {
    const mode = await link.getAttribute("data-mode");
    await expect(link).toHaveAttribute("href", `?register=${mode}#registration-form`);
  }
  await expect(page.getByRole("link", { name: "Register Now" })).toHaveAttribute(
    "href",
    "?register=individual#registration-form",
  );
});

test("Add to calendar downloads an .ics with one event per day; Google link", async ({
  page,
  request,
}) => {
  const res = await request.get(`/shop/masterclasses/${SUMMIT}.ics`);
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
  const ics = await res.text();
  expect(ics.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
  expect(ics.match(/BEGIN:VEVENT\r\n/g)).toHaveLength(3);
  expect(ics).toContain("TZID:Asia/Kuala_Lumpur");
  // The course's venue field, as on its page.
  expect(ics.replace(/\r\n /g, "")).toContain(
    "LOCATION:In person at Kuala Lumpur Convention Centre\\, Jalan Pinang\\, 50088 Kuala Lumpur",
  );

  await gotoHydrated(page, `/shop/masterclasses/${SUMMIT}`);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Add to Calendar (.ics)" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`${SUMMIT}.ics`);
  const google = await page.getByRole("link", { name: /Google Calendar/ }).getAttribute("href");
  const url = new URL(google ?? "");
  expect(url.hostname).toBe("calendar.google.com");
  expect(url.searchParams.get("text")).toBe("Malaysia AI Business Summit");
  expect(url.searchParams.get("dates")).toMatch(/^\d{8}T\d{6}Z\/\d{8}T\d{6}Z$/);

  expect((await request.get("/shop/masterclasses/no-such-class.ics")).status()).toBe(404);
});

test("JSON-LD for events and books is in the server HTML, field by field", async ({
  request,
  baseURL,
}) => {
  const summitUrl = `${baseURL}/shop/masterclasses/${SUMMIT}`;
  const summit = buildMasterclasses(new Date()).find((m) => m.slug === SUMMIT)!;
  const aihq = { "@type": "Organization", name: "AIHQ", url: baseURL };
  const page = await html(request, `/shop/masterclasses/${SUMMIT}`);
  expect(page).toContain(`<link rel="canonical" href="${summitUrl}"/>`);
  expect(page).toContain(`<meta property="og:url" content="${summitUrl}"/>`);
  const [event, ...more] = jsonLd(page);
  expect(more).toEqual([]);
  expect(event).toMatchObject({
    "@context": "https://schema.org",
    "@type": "EducationEvent",
    name: "Malaysia AI Business Summit",
    // The page's subtitle, as the meta description's source.
    description: summit.subtitle,
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    // The course's venue field.
    location: {
      "@type": "Place",
      name: "Kuala Lumpur Convention Centre, Jalan Pinang, 50088 Kuala Lumpur",
      address: {
        "@type": "PostalAddress",
        streetAddress: "Kuala Lumpur Convention Centre, Jalan Pinang, 50088 Kuala Lumpur",
        addressCountry: "MY",
      },
    },
    url: summitUrl,
    organizer: aihq,
    offers: {
      "@type": "Offer",
      priceCurrency: "MYR",
      price: "4500.00",
      availability: "https://schema.org/InStock",
      url: summitUrl,
    },
  });
  expect(event?.startDate).toMatch(/^\d{4}-\d\d-\d\dT09:00:00\+08:00$/);
  // Each day 9:00 AM - 5:00 PM: the end is the last day's 5:00 PM.
  expect(event?.endDate).toMatch(/^\d{4}-\d\d-\d\dT17:00:00\+08:00$/);
  // Three days: the end is two calendar days after the start.
  const days = (iso: unknown) => Math.floor(Date.parse(String(iso)) / 86_400_000);
  expect(days(event?.endDate) - days(event?.startDate)).toBe(2);
  expect(event?.offers.validFrom).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+08:00$/);
  expect(event?.image).toEqual([expect.stringMatching(new RegExp(`^${baseURL}/images/`))]);
  const image = await request.get(String((event?.image as string[])[0]));
  expect(image.status()).toBe(200);

  const [online] = jsonLd(await html(request, `/shop/masterclasses/${ONE_DAY}`));
  expect(online).toMatchObject({
    eventAttendanceMode: "https://schema.org/OnlineEventAttendanceMode",
    location: { "@type": "VirtualLocation", url: `${baseURL}/shop/masterclasses/${ONE_DAY}` },
    offers: { price: "499.00", priceCurrency: "MYR" },
  });

  const book = buildBooks().find((b) => b.slug === BOOK)!;
  const bookUrl = `${baseURL}/shop/books/${BOOK}`;
  const bookPage = await html(request, `/shop/books/${BOOK}`);
  expect(bookPage).toContain(`<link rel="canonical" href="${bookUrl}"/>`);
  const [product] = jsonLd(bookPage);
  expect(product).toEqual({
    "@context": "https://schema.org",
    "@type": ["Product", "Book"],
    name: "The AI-Ready Organisation: A Playbook for Malaysian Leaders",
    description: book.description,
    image: [`${baseURL}${book.cover}`],
    author: { "@type": "Person", name: book.author },
    url: bookUrl,
    offers: {
      "@type": "Offer",
      price: "89.90",
      priceCurrency: "MYR",
      availability: "https://schema.org/InStock",
      url: bookUrl,
      seller: aihq,
    },
  });
  expect((await request.get(`${baseURL}${book.cover}`)).status()).toBe(200);
});

test("an unknown slug answers 404 with the spec's text", async ({ page }) => {
  const res = await page.goto("/shop/masterclasses/no-such-class");
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Masterclass Not Found" })).toBeVisible();
  await expect(page.getByText("The masterclass you're looking for doesn't exist.")).toBeVisible();
});

test.describe("at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test("countdown, day tabs, FAQ, registration options and calendar links work on a phone", async ({
    page,
  }) => {
    await gotoHydrated(page, `/shop/masterclasses/${SUMMIT}`);
    const timer = page.getByRole("timer");
    await expect(timer).toBeVisible();
    await expect(timer).toHaveAttribute(
      "aria-label",
      /^\d+ days, \d+ hours, \d+ minutes, \d+ seconds$/,
    );
    const seconds = page.locator('[data-slot="countdown"] [data-unit="seconds"]');
    const first = await seconds.textContent();
    await expect(seconds).not.toHaveText(first ?? "", { timeout: 3000 });

    const tabs = page.getByRole("tablist", { name: "Program days" }).getByRole("tab");
    await expect(tabs).toHaveText(["Day 1", "Day 2", "Day 3"]);
    await expect(tabs.nth(0)).toHaveAttribute("aria-selected", "true");
    const day1 = await page.getByRole("tabpanel").textContent();
    await tabs.nth(2).click();
    await expect(tabs.nth(2)).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel")).toBeVisible();
    await expect(page.getByRole("tabpanel")).not.toHaveText(day1 ?? "");

    const faq = page.locator("section", {
      has: page.getByRole("heading", { name: "Frequently Asked Questions" }),
    });
    const items = faq.locator("details");
    const triggers = items.locator("summary");
    await triggers.nth(0).click();
    await expect(faq.getByRole("region")).toHaveCount(1);
    await expect(faq.getByRole("region")).toBeVisible();
    await triggers.nth(1).click();
    await expect(items.nth(0)).toHaveJSProperty("open", false);
    await expect(items.nth(1)).toHaveJSProperty("open", true);
    await expect(faq.getByRole("region")).toHaveCount(1);

    await expect(page.getByRole("heading", { name: "Registration Options" })).toBeVisible();
    const options = page.locator("#register li[data-mode]");
    await expect(options).toHaveCount(3);
    for (const option of await options.all()) {
      await option.scrollIntoViewIfNeeded();
      await expect(option.getByRole("link")).toBeVisible();
    }
    const hrdc = page.locator('#register a[data-mode="hrdc"]');
    await hrdc.click();
    await expect(page).toHaveURL(/\?register=hrdc/);
    await expect(page.getByRole("dialog")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();

    const ics = page.getByRole("link", { name: "Add to Calendar (.ics)" });
    await ics.scrollIntoViewIfNeeded();
    await expect(ics).toBeVisible();
    const [download] = await Promise.all([page.waitForEvent("download"), ics.click()]);
    expect(download.suggestedFilename()).toBe(`${SUMMIT}.ics`);
    const google = page.getByRole("link", { name: /Google Calendar/ });
    await expect(google).toBeVisible();
    expect(new URL((await google.getAttribute("href")) ?? "").hostname).toBe("calendar.google.com");
  });

  for (const slug of [ONE_DAY, SUMMIT]) {
    test(`${slug} does not overflow`, async ({ page }) => {
      await gotoHydrated(page, `/shop/masterclasses/${slug}`);
      await expect(page.locator('[data-slot="countdown"]')).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        390,
      );
    });
  }
});
