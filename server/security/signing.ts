import crypto from "node:crypto";

/**
 * The secrets that sign and verify: the current one first (SESSION_SECRET),
 * then the earlier ones a rotation keeps accepting (SESSION_SECRET_PREVIOUS).
 * The same list goes to React Router's createCookie as its `secrets`, so a
 * cookie and a signed link follow one rotation.
 */
export type Secrets = readonly [current: string, ...previous: string[]];

/**
 * The one hand-written HMAC of the app, for proofs that are not cookies: the
 * `sig` of signed links (server/security/signed-link.ts) and the form guard's
 * token, a hidden form field. Every cookie is signed by createCookie instead,
 * which cannot serve here: it only reads a Cookie header and writes a
 * Set-Cookie header, and its signature (standard base64 over a base64-JSON
 * value) differs from the one that links already mailed carry (base64url
 * over our own message), which must keep verifying.
 *
 * Every message signed here contains ':', which a createCookie value (base64)
 * never does, so a signature made for one can never pass for the other,
 * although both use the same secrets.
 */
function hmac(secret: string, message: string): Buffer {
  return crypto.createHmac("sha256", secret).update(message).digest();
}

/** The signature of `message` with the current secret, base64url. */
export function signMessage(secrets: Secrets, message: string): string {
  return hmac(secrets[0], message).toString("base64url");
}

/** True when `signature` is the signature of `message` under any of `secrets`, compared in constant time. */
export function verifyMessage(secrets: Secrets, message: string, signature: string): boolean {
  const given = Buffer.from(signature);
  return secrets.some((secret) => {
    const expected = Buffer.from(hmac(secret, message).toString("base64url"));
    return given.length === expected.length && crypto.timingSafeEqual(given, expected);
  });
}
