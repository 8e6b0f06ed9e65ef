import { describe, expect, it } from "vitest";
import { looksLikePdf } from "./uploads";

const bytes = (text: string) => new TextEncoder().encode(text);

describe("looksLikePdf", () => {
  it("accepts a PDF header with its end-of-file marker", () => {
    expect(looksLikePdf(bytes("%PDF-1.7\n1 0 obj\n<<>>\nendobj\ntrailer\n%%EOF\n"))).toBe(true);
  });
  it("refuses a renamed HTML file, an empty body and a truncated PDF", () => {
    expect(looksLikePdf(bytes("<html><script>alert(1)</script></html>"))).toBe(false);
    expect(looksLikePdf(new Uint8Array())).toBe(false);
    expect(looksLikePdf(bytes("%PDF-1.7\n1 0 obj\n<<>>\n"))).toBe(false);
  });
  it("refuses a file with the marker but no header", () => {
    expect(looksLikePdf(bytes("hello\n%%EOF"))).toBe(false);
  });
});
