import path from "node:path";
import { expect } from "vitest";
import { getToast } from "#app/lib/toast.server";
import { TOAST_COOKIE_NAME, type Toast } from "#common/toast";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import routes from "#app/routes";
import { eq } from "drizzle-orm";
import { upsertAdmin } from "#server/auth/admin-users";
import { readSessionToken } from "#server/auth/session-cookie";
import type { AdminUser } from "#server/auth/sessions";
import type { Database, Db } from "#server/db/client";
import { adminUsers } from "#server/db/schema";
import { getRuntime, installTestRuntime } from "#server/runtime";

/**
 * Helpers for calling route loaders and actions directly, as React Router
 * would, against a test database.
 */

export const ORIGIN = "http://aihq.test";
export const ADMIN = { email: "editor@aihq.test", password: "correct horse battery staple" };
export const CLIENT_ADDRESS = "203.0.113.7";

export interface RouteArgs {
  request: Request;
  params: Record<string, string>;
  context: { cspNonce: string; clientAddress: string };
}
export type RouteFunction = (args: RouteArgs) => unknown;
export interface RouteModule {
  loader?: RouteFunction;
  action?: RouteFunction;
}

/** Every route of app/routes.ts with its full path and module file. */
export function flattenRoutes(
  entries: RouteConfigEntry[] = routes,
  parent = "",
): { path: string; file: string }[] {
  return entries.flatMap((entry) => {
    const full = [parent, entry.path].filter(Boolean).join("/");
    return [
      { path: `/${full}`.replace(/\/+$/, "") || "/", file: entry.file },
      ...flattenRoutes(entry.children ?? [], full),
    ];
  });
}

export async function importRoute(file: string): Promise<RouteModule> {
  return (await import(path.resolve("app", file))) as RouteModule;
}

/** Starts the runtime on `database` with one admin; returns the undo. */
export async function setUpRuntime(
  database: Database,
  env: NodeJS.ProcessEnv = {},
): Promise<() => void> {
  const restore = installTestRuntime(database, env);
  await upsertAdmin(database.db, ADMIN);
  return restore;
}

/** Adds a team member with the editor role (content only, no personal data). */
export async function addEditor(
  db: Db,
  credentials: { email: string; password: string; name?: string },
): Promise<void> {
  await upsertAdmin(db, credentials);
  await db
    .update(adminUsers)
    .set({ role: "editor" })
    .where(eq(adminUsers.email, credentials.email));
}

/** The signed-in admin of setUpRuntime as a back-office actor, for calling data functions. */
export async function adminActor(db: Db, email = ADMIN.email): Promise<AdminUser> {
  const [row] = await db
    .select({
      id: adminUsers.id,
      email: adminUsers.email,
      name: adminUsers.name,
      role: adminUsers.role,
    })
    .from(adminUsers)
    .where(eq(adminUsers.email, email));
  if (!row) throw new Error(`No admin ${email}`);
  return row;
}

export function request(
  url: string,
  init: {
    method?: string;
    cookie?: string;
    origin?: string | null;
    form?: Record<string, string>;
    headers?: Record<string, string>;
  } = {},
): Request {
  const headers = new Headers(init.headers);
  if (init.cookie) headers.set("Cookie", init.cookie);
  const method = init.method ?? (init.form ? "POST" : "GET");
  if (method !== "GET" && init.origin !== null) headers.set("Origin", init.origin ?? ORIGIN);
  return new Request(new URL(url, ORIGIN), {
    method,
    headers,
    body: init.form ? new URLSearchParams(init.form) : undefined,
  });
}

export function args(
  req: Request,
  params: Record<string, string> = {},
  clientAddress = CLIENT_ADDRESS,
): RouteArgs {
  return { request: req, params, context: { cspNonce: "test", clientAddress } };
}

/** What a loader or action produced, thrown or returned: a Response, data() or plain data. */
export interface Outcome {
  status: number;
  headers: Headers;
  body: unknown;
  thrown: boolean;
}

function isDataWithInit(
  value: unknown,
): value is { type: "DataWithResponseInit"; data: unknown; init: ResponseInit | null } {
  return (
    typeof value === "object" &&
    value !== null &&
    (value as { type?: unknown }).type === "DataWithResponseInit"
  );
}

export async function run(fn: RouteFunction | undefined, routeArgs: RouteArgs): Promise<Outcome> {
  if (!fn) throw new Error("The route has no such function");
  let value: unknown;
  let thrown = false;
  try {
    value = await fn(routeArgs);
  } catch (error) {
    value = error;
    thrown = true;
  }
  if (value instanceof Response)
    return { status: value.status, headers: value.headers, body: value, thrown };
  if (isDataWithInit(value)) {
    return {
      status: value.init?.status ?? 200,
      headers: new Headers(value.init?.headers),
      body: value.data,
      thrown,
    };
  }
  if (thrown) throw value;
  return { status: 200, headers: new Headers(), body: value, thrown };
}

/** The name=value pair of a Set-Cookie header, for sending back. */
export function cookiePair(setCookie: string | null): string {
  if (!setCookie) throw new Error("No Set-Cookie header");
  return setCookie.split(";")[0] ?? "";
}

/** The session token a session cookie's name=value pair carries (its value is signed), or "". */
export async function sessionTokenOf(pair: string, secure = false): Promise<string> {
  return (await readSessionToken(pair, { secure, secrets: getRuntime().secrets })) ?? "";
}

/** Signs in through the login action; returns the session cookie to send. */
export async function signIn(login: RouteModule, credentials = ADMIN): Promise<string> {
  const outcome = await run(
    login.action,
    args(
      request("/admin/login", {
        form: { email: credentials.email, password: credentials.password },
      }),
    ),
  );
  if (outcome.status !== 302) throw new Error(`Sign-in failed with ${outcome.status}`);
  const sessionCookie = outcome.headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith("aihq_admin=") || cookie.startsWith("__Host-aihq_admin="));
  return cookiePair(sessionCookie ?? null);
}

/** The flash toast a response sets, read as the next page's root loader would read it. */
export async function flashToastOf(headers: Headers): Promise<Toast> {
  const cookie = headers.getSetCookie().find((c) => c.startsWith(`${TOAST_COOKIE_NAME}=`));
  expect(cookie, "a toast cookie").toBeDefined();
  const { toast } = await getToast(
    new Request(ORIGIN, { headers: { cookie: cookie!.split(";")[0]! } }),
  );
  expect(toast, "a toast the server signed").not.toBeNull();
  return toast!;
}
