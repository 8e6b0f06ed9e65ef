import { expect, type Page } from "@playwright/test";

// What "a back-office screen fits 1280×800 and 390×844" means, checked in the browser.

/** How far the page scrolls sideways, and the elements that stick out past the viewport. */
export function sidewaysOverflow(page: Page) {
  return page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    const wide = [...document.querySelectorAll<HTMLElement>("body *")]
      .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5)
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`.slice(0, 120));
    return { scrollWidth: root.scrollWidth, innerWidth: window.innerWidth, wide };
  });
}

/**
 * Controls the team cannot use as they are drawn: a button, field or link that sticks out of the
 * viewport or is cut off by a box that hides or scrolls its overflow, and two controls drawn over
 * each other (a date box over the Filter button). Controls inside a sideways-scrolling table
 * count as cut off: a screen must fit without scrolling to reach its actions.
 */
export function unusableControls(page: Page) {
  return page.evaluate(() => {
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()} "${(element.textContent || element.getAttribute("aria-label") || element.getAttribute("name") || "").trim().slice(0, 40)}"`;
    const scope = document.querySelector("main") ?? document.body;
    const controls = [
      ...scope.querySelectorAll<HTMLElement>(
        'button, a[href], input:not([type="hidden"]), select, textarea',
      ),
    ].filter((element) => {
      const rect = element.getBoundingClientRect();
      // Closed <details> keep their contents laid out but hidden (content-visibility), and
      // visually hidden inputs under a styled switch are drawn by their label.
      return (
        rect.width > 2 &&
        rect.height > 2 &&
        element.checkVisibility({ opacityProperty: true, visibilityProperty: true })
      );
    });
    const floating = (element: Element): boolean => {
      for (let box: Element | null = element; box; box = box.parentElement) {
        const position = getComputedStyle(box).position;
        if (position === "fixed" || position === "sticky") return true;
      }
      return false;
    };
    const problems: string[] = [];
    for (const element of controls) {
      const rect = element.getBoundingClientRect();
      if (rect.right > window.innerWidth + 1 || rect.left < -1) {
        problems.push(
          `${describe(element)} outside the viewport (${Math.round(rect.left)}–${Math.round(rect.right)} px)`,
        );
        continue;
      }
      for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) {
        const style = getComputedStyle(box);
        if (style.overflowX === "visible") continue;
        const frame = box.getBoundingClientRect();
        if (rect.right > frame.right + 1 || rect.left < frame.left - 1) {
          problems.push(
            `${describe(element)} cut off by ${box.tagName.toLowerCase()}.${String(box.className).slice(0, 60)}`,
          );
          break;
        }
      }
    }
    for (let i = 0; i < controls.length; i++) {
      for (let j = i + 1; j < controls.length; j++) {
        const a = controls[i]!;
        const b = controls[j]!;
        if (a.contains(b) || b.contains(a)) continue;
        // A sticky save bar floats over the form it saves: scrolling uncovers what it hides.
        if (floating(a) !== floating(b)) continue;
        const ra = a.getBoundingClientRect();
        const rb = b.getBoundingClientRect();
        const width = Math.min(ra.right, rb.right) - Math.max(ra.left, rb.left);
        const height = Math.min(ra.bottom, rb.bottom) - Math.max(ra.top, rb.top);
        if (width > 2 && height > 2) problems.push(`${describe(a)} overlaps ${describe(b)}`);
      }
    }
    return problems.slice(0, 10);
  });
}

/**
 * The page as it is now fits its viewport: nothing scrolls sideways and (unless `controls` is
 * false, for a page under an open dialog) every control is whole and none covers another.
 */
export async function expectFits(page: Page, what: string, { controls = true } = {}) {
  const overflow = await sidewaysOverflow(page);
  expect(overflow.scrollWidth, `${what}: ${overflow.wide.join("\n")}`).toBeLessThanOrEqual(
    overflow.innerWidth,
  );
  if (controls) expect(await unusableControls(page), what).toEqual([]);
}
