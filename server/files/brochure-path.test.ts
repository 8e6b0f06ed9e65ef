import { describe, expect, it } from "vitest";
import { brochureFilePath, brochureKey, locateBrochure } from "./brochure-path";

describe("brochure values", () => {
  it("maps the two storage folders of the original into one", () => {
    expect(brochureKey("brochures/hr-masterclass.pdf")).toBe("hr-masterclass.pdf");
    expect(brochureKey("grant-brochures/hrd-corp.pdf")).toBe("grant-brochures/hrd-corp.pdf");
    expect(brochureKey("/brochures/Guide_2026.PDF")).toBe("Guide_2026.PDF");
  });

  it("refuses anything that could leave the folder or is not a PDF", () => {
    for (const value of [
      "../secret.pdf",
      "brochures/../../.session-secret",
      "brochures/..pdf",
      "brochures/.hidden.pdf",
      "brochures//x.pdf",
      "brochures\\x.pdf",
      "brochures/x%2e%2e.pdf",
      "brochures/x.pdf.exe",
      "brochures/x.html",
      "a/b/c/d/e.pdf",
      "brochures/x\u0000.pdf",
      "",
    ]) {
      expect(brochureKey(value), value).toBeNull();
    }
  });

  it("uses a full http(s) value unchanged and ignores blanks", () => {
    expect(locateBrochure("https://cdn.example.com/a.pdf")).toEqual({
      kind: "external",
      url: "https://cdn.example.com/a.pdf",
    });
    expect(locateBrochure("HTTP://example.com/x.pdf")).toEqual({
      kind: "external",
      url: "http://example.com/x.pdf",
    });
    expect(locateBrochure("  ")).toBeNull();
    expect(locateBrochure(null)).toBeNull();
    expect(locateBrochure("javascript:alert(1)")).toBeNull();
    expect(locateBrochure("brochures/ai.pdf")).toEqual({ kind: "file", key: "ai.pdf" });
  });

  it("encodes each segment of the file path", () => {
    expect(brochureFilePath("grant-brochures/a b.pdf")).toBe(
      "/files/brochures/grant-brochures/a%20b.pdf",
    );
  });
});
