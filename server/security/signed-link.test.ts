import { describe, expect, it } from "vitest";
import { checkLinkSignature, expiryIn, linkSignature } from "./signed-link";

const SECRET = "a-test-secret-of-at-least-32-characters";
const NOW = Date.UTC(2026, 10, 23, 8, 0, 0);

describe("signed links", () => {
  const expires = expiryIn(3600, NOW);
  const sig = linkSignature(SECRET, "brochure", ["guide.pdf"], expires);

  it("accepts its own signature until the expiry", () => {
    expect(checkLinkSignature(SECRET, "brochure", ["guide.pdf"], String(expires), sig, NOW)).toBe(
      "valid",
    );
    const justBefore = expires * 1000 - 1;
    expect(
      checkLinkSignature(SECRET, "brochure", ["guide.pdf"], String(expires), sig, justBefore),
    ).toBe("valid");
  });

  it("says expired at and after the expiry", () => {
    expect(
      checkLinkSignature(SECRET, "brochure", ["guide.pdf"], String(expires), sig, expires * 1000),
    ).toBe("expired");
  });

  it("refuses a changed path, purpose, expiry, secret or signature as forged", () => {
    const check = (parts: string[], exp: string, s: string, purpose = "brochure", key = SECRET) =>
      checkLinkSignature(key, purpose, parts, exp, s, NOW);
    expect(check(["other.pdf"], String(expires), sig)).toBe("forged");
    expect(check(["guide.pdf"], String(expires + 1), sig)).toBe("forged");
    expect(check(["guide.pdf"], String(expires), sig, "cancel")).toBe("forged");
    expect(check(["guide.pdf"], String(expires), sig, "brochure", `${SECRET}x`)).toBe("forged");
    const tampered = `${sig[0] === "A" ? "B" : "A"}${sig.slice(1)}`;
    expect(check(["guide.pdf"], String(expires), tampered)).toBe("forged");
    expect(check(["guide.pdf"], String(expires), "")).toBe("forged");
    expect(check(["guide.pdf"], "", sig)).toBe("forged");
    expect(check(["guide.pdf"], "1e12", sig)).toBe("forged");
  });

  it("does not confuse how the parts are split", () => {
    const joined = linkSignature(SECRET, "p", ["ab", "c"], expires);
    expect(checkLinkSignature(SECRET, "p", ["a", "bc"], String(expires), joined, NOW)).toBe(
      "forged",
    );
  });
});
