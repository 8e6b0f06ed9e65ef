import { describe, expect, it } from "vitest";
import { signMessage, verifyMessage, type Secrets } from "./signing";

const CURRENT = "the-secret-after-the-rotation-0123456789ab";
const PREVIOUS = "the-secret-before-the-rotation-0123456789";
const ROTATED: Secrets = [CURRENT, PREVIOUS];

describe("the shared HMAC (signed links, form tokens)", () => {
  it("signs with the current secret only, base64url", () => {
    const signature = signMessage(ROTATED, "form:1700000000000");
    expect(signature).toMatch(/^[\w-]{43}$/);
    expect(signature).toBe(signMessage([CURRENT], "form:1700000000000"));
    expect(signature).not.toBe(signMessage([PREVIOUS], "form:1700000000000"));
  });

  it("verifies a signature made with the current or a previous secret", () => {
    for (const secret of [CURRENT, PREVIOUS]) {
      expect(verifyMessage(ROTATED, "form:1", signMessage([secret], "form:1"))).toBe(true);
    }
  });

  it("refuses another message, a tampered or cut signature, and a secret no longer listed", () => {
    const signature = signMessage([PREVIOUS], "form:1");
    expect(verifyMessage(ROTATED, "form:2", signature)).toBe(false);
    expect(
      verifyMessage(ROTATED, "form:1", `${signature[0] === "A" ? "B" : "A"}${signature.slice(1)}`),
    ).toBe(false);
    expect(verifyMessage(ROTATED, "form:1", signature.slice(1))).toBe(false);
    expect(verifyMessage(ROTATED, "form:1", "")).toBe(false);
    expect(verifyMessage([CURRENT], "form:1", signature)).toBe(false);
  });
});
