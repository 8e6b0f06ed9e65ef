import { signMessage, verifyMessage, type Secrets } from "./signing";

/**
 * Links that carry their own proof: an HMAC over a purpose, the parts that
 * identify the thing, and an expiry. Used for brochure downloads and the
 * links in registration mails, so none of them needs a stored token. The
 * purpose keeps a signature made for one kind of link from opening another.
 * Signed with the current secret; checked against every secret a rotation
 * still accepts, so links already mailed keep working after one.
 */
function linkMessage(purpose: string, parts: readonly string[], expiresAt: number): string {
  // Length-prefixed, so ("a", "bc") and ("ab", "c") never sign alike.
  return [purpose, ...parts, String(expiresAt)]
    .map((value) => `${Buffer.byteLength(value)}:${value};`)
    .join("");
}

/** The `sig` of a link, with the current secret. */
export function linkSignature(
  secrets: Secrets,
  purpose: string,
  parts: readonly string[],
  expiresAt: number,
): string {
  return signMessage(secrets, linkMessage(purpose, parts, expiresAt));
}

export type LinkCheck = "valid" | "expired" | "forged";

/**
 * Checks a signature in constant time. `expiresAt` is in seconds since the
 * epoch, as it travels in the URL; a value that is not a plain integer is forged.
 */
export function checkLinkSignature(
  secrets: Secrets,
  purpose: string,
  parts: readonly string[],
  expiresAt: string | null | undefined,
  signature: string | null | undefined,
  nowMs = Date.now(),
): LinkCheck {
  if (!expiresAt || !signature || !/^\d{1,12}$/.test(expiresAt)) return "forged";
  if (!verifyMessage(secrets, linkMessage(purpose, parts, Number(expiresAt)), signature)) {
    return "forged";
  }
  return Number(expiresAt) * 1000 <= nowMs ? "expired" : "valid";
}

/** Seconds since the epoch, `lifetimeSeconds` from now. */
export function expiryIn(lifetimeSeconds: number, nowMs = Date.now()): number {
  return Math.floor(nowMs / 1000) + lifetimeSeconds;
}
