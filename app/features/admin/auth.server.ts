import { data, redirect } from "react-router";
import { isSameOriginRequest } from "../../../server/auth/origin";
import {
  isHttps,
  readSessionToken,
  serializeSessionCookie,
} from "../../../server/auth/session-cookie";
import {
  authenticate,
  createSession,
  destroySession,
  findSession,
  SESSION_ABSOLUTE_MS,
  type AdminUser,
} from "../../../server/auth/sessions";
import type { Db } from "../../../server/db/client";
import {
  consumeRateLimit,
  type RateLimitResult,
  type RateLimitRule,
} from "../../../server/http/rate-limit";
import { logger } from "../../../server/logger";
import { getConfig, getDb } from "../../../server/runtime";

/**
 * Server-side admin authorisation (DECISIONS 3). Every /admin loader calls
 * requireAdmin and every /admin action requireAdminMutation, before it reads
 * or writes anything.
 */

export const LOGIN_PATH = "/admin/login";
export const ADMIN_HOME = "/admin/blog";

function secure(request: Request): boolean {
  return isHttps(request.url, getConfig().publicUrl);
}

function sessionToken(request: Request): string | undefined {
  return readSessionToken(request.headers.get("cookie"), secure(request));
}

/** The signed-in admin, or null. */
export async function getAdmin(request: Request): Promise<AdminUser | null> {
  const token = sessionToken(request);
  if (!token) return null;
  const session = await findSession(getDb(), token);
  return session?.user ?? null;
}

/**
 * For loaders: the admin, or a redirect to sign-in that comes back here.
 * For anything that is not a page read (actions), 401: a form post or
 * fetch must not be silently turned into a page visit.
 */
export async function requireAdmin(request: Request): Promise<AdminUser> {
  const user = await getAdmin(request);
  if (user) return user;
  if (request.method === "GET" || request.method === "HEAD") {
    const url = new URL(request.url);
    const back = url.pathname + url.search;
    throw redirect(`${LOGIN_PATH}?${new URLSearchParams({ redirectTo: back })}`);
  }
  throw data({ error: "Your admin session has ended. Sign in again." }, { status: 401 });
}

/** Refuses a mutation that did not come from our own pages (CSRF). */
export function assertSameOrigin(request: Request): void {
  if (!isSameOriginRequest(request, getConfig().publicUrl)) {
    throw data({ error: "This request did not come from the AIHQ site." }, { status: 403 });
  }
}

/** For actions: same-origin check, then the session. */
export async function requireAdminMutation(request: Request): Promise<AdminUser> {
  assertSameOrigin(request);
  return requireAdmin(request);
}

/** Failed sign-ins allowed per client address and e-mail in the window (then 429). */
export const LOGIN_FAILURE_LIMIT = 5;
export const LOGIN_WINDOW_SECONDS = 15 * 60;

function loginRule(clientAddress: string, email: string): RateLimitRule {
  return {
    bucket: "admin-login-failures",
    key: `${clientAddress}|${email.trim().toLowerCase()}`,
    limit: LOGIN_FAILURE_LIMIT,
    windowSeconds: LOGIN_WINDOW_SECONDS,
  };
}

class Peeked extends Error {
  constructor(readonly result: RateLimitResult) {
    super("rate limit peek");
  }
}

/**
 * Whether one more failure would still be within the limit, without
 * counting anything: the hit is taken inside a transaction that is then
 * rolled back. Only failures count, so an editor who signs in often is never
 * locked out, while the check still comes before the password is tried (a
 * locked-out guesser learns nothing, right or wrong).
 */
async function peekLoginLimit(db: Db, rule: RateLimitRule): Promise<RateLimitResult> {
  try {
    await db.transaction(async (tx) => {
      throw new Peeked(await consumeRateLimit(tx, rule));
    });
  } catch (error) {
    if (error instanceof Peeked) return error.result;
    throw error;
  }
  throw new Error("unreachable");
}

export type SignInResult =
  | { ok: true; setCookie: string; user: AdminUser }
  | { ok: false; reason: "invalid" }
  | { ok: false; reason: "rate-limited"; retryAfterSeconds: number };

/**
 * Checks the credentials and starts a new session (a fresh id at every
 * sign-in, so a planted id is useless). The same answer whether the e-mail
 * exists or not.
 */
export async function signIn(
  request: Request,
  credentials: { email: string; password: string },
  clientAddress: string,
): Promise<SignInResult> {
  const db = getDb();
  const rule = loginRule(clientAddress, credentials.email);
  const peek = await peekLoginLimit(db, rule);
  if (!peek.allowed) {
    logger.warn({ clientAddress }, "Admin sign-in refused: too many failed attempts");
    return { ok: false, reason: "rate-limited", retryAfterSeconds: peek.retryAfterSeconds };
  }
  const user = await authenticate(db, credentials.email, credentials.password);
  if (!user) {
    await consumeRateLimit(db, rule);
    logger.warn({ clientAddress }, "Admin sign-in failed");
    return { ok: false, reason: "invalid" };
  }
  const { token } = await createSession(db, user.id);
  logger.info({ admin: user.email, clientAddress }, "Admin signed in");
  return {
    ok: true,
    user,
    setCookie: serializeSessionCookie(
      token,
      Math.floor(SESSION_ABSOLUTE_MS / 1000),
      secure(request),
    ),
  };
}

/** Ends the request's session in the database; returns the Set-Cookie that clears the cookie. */
export async function endSession(request: Request): Promise<string> {
  const token = sessionToken(request);
  if (token) await destroySession(getDb(), token);
  return serializeSessionCookie("", 0, secure(request));
}

/** Only our own admin pages are valid targets after sign-in (no open redirect). */
export function safeAdminRedirect(target: string | null | undefined): string {
  if (
    !target ||
    !target.startsWith("/admin/") ||
    target.startsWith("//") ||
    target.includes("\\")
  ) {
    return ADMIN_HOME;
  }
  if (target.startsWith(LOGIN_PATH)) return ADMIN_HOME;
  return target;
}

/** Admin pages are personal and change with every edit: never cached, never indexed. */
export const adminHeaders = {
  "Cache-Control": "private, no-store",
  "X-Robots-Tag": "noindex, nofollow",
} as const;
