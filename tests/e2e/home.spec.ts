import { expect, test } from "@playwright/test";
import { gotoHydrated } from "./support/hydrated";

test("the home page has its ten sections in the spec's order", async ({ page }) => {
  await page.goto("/");
  const sections = await page
    .locator("main [data-section]")
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute("data-section")));
  expect(sections).toEqual([
    "hero",
    "testimonials",
    "about",
    "video-logos",
    "gallery",
    "counters",
    "feedback-videos",
    "solutions",
    "insights",
    "final-call",
  ]);
  await expect(
    page.locator('[data-section="hero"]').getByRole("link", { name: /Explore Training Programs/ }),
  ).toHaveAttribute("href", "/shop");
  await expect(
    page.locator('[data-section="about"]').getByRole("link", { name: /portfolio/i }),
  ).toHaveAttribute("href", /\.pdf$/);
  // Latest Insights: the three newest published posts.
  await expect(page.locator('[data-section="insights"] article')).toHaveCount(3);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the latest insights are in place, not held back for a script to reveal", async ({
    page,
    request,
  }) => {
    // React outlines a finished Suspense boundary deep in the page unless told not to
    // (entry.server.tsx, progressiveChunkSize): its content came hidden at the end.
    const html = await (await request.get("/")).text();
    expect(html).not.toMatch(/<div hidden id="S:/);
    await page.goto("/");
    await expect(page.locator('[data-section="insights"] article')).toHaveCount(3);
    await expect(page.locator('[data-section="insights"] article').first()).toBeVisible();
    await expect(page.getByTestId("insights-skeleton")).toHaveCount(0);
  });
});

test("the counters are in the server HTML with their final values", async ({ request }) => {
  // React separates adjacent text with empty comments; read the text as a crawler would.
  const html = (await (await request.get("/")).text()).replaceAll("<!-- -->", "");
  for (const value of ["8,000+", "91%", "44,000+", "400+", "270,000+", "20,000+"]) {
    expect(html).toContain(`data-testid="counter-value">${value}<`);
  }
});

test("the counters count up to their final values when scrolled into view", async ({ page }) => {
  await gotoHydrated(page, "/");
  const values = page.getByTestId("counter-value");
  await page.locator('[data-section="counters"]').scrollIntoViewIfNeeded();
  await expect(values).toHaveText(["8,000+", "91%", "44,000+", "400+", "270,000+", "20,000+"], {
    timeout: 6000,
  });
});

test("the testimonial carousel advances by itself and with its controls", async ({ page }) => {
  await gotoHydrated(page, "/");
  const carousel = page.getByTestId("testimonial-carousel");
  const visible = carousel.locator('[aria-roledescription="slide"]:visible');
  await expect(visible).toHaveAttribute("aria-label", "1 of 5");
  // Auto-advance every 3 s (the pointer is elsewhere).
  await expect(visible).toHaveAttribute("aria-label", "2 of 5", { timeout: 5000 });
  await carousel.getByRole("button", { name: "Stop automatic slide show" }).click();
  await carousel.getByRole("button", { name: "Next testimonial" }).click();
  await expect(visible).toHaveAttribute("aria-label", "3 of 5");
  await carousel.getByRole("button", { name: "Previous testimonial" }).click();
  await carousel.getByRole("button", { name: "Previous testimonial" }).click();
  await expect(visible).toHaveAttribute("aria-label", "1 of 5");
  await carousel.getByRole("button", { name: /Show testimonial 5/ }).click();
  await expect(visible).toHaveAttribute("aria-label", "5 of 5");
  await expect(carousel.getByRole("button", { name: /Show testimonial 5/ })).toHaveAttribute(
    "aria-current",
    "true",
  );
  // Stopped: it stays put.
  await page.waitForTimeout(3500);
  await expect(visible).toHaveAttribute("aria-label", "5 of 5");
});

test("choosing a gallery thumbnail swaps the main image", async ({ page }) => {
  await gotoHydrated(page, "/");
  const main = page.getByTestId("gallery-main");
  await expect(main).toHaveAttribute("src", "/images/gallery/event-1.svg");
  await page.getByRole("button", { name: /Show photo 4/ }).click();
  await expect(main).toHaveAttribute("src", "/images/gallery/event-4.svg");
  await expect(page.getByRole("button", { name: /Show photo 4/ })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
});

test("a client feedback image enlarges in a dialog and closes again", async ({ page }) => {
  await gotoHydrated(page, "/");
  // A link to the image (tests/e2e/no-javascript.spec.ts), opening the dialog once hydrated.
  const trigger = page.getByRole("link", { name: /^Enlarge:/ }).first();
  await trigger.click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.locator("img")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
});
