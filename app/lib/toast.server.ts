import crypto from "node:crypto";
import { createCookie, redirect, type Cookie } from "react-router";
import { getRuntime } from "#server/runtime";
import { TOAST_COOKIE_NAME, toastSchema, type Toast, type ToastInput } from "#common/toast";

/**
 * Flash toasts (CONVENTIONS: post/redirect/get with a toast). An action puts
 * the toast in a short-lived cookie on its redirect; the root loader reads it,
 * clears it and hands it to <FlashToast>. A cookie rather than a query string
 * so reloading or sharing the URL does not replay the message; signed by
 * React Router's createCookie with the app's secrets (current and previous,
 * server/security/signing.ts) so no other site or script can put words in
 * our mouth.
 */
const COOKIE_NAME = TOAST_COOKIE_NAME;
const MAX_AGE_SECONDS = 60;

export type { Toast, ToastInput };

/** The toast with an id, for returning in action data (<FlashToast toast={actionData.toast}/>). */
export function newToast(input: ToastInput): Toast {
  return { ...input, id: input.id ?? crypto.randomBytes(8).toString("hex") };
}

function flashCookie(): Cookie {
  const { config, secrets } = getRuntime();
  return createCookie(COOKIE_NAME, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    maxAge: MAX_AGE_SECONDS,
    secure: !!config.publicUrl?.startsWith("https:"),
    secrets: [...secrets],
  });
}

/**
 * The same cookie read without its signature, only to tell a forged cookie
 * (to clear) from none at all: the signed one parses both as null. (A value
 * crafted to decode to JSON null reads as none: ignored, left to expire.)
 */
const unsignedFlashCookie = createCookie(COOKIE_NAME);

/** The Set-Cookie header value that carries `toast` to the next request. */
export function toastCookie(input: ToastInput): Promise<string> {
  return flashCookie().serialize(newToast(input));
}

/** A redirect whose next page shows `toast`; `init` may add headers (e.g. a session cookie). */
export async function redirectWithToast(
  url: string,
  toast: ToastInput,
  init?: ResponseInit,
): Promise<Response> {
  const headers = new Headers(init?.headers);
  headers.append("Set-Cookie", await toastCookie(toast));
  return redirect(url, { ...init, headers });
}

/**
 * The pending toast, if any, and the headers that clear it (pass them on in
 * the loader's response so it shows once). A forged or garbled cookie is
 * ignored, and cleared all the same.
 */
export async function getToast(
  request: Request,
): Promise<{ toast: Toast | null; headers: Headers }> {
  const headers = new Headers();
  const cookieHeader = request.headers.get("cookie");
  if ((await unsignedFlashCookie.parse(cookieHeader)) === null) return { toast: null, headers };
  const cookie = flashCookie();
  headers.append("Set-Cookie", await cookie.serialize("", { maxAge: 0 }));
  const parsed = toastSchema.safeParse(await cookie.parse(cookieHeader));
  return { toast: parsed.success ? parsed.data : null, headers };
}
