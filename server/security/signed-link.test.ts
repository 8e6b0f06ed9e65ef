import { describe, expect, it } from "vitest";
import { checkLinkSignature, expiryIn, linkSignature } from "./signed-link";

const SECRET = "a-test-secret-of-at-least-32-characters";
const SECRETS = [SECRET] as const;
const PREVIOUS = "the-secret-before-the-rotation-0123456789";
const NOW = Date.UTC(2026, 10, 23, 8, 0, 0);

describe("signed links", () => {
  const expires = expiryIn(3600, NOW);
  const sig = linkSignature(SECRETS, "brochure", ["guide.pdf"], expires);

  it("accepts its own signature until the expiry", () => {
    expect(checkLinkSignature(SECRETS, "brochure", ["guide.pdf"], String(expires), sig, NOW)).toBe(
      "valid",
    );
    const justBefore = expires * 1000 - 1;
    expect(
      checkLinkSignature(SECRETS, "brochure", ["guide.pdf"], String(expires), sig, justBefore),
    ).toBe("valid");
  });

  it("says expired at and after the expiry", () => {
    expect(
      checkLinkSignature(SECRETS, "brochure", ["guide.pdf"], String(expires), sig, expires * 1000),
    ).toBe("expired");
  });

  it("refuses a changed path, purpose, expiry, secret or signature as forged", () => {
    const check = (parts: string[], exp: string, s: string, purpose = "brochure", key = SECRET) =>
      checkLinkSignature([key], purpose, parts, exp, s, NOW);
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
    const joined = linkSignature(SECRETS, "p", ["ab", "c"], expires);
    expect(checkLinkSignature(SECRETS, "p", ["a", "bc"], String(expires), joined, NOW)).toBe(
      "forged",
    );
  });

  it("keeps the signature format of links already mailed", () => {
    // Written down once: links sitting in mailboxes carry this format, so it must verify for good.
    expect(linkSignature(SECRETS, "registration-cancel", ["AIHQ-R-7K2M9Q"], 1795420800)).toBe(
      "Ht8cd2Nb7TtKRzRvjR8Q4L9KjKrw6ZPNnDTLUF2Npu0",
    );
  });

  it("after a rotation, accepts links signed with a previous secret and signs with the new one", () => {
    const old = linkSignature([PREVIOUS], "brochure", ["guide.pdf"], expires);
    const rotated = [SECRET, PREVIOUS] as const;
    expect(checkLinkSignature(rotated, "brochure", ["guide.pdf"], String(expires), old, NOW)).toBe(
      "valid",
    );
    expect(
      checkLinkSignature(rotated, "brochure", ["guide.pdf"], String(expires), old, expires * 1000),
    ).toBe("expired");
    expect(linkSignature(rotated, "brochure", ["guide.pdf"], expires)).toBe(sig);
    // Tampered, or signed with a secret that is no longer listed: forged.
    const tampered = `${old[0] === "A" ? "B" : "A"}${old.slice(1)}`;
    expect(
      checkLinkSignature(rotated, "brochure", ["guide.pdf"], String(expires), tampered, NOW),
    ).toBe("forged");
    expect(checkLinkSignature(rotated, "brochure", ["other.pdf"], String(expires), old, NOW)).toBe(
      "forged",
    );
    expect(checkLinkSignature(SECRETS, "brochure", ["guide.pdf"], String(expires), old, NOW)).toBe(
      "forged",
    );
  });
});
