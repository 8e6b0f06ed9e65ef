import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { createIcon } from "./icon";

const Check = createIcon({ name: "check", node: [["path", { d: "M20 6 9 17l-5-5", key: "1" }]] });

describe("createIcon", () => {
  it("draws lucide's SVG, hidden from assistive technology", () => {
    expect(renderToStaticMarkup(createElement(Check, { className: "size-4 text-primary" }))).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="lucide lucide-check size-4 text-primary" aria-hidden="true"><path d="M20 6 9 17l-5-5"></path></svg>',
    );
  });

  it("is announced when it has a label, and takes a size", () => {
    const markup = renderToStaticMarkup(
      createElement(Check, { "aria-label": "Done", role: "img", size: 16 }),
    );
    expect(markup).not.toContain("aria-hidden");
    expect(markup).toContain('aria-label="Done"');
    expect(markup).toContain('width="16" height="16"');
  });
});
