import { data, redirect } from "react-router";
import {
  consumeLoginAttempt,
  giveBackLoginAttempt,
  type ThrottleRule,
} from "#server/auth/login-throttle";
import { isSameOriginRequest } from "#server/auth/origin";
import { PasswordCheckBusyError } from "#server/auth/password";
import {
  isHttps,
  readSessionToken,
  serializeSessionCookie,
  type SessionCookieOptions,
} from "#server/auth/session-cookie";
import {
  authenticate,
  createSession,
  destroySession,
  findSession,
  SESSION_ABSOLUTE_MS,
  type AdminRole,
  type AdminUser,
} from "#server/auth/sessions";
import { logger } from "#server/logger";
import { getConfig, getDb, getRuntime } from "#server/runtime";
import { DOOR_HOME, doorMayOpen, isAdminHome } from "./door-routes";

/**
 * Server-side admin authorisation
 * (docs/decisions/0003-admin-sign-in-on-the-server.md). Every /admin loader
 * calls requireAdmin and every /admin action requireAdminMutation, before it
 * reads or writes anything.
 */

export const LOGIN_PATH = "/admin/login";
export const ADMIN_HOME = "/admin";

function cookieOptions(request: Request): SessionCookieOptions {
  const { config, secrets } = getRuntime();
  return { secure: isHttps(request.url, config.publicUrl), secrets };
}

function sessionToken(request: Request): Promise<string | undefined> {
  return readSessionToken(request.headers.get("cookie"), cookieOptions(request));
}

/**
 * A door-staff account outside the check-in pages: sent there from the back
 * office's home, refused (403) anywhere else.
 */
function refuseDoorOutsideCheckIn(request: Request): void {
  const { pathname } = new URL(request.url);
  if (doorMayOpen(pathname)) return;
  if (isAdminHome(pathname) && (request.method === "GET" || request.method === "HEAD")) {
    throw redirect(DOOR_HOME);
  }
  throw data({ error: "Door staff can only use the check-in pages." }, { status: 403 });
}

/** The signed-in admin, or null. */
export async function getAdmin(request: Request): Promise<AdminUser | null> {
  const token = await sessionToken(request);
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
  if (user?.role === "door") refuseDoorOutsideCheckIn(request);
  if (user) return user;
  if (request.method === "GET" || request.method === "HEAD") {
    const url = new URL(request.url);
    const back = url.pathname + url.search;
    throw redirect(`${LOGIN_PATH}?${new URLSearchParams({ redirectTo: back })}`);
  }
  throw data({ error: "Your admin session has ended. Sign in again." }, { status: 401 });
}

/**
 * For loaders and actions that only admins may use (people, leads,
 * registrations, personal data, mail): an editor gets 403, on the server.
 * `door`: the check-in pages, for admins and door staff (attendees' names are
 * personal data, so not for editors).
 */
export async function requireRole(request: Request, role: AdminRole): Promise<AdminUser> {
  const user = await requireAdmin(request);
  if (role === "admin" && user.role !== "admin") {
    throw data({ error: "This part of the back office is for admins only." }, { status: 403 });
  }
  if (role === "door" && user.role === "editor") {
    throw data({ error: "The check-in is for admins and door staff." }, { status: 403 });
  }
  return user;
}

/** For admin-only actions: same-origin check, the session, then the role. */
export async function requireRoleMutation(request: Request, role: AdminRole): Promise<AdminUser> {
  assertSameOrigin(request);
  return requireRole(request, role);
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

/** Failed sign-ins allowed per client address and e-mail (then 429 until the lockout ends). */
export const LOGIN_FAILURE_LIMIT = 5;
/**
 * Failed sign-ins allowed per client address across all e-mails: a guesser
 * who cycles through addresses of the team is stopped too, while an office
 * behind one address still has room for several people's typos.
 */
export const LOGIN_ADDRESS_FAILURE_LIMIT = 20;
/** A lockout lasts this long from the last allowed failure. */
export const LOGIN_WINDOW_SECONDS = 15 * 60;
/** Retry-After when every password-hashing slot is taken: a short burst, over in seconds. */
export const LOGIN_BUSY_RETRY_SECONDS = 5;

/** The limits one sign-in attempt counts against, in the order they are taken. */
export function loginRules(clientAddress: string, email: string): ThrottleRule[] {
  return [
    {
      bucket: "admin-login:address-email",
      key: `${clientAddress}|${email.trim().toLowerCase()}`,
      limit: LOGIN_FAILURE_LIMIT,
      windowSeconds: LOGIN_WINDOW_SECONDS,
    },
    {
      bucket: "admin-login:address",
      key: clientAddress,
      limit: LOGIN_ADDRESS_FAILURE_LIMIT,
      windowSeconds: LOGIN_WINDOW_SECONDS,
    },
  ];
}

export type SignInResult =
  | { ok: true; setCookie: string; user: AdminUser }
  | { ok: false; reason: "invalid" }
  | { ok: false; reason: "rate-limited"; retryAfterSeconds: number }
  | { ok: false; reason: "busy"; retryAfterSeconds: number };

/**
 * Checks the credentials and starts a new session (a fresh id at every
 * sign-in, so a planted id is useless). The same answer whether the e-mail
 * exists or not.
 *
 * The attempt is counted before the password is checked, in one atomic step
 * (server/auth/login-throttle.ts), so parallel requests cannot all slip past
 * the limit; a locked-out guesser learns nothing, right or wrong. Only
 * failures may stay counted: the right password, or an attempt that never
 * reached the check (every hashing slot taken), gives its attempt back, so an
 * editor who signs in often is never locked out.
 */
export async function signIn(
  request: Request,
  credentials: { email: string; password: string },
  clientAddress: string,
): Promise<SignInResult> {
  const db = getDb();
  const rules = loginRules(clientAddress, credentials.email);
  const taken = await consumeLoginAttempt(db, rules);
  if (!taken.allowed) {
    logger.warn(
      { clientAddress, bucket: taken.rule.bucket },
      "Admin sign-in refused: too many failed attempts",
    );
    return { ok: false, reason: "rate-limited", retryAfterSeconds: taken.retryAfterSeconds };
  }
  let user: AdminUser | null;
  try {
    user = await authenticate(db, credentials.email, credentials.password);
  } catch (error) {
    await giveBackLoginAttempt(db, rules);
    if (error instanceof PasswordCheckBusyError) {
      logger.warn({ clientAddress }, "Admin sign-in refused: too many password checks at once");
      return { ok: false, reason: "busy", retryAfterSeconds: LOGIN_BUSY_RETRY_SECONDS };
    }
    throw error;
  }
  if (!user) {
    logger.warn({ clientAddress }, "Admin sign-in failed");
    return { ok: false, reason: "invalid" };
  }
  await giveBackLoginAttempt(db, rules);
  const { token } = await createSession(db, user.id);
  logger.info({ adminId: user.id, clientAddress }, "Admin signed in");
  return {
    ok: true,
    user,
    setCookie: await serializeSessionCookie(
      token,
      Math.floor(SESSION_ABSOLUTE_MS / 1000),
      cookieOptions(request),
    ),
  };
}

/**
 * Starts a session for an account that has just proved itself another way
 * (a one-time set-password link); returns the Set-Cookie.
 */
export async function startSession(request: Request, userId: string): Promise<string> {
  const { token } = await createSession(getDb(), userId);
  return serializeSessionCookie(
    token,
    Math.floor(SESSION_ABSOLUTE_MS / 1000),
    cookieOptions(request),
  );
}

/** Ends the request's session in the database; returns the Set-Cookie that clears the cookie. */
export async function endSession(request: Request): Promise<string> {
  const token = await sessionToken(request);
  if (token) await destroySession(getDb(), token);
  return serializeSessionCookie("", 0, cookieOptions(request));
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
