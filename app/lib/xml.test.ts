import { describe, expect, it } from "vitest";
import { escapeXml } from "./xml";

describe("escapeXml", () => {
  it("escapes markup and drops characters XML 1.0 cannot hold", () => {
    expect(escapeXml(`<a href="x">Tom & Jerry's</a>\u0000\u000b\uffff`)).toBe(
      "&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&apos;s&lt;/a&gt;",
    );
  });
});
