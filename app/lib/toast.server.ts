import crypto from "node:crypto";
import { redirect } from "react-router";
import { getRuntime } from "../../server/runtime";
import { toastSchema, type Toast, type ToastInput } from "./toast";

/**
 * Flash toasts (CONVENTIONS: post/redirect/get with a toast). An action puts
 * the toast in a short-lived cookie on its redirect; the root loader reads it,
 * clears it and hands it to <FlashToast>. A cookie rather than a query string
 * so reloading or sharing the URL does not replay the message; signed with the
 * session secret so no other site or script can put words in our mouth.
 */
const COOKIE_NAME = "aihq_toast";
const MAX_AGE_SECONDS = 60;

export type { Toast, ToastInput };

/** The toast with an id, for returning in action data (<FlashToast toast={actionData.toast}/>). */
export function newToast(input: ToastInput): Toast {
  return { ...input, id: input.id ?? crypto.randomBytes(8).toString("hex") };
}

function sign(value: string): string {
  return crypto
    .createHmac("sha256", getRuntime().secrets[0])
    .update(`toast:${value}`)
    .digest("base64url");
}

function secureAttribute(): string {
  return getRuntime().config.publicUrl?.startsWith("https:") ? "; Secure" : "";
}

/** The Set-Cookie header value that carries `toast` to the next request. */
export function toastCookie(input: ToastInput): string {
  const payload = Buffer.from(JSON.stringify(newToast(input))).toString("base64url");
  return `${COOKIE_NAME}=${payload}.${sign(payload)}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${MAX_AGE_SECONDS}${secureAttribute()}`;
}

/** A redirect whose next page shows `toast`; `init` may add headers (e.g. a session cookie). */
export function redirectWithToast(url: string, toast: ToastInput, init?: ResponseInit): Response {
  const headers = new Headers(init?.headers);
  headers.append("Set-Cookie", toastCookie(toast));
  return redirect(url, { ...init, headers });
}

function readCookie(request: Request, name: string): string | undefined {
  const header = request.headers.get("cookie");
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const index = part.indexOf("=");
    if (index === -1) continue;
    if (part.slice(0, index).trim() === name) return part.slice(index + 1).trim();
  }
  return undefined;
}

/**
 * The pending toast, if any, and the headers that clear it (pass them on in
 * the loader's response so it shows once). A forged or garbled cookie is
 * ignored, and cleared all the same.
 */
export function getToast(request: Request): { toast: Toast | null; headers: Headers } {
  const headers = new Headers();
  const raw = readCookie(request, COOKIE_NAME);
  if (raw === undefined) return { toast: null, headers };
  headers.append(
    "Set-Cookie",
    `${COOKIE_NAME}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0${secureAttribute()}`,
  );
  const [payload, signature] = raw.split(".");
  if (!payload || !signature) return { toast: null, headers };
  const expected = Buffer.from(sign(payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) {
    return { toast: null, headers };
  }
  try {
    const parsed = toastSchema.safeParse(
      JSON.parse(Buffer.from(payload, "base64url").toString("utf8")),
    );
    return { toast: parsed.success ? parsed.data : null, headers };
  } catch {
    return { toast: null, headers };
  }
}
