import { expect, test, type Page } from "@playwright/test";
import { gotoHydrated } from "./support/hydrated";
import { readMail, uniqueEmail } from "./support/mail";
import { staticRoutes } from "./routes";

// Every control of the public pages works from the first paint: before the page's script has
// run (hydration waits for the first frame, and the masterclass sections for their own file)
// and without it (docs/decisions/0032-controls-work-before-javascript.md). Here each public page
// is opened with JavaScript off and its controls used; the masterclass agenda and FAQ are in
// shop-no-js.spec.ts, the forms in their own specs. The same controls with JavaScript keep
// their in-place behaviour (the last tests here, and home, legal, navigation, quiz specs).

const PUBLIC_PAGES = staticRoutes.filter((route) => !route.path.startsWith("/admin"));
const SUMMIT = {
  path: "/shop/masterclasses/malaysia-ai-business-summit",
  title: "Malaysia AI Business Summit",
};
const TERMS_FIRST = "1. Acceptance of these terms";
const FILL_TIME_MS = 2100;

test.describe.configure({ timeout: 60_000 });

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("no public page shows a button that needs a script", async ({ page }) => {
    await page.goto("/blog");
    const post = await page.locator("main article a[href^='/blog/']").first().getAttribute("href");
    const pages = [
      ...PUBLIC_PAGES.map((route) => route.path),
      SUMMIT.path,
      "/shop/books/the-ai-ready-organisation",
      post ?? "/blog",
      "/no-such-page",
    ];
    for (const path of pages) {
      await page.goto(path);
      // A button works without a script only when it sends a form; anything else is a
      // summary (<details>) or a link.
      const dead = await page.locator("button").evaluateAll((buttons) =>
        buttons
          .filter(
            (button) =>
              button instanceof HTMLButtonElement &&
              button.checkVisibility({ visibilityProperty: true }),
          )
          .filter(
            (button) =>
              (button as HTMLButtonElement).type === "button" ||
              !(button as HTMLButtonElement).form,
          )
          .map((button) => button.outerHTML.slice(0, 200)),
      );
      expect(dead, `buttons on ${path} that need JavaScript`).toEqual([]);
    }
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test("the menu (☰) opens on every public page and its links are followed", async ({
      page,
    }) => {
      for (const route of PUBLIC_PAGES) {
        await page.goto(route.path);
        const toggle = page.locator('[data-slot="menu-toggle"] > summary');
        await expect(toggle).toHaveAccessibleName("Open menu");
        const mobile = page.getByRole("navigation", { name: "Mobile" });
        await expect(mobile).toBeHidden();
        await toggle.click();
        await expect(mobile).toBeVisible();
        await expect(mobile.getByRole("link")).toHaveText([
          "Home",
          "About Us",
          "Shop",
          "Blog",
          "Contact",
          "Verify Certificate",
          /AI Readiness Quiz/,
        ]);
        await expect(toggle).toHaveAccessibleName("Close menu");
        await toggle.click();
        await expect(mobile).toBeHidden();
      }
      await page.goto("/");
      await page.locator('[data-slot="menu-toggle"] > summary').click();
      await page
        .getByRole("navigation", { name: "Mobile" })
        .getByRole("link", { name: "Blog" })
        .click();
      await expect(page).toHaveURL(/\/blog$/);
      await expect(page.getByRole("navigation", { name: "Mobile" })).toBeHidden();
    });
  });

  test("the legal page's tabs: the terms are read after choosing their tab", async ({ page }) => {
    await page.goto("/privacy-policy");
    const tabs = page.getByRole("tablist", { name: "Legal documents" });
    await expect(page.getByRole("tabpanel")).toContainText("Personal Data Protection Act 2010");
    await expect(page.getByText(TERMS_FIRST)).toHaveCount(0);
    await tabs.getByRole("tab", { name: "Terms & Conditions" }).click();
    await expect(page).toHaveURL(/\/privacy-policy\?tab=terms#legal-documents$/);
    await expect(tabs.getByRole("tab", { name: "Terms & Conditions" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    const panel = page.getByRole("tabpanel");
    await expect(panel.getByRole("heading", { level: 3 })).toHaveCount(8);
    await expect(panel.getByRole("heading", { level: 3 }).first()).toHaveText(TERMS_FIRST);
    await expect(panel.getByRole("heading", { level: 3 }).first()).toBeInViewport();
    await tabs.getByRole("tab", { name: "Privacy Policy" }).click();
    await expect(page).toHaveURL(/\/privacy-policy#legal-documents$/);
    await expect(page.getByRole("tabpanel")).toContainText("Personal Data Protection Act 2010");
  });

  test("home: the testimonials, the gallery, the feedback images and the videos", async ({
    page,
  }) => {
    await page.goto("/");
    const carousel = page.getByTestId("testimonial-carousel");
    const shown = carousel.locator('[aria-roledescription="slide"]:visible');
    await expect(shown).toHaveAttribute("aria-label", "1 of 5");
    // Nothing rotates without a script, so there is nothing to pause.
    await expect(carousel.getByRole("button", { name: /automatic slide show/ })).toBeHidden();
    await carousel.getByRole("button", { name: "Next testimonial" }).click();
    await expect(page).toHaveURL(/\/\?testimonial=2#testimonial-carousel$/);
    await expect(shown).toHaveAttribute("aria-label", "2 of 5");
    await expect(shown).toBeInViewport();
    await carousel.getByRole("button", { name: /Show testimonial 5/ }).click();
    await expect(shown).toHaveAttribute("aria-label", "5 of 5");
    await expect(carousel.getByRole("button", { name: /Show testimonial 5/ })).toHaveAttribute(
      "aria-current",
      "true",
    );
    await carousel.getByRole("button", { name: "Next testimonial" }).click();
    await expect(shown).toHaveAttribute("aria-label", "1 of 5");
    await carousel.getByRole("button", { name: "Previous testimonial" }).click();
    await expect(shown).toHaveAttribute("aria-label", "5 of 5");

    const main = page.getByTestId("gallery-main");
    await expect(main).toHaveAttribute("src", "/images/gallery/event-1.svg");
    await page.getByRole("button", { name: /Show photo 4/ }).click();
    await expect(page).toHaveURL(/\?photo=4#event-gallery$/);
    await expect(main).toHaveAttribute("src", "/images/gallery/event-4.svg");
    await expect(page.getByRole("button", { name: /Show photo 4/ })).toHaveAttribute(
      "aria-pressed",
      "true",
    );

    // The videos link to YouTube (nothing of it loads in the page).
    for (const video of await page.getByRole("link", { name: /on YouTube/ }).all()) {
      await expect(video).toHaveAttribute("href", /^https:\/\/www\.youtube\.com\//);
    }
    // Each feedback image links to itself, enlarged.
    const feedback = page.getByRole("link", { name: /^Enlarge:/ }).first();
    const image = await feedback.getAttribute("href");
    expect(image).toMatch(/^\/images\//);
    await feedback.click();
    await expect(page).toHaveURL(new RegExp(`${image}$`));
  });

  test("the quiz from any page: a path, the questions, the result mailed and the thanks", async ({
    page,
  }) => {
    await page.goto("/about-us");
    await page.locator("header").getByRole("link", { name: "AI Readiness Quiz" }).click();
    await expect(page).toHaveURL(/\/about-us\?quiz=open$/);
    const quiz = page.getByRole("dialog", { name: "AI Readiness Assessment" });
    await expect(quiz).toContainText(
      "Are you taking this quiz as an individual or on behalf of an organization?",
    );
    await quiz.getByRole("link", { name: /Organization/ }).click();
    await expect(page).toHaveURL(/\/about-us\?quiz=organization$/);
    const questions = quiz.getByRole("group");
    await expect(questions.filter({ hasText: /^Step \d of 6/ })).toHaveCount(6);
    for (const question of await questions.filter({ hasText: /^Step \d of 6/ }).all()) {
      // The first option of every question scores 0.
      await question.getByRole("radio").first().check();
    }
    const email = uniqueEmail("quiz-nojs");
    await quiz.getByLabel("Name").fill("Aisyah Rahman");
    // The browser checks what it can (required fields, an address's shape); the server the rest.
    await quiz.getByLabel("Email").fill("aisyah@localhost");
    await quiz.getByLabel("Organization").fill("Kedai Runcit Aisyah");
    await quiz.getByLabel("Job role").fill("Owner");
    await quiz.getByRole("button", { name: "Get My Results" }).click();
    // Refused: back at the questions with the answers kept, and the reason as the toast.
    await expect(page).toHaveURL(/\?quiz=organization&answers\.1=/);
    await expect(page.getByRole("alert")).toContainText("Valid email is required");
    for (const question of await questions.filter({ hasText: /^Step \d of 6/ }).all()) {
      await expect(question.getByRole("radio").first()).toBeChecked();
    }
    await quiz.getByLabel("Name").fill("Aisyah Rahman");
    await quiz.getByLabel("Email").fill(email);
    await quiz.getByLabel("Organization").fill("Kedai Runcit Aisyah");
    await quiz.getByLabel("Job role").fill("Owner");
    await quiz.getByRole("button", { name: "Get My Results" }).click();

    await expect(page).toHaveURL(/\/about-us\?quiz=done$/);
    const thanks = page.getByRole("dialog", { name: "Thank you!" });
    await expect(thanks).toContainText("Your AI Readiness result will be emailed to you shortly.");
    await expect(page.getByRole("status").filter({ hasText: "Quiz completed!" })).toBeVisible();
    const mail = await readMail((message) => message.to.includes(email));
    expect(mail.text).toContain("Getting started");
    await thanks.getByRole("link", { name: "Close quiz" }).click();
    await expect(page).toHaveURL(/\/about-us$/);
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("an HRDC booking in the page: the payment choice shows the group, colleagues are added", async ({
    page,
  }) => {
    await page.goto(SUMMIT.path);
    await page.getByRole("link", { name: "Register Now" }).first().click();
    const form = page.getByRole("form", { name: `Register for ${SUMMIT.title}` });
    const group = form.getByRole("group", { name: "Company and attendees" });
    await expect(group).toBeHidden();
    await form.getByRole("radio", { name: /HRDC Claim/ }).check();
    await expect(group).toBeVisible();

    const contact = uniqueEmail("hrdc-nojs");
    await form.getByLabel("Full Name *", { exact: true }).fill("Nadia Halim");
    await form.getByLabel("Email *", { exact: true }).fill(contact);
    await form.getByLabel(/^Phone Number/).fill("+60 3-2181 0000");
    await form.getByLabel(/^Organization/).fill("Halim Logistics Sdn Bhd");
    await form
      .getByLabel(/^Job Role/)
      .first()
      .fill("HR Manager");
    await group.getByLabel("SSM Registration Number").fill("201901012345");
    await group.getByRole("checkbox", { name: "I will attend this course myself" }).uncheck();

    const colleagues = [
      { name: "Lim Mei Ling", email: uniqueEmail("hrdc-nojs-1"), role: "Analyst" },
      { name: "Arjun Nair", email: uniqueEmail("hrdc-nojs-2"), role: "Engineer" },
    ];
    // The first row is listed; each further one is folded behind its "Add a colleague".
    const row = (n: number) =>
      group
        .locator("ol > li, details > div")
        .filter({ has: page.getByText(`Colleague ${n}`, { exact: true }) });
    await expect(group.getByText("Colleague 1", { exact: true })).toBeVisible();
    await expect(group.getByText("Colleague 2", { exact: true })).toBeHidden();
    await group.getByText("Add a colleague").first().click();
    await expect(group.getByText("Colleague 2", { exact: true })).toBeVisible();
    for (const [i, colleague] of colleagues.entries()) {
      await row(i + 1)
        .getByLabel("Name", { exact: true })
        .fill(colleague.name);
      await row(i + 1)
        .getByLabel("Email", { exact: true })
        .fill(colleague.email);
      await row(i + 1)
        .getByLabel("Job Role", { exact: true })
        .fill(colleague.role);
    }
    await page.waitForTimeout(FILL_TIME_MS);
    await form.getByRole("button", { name: "Complete Registration" }).click();
    await expect(page).toHaveURL(new RegExp(`${SUMMIT.path}$`));
    await expect(
      page.getByRole("status").filter({ hasText: "2 attendees registered." }),
    ).toBeVisible();
    await readMail((m) => m.to.includes(contact) && m.subject.startsWith("HRDC booking"));
  });
});

/** Opens `path` with its scripts held back: what a visitor sees before hydration. */
async function gotoBeforeHydration(page: Page, path: string) {
  await page.route(/\/assets\/.+\.js$/, (route) => route.abort());
  await page.goto(path);
}

test.describe("before hydration (scripts on, not yet run)", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the menu, the terms tab and the quiz already work", async ({ page }) => {
    await gotoBeforeHydration(page, "/privacy-policy");
    await page.locator('[data-slot="menu-toggle"] > summary').click();
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeVisible();
    await page.getByRole("tab", { name: "Terms & Conditions" }).click();
    await expect(page.getByRole("tabpanel").getByRole("heading", { level: 3 }).first()).toHaveText(
      TERMS_FIRST,
    );
    await page.goto("/?quiz=open");
    await expect(page.getByRole("dialog", { name: "AI Readiness Assessment" })).toBeVisible();
  });
});

test.describe("with JavaScript the same controls work in place", () => {
  test("tabs, testimonials and gallery change without loading the page", async ({ page }) => {
    await gotoHydrated(page, "/privacy-policy");
    let loads = 0;
    page.on("load", () => (loads += 1));
    await page.getByRole("tab", { name: "Terms & Conditions" }).click();
    await expect(page.getByRole("tabpanel").getByRole("heading", { level: 3 }).first()).toHaveText(
      TERMS_FIRST,
    );
    await expect(page).toHaveURL(/\?tab=terms$/);

    // The home page's middle hydrates at the visitor's first interaction (gotoHydrated makes one).
    await gotoHydrated(page, "/");
    loads = 0;
    const carousel = page.getByTestId("testimonial-carousel");
    await carousel.getByRole("button", { name: "Stop automatic slide show" }).click();
    await carousel.getByRole("button", { name: /Show testimonial 3/ }).click();
    await expect(carousel.locator('[aria-roledescription="slide"]:visible')).toHaveAttribute(
      "aria-label",
      "3 of 5",
    );
    await page.getByRole("button", { name: /Show photo 2/ }).click();
    await expect(page.getByTestId("gallery-main")).toHaveAttribute(
      "src",
      "/images/gallery/event-2.svg",
    );
    await expect(page).toHaveURL(/\/$/);
    expect(loads).toBe(0);
  });

  test("a quiz link that names a path opens the dialog at its first question", async ({ page }) => {
    await gotoHydrated(page, "/contact?quiz=individual");
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByText("Step 1 of 5")).toBeVisible();
    await expect(page.locator('[data-slot="quiz-panel"]')).toHaveCount(0);
    await dialog.getByRole("button", { name: "Close quiz" }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });
});
