/**
 * The admin session cookie, shared by the React Router side (sign-in, every
 * admin loader and action) and the Express side (image uploads).
 *
 * Over https it is `__Host-` prefixed: the browser then refuses it unless it
 * is Secure, host-only and Path=/, so a sibling subdomain cannot plant or
 * shadow it. Plain http (a local install, the tests) cannot use the prefix.
 */
const SECURE_NAME = "__Host-aihq_admin";
const PLAIN_NAME = "aihq_admin";
/** Both names, for whoever must recognise a session (the page cache leaves such requests). */
export const SESSION_COOKIE_NAMES: readonly string[] = [SECURE_NAME, PLAIN_NAME];
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** https when the request came over it (proxy-aware upstream) or the site's public address is https. */
export function isHttps(requestUrl: string, publicUrl: string | undefined): boolean {
  return new URL(requestUrl).protocol === "https:" || !!publicUrl?.startsWith("https:");
}

export function readCookie(
  cookieHeader: string | null | undefined,
  name: string,
): string | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(";")) {
    const index = part.indexOf("=");
    if (index !== -1 && part.slice(0, index).trim() === name) return part.slice(index + 1).trim();
  }
  return undefined;
}

/** The session token from the Cookie header, if it has the shape of one. */
export function readSessionToken(
  cookieHeader: string | null | undefined,
  secure: boolean,
): string | undefined {
  const token = readCookie(cookieHeader, secure ? SECURE_NAME : PLAIN_NAME);
  return token && TOKEN_PATTERN.test(token) ? token : undefined;
}

/** Set-Cookie value; an empty token with maxAge 0 clears it. */
export function serializeSessionCookie(
  token: string,
  maxAgeSeconds: number,
  secure: boolean,
): string {
  const name = secure ? SECURE_NAME : PLAIN_NAME;
  return `${name}=${token}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAgeSeconds}${secure ? "; Secure" : ""}`;
}
