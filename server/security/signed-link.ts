import crypto from "node:crypto";

/**
 * Links that carry their own proof: an HMAC over a purpose, the parts that
 * identify the thing, and an expiry. Used for brochure downloads and the
 * links in registration mails, so none of them needs a stored token. The
 * purpose keeps a signature made for one kind of link from opening another.
 */
export function linkSignature(
  secret: string,
  purpose: string,
  parts: readonly string[],
  expiresAt: number,
): string {
  const mac = crypto.createHmac("sha256", secret);
  // Length-prefixed, so ("a", "bc") and ("ab", "c") never sign alike.
  for (const value of [purpose, ...parts, String(expiresAt)]) {
    mac.update(`${Buffer.byteLength(value)}:${value};`);
  }
  return mac.digest("base64url");
}

export type LinkCheck = "valid" | "expired" | "forged";

/**
 * Checks a signature in constant time. `expiresAt` is in seconds since the
 * epoch, as it travels in the URL; a value that is not a plain integer is forged.
 */
export function checkLinkSignature(
  secret: string,
  purpose: string,
  parts: readonly string[],
  expiresAt: string | null | undefined,
  signature: string | null | undefined,
  nowMs = Date.now(),
): LinkCheck {
  if (!expiresAt || !signature || !/^\d{1,12}$/.test(expiresAt)) return "forged";
  const expected = Buffer.from(linkSignature(secret, purpose, parts, Number(expiresAt)));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return "forged";
  return Number(expiresAt) * 1000 <= nowMs ? "expired" : "valid";
}

/** Seconds since the epoch, `lifetimeSeconds` from now. */
export function expiryIn(lifetimeSeconds: number, nowMs = Date.now()): number {
  return Math.floor(nowMs / 1000) + lifetimeSeconds;
}
