import { createCookie, type Cookie } from "react-router";
import type { Secrets } from "#server/security/signing";

/**
 * The admin session cookie, shared by the React Router side (sign-in, every
 * admin loader and action) and the Express side (image uploads).
 *
 * Its value is the session token (the database keeps only its hash), signed
 * by React Router's createCookie with the app's secrets like every cookie of
 * the app: a made-up value is refused before the database is asked, and
 * after a rotation a cookie signed with a previous secret still verifies.
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

/** Whether the cookie is the Secure `__Host-` one, and the secrets that sign it. */
export interface SessionCookieOptions {
  secure: boolean;
  secrets: Secrets;
}

/** https when the request came over it (proxy-aware upstream) or the site's public address is https. */
export function isHttps(requestUrl: string, publicUrl: string | undefined): boolean {
  return new URL(requestUrl).protocol === "https:" || !!publicUrl?.startsWith("https:");
}

function sessionCookie({ secure, secrets }: SessionCookieOptions): Cookie {
  return createCookie(secure ? SECURE_NAME : PLAIN_NAME, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure,
    secrets: [...secrets],
  });
}

/** The session token from the Cookie header, if it carries a genuine one. */
export async function readSessionToken(
  cookieHeader: string | null | undefined,
  options: SessionCookieOptions,
): Promise<string | undefined> {
  const value: unknown = await sessionCookie(options).parse(cookieHeader ?? null);
  return typeof value === "string" && TOKEN_PATTERN.test(value) ? value : undefined;
}

/** Set-Cookie value; an empty token with maxAge 0 clears it. */
export function serializeSessionCookie(
  token: string,
  maxAgeSeconds: number,
  options: SessionCookieOptions,
): Promise<string> {
  return sessionCookie(options).serialize(token, { maxAge: maxAgeSeconds });
}
