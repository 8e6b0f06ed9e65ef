import { describe, expect, it } from "vitest";
import { inertText } from "./format";

describe("inertText", () => {
  it("breaks what mail programs would turn into links, and keeps the words", () => {
    const out = inertText(
      "Sign in at https://phish.example/login or www.pay.me, mail x@evil.example",
    );
    expect(out).not.toMatch(/https:\/\/|\w\.\w|@\w/);
    expect(out.replace(/\u200b/g, "")).toBe(
      "Sign in at https://phish.example/login or www.pay.me, mail x@evil.example",
    );
  });
  it("leaves ordinary text alone", () => {
    expect(inertText("Tan Wei Ming, Head of L&D. Call me after 3pm.")).toBe(
      "Tan Wei Ming, Head of L&D. Call me after 3pm.",
    );
  });
});
