import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#server/db/client";
import { installTestRuntime } from "#server/runtime";
import { getToast, redirectWithToast, toastCookie } from "./toast.server";

// The toast code reads only the secrets and the config; no database is touched.
const NO_DATABASE = {} as unknown as Database;
const OLD_SECRET = "the-secret-before-the-rotation-0123456789";
const NEW_SECRET = "the-secret-after-the-rotation-0123456789ab";

let restore: () => void;
beforeAll(() => {
  restore = installTestRuntime(NO_DATABASE);
});
afterAll(() => restore());

function requestWith(setCookie: string): Request {
  return new Request("http://aihq.test/", { headers: { Cookie: setCookie.split(";")[0] ?? "" } });
}

/** A cookie value as createCookie writes one: base64 JSON, URL-encoded. */
function encodedPayload(value: unknown): string {
  return encodeURIComponent(Buffer.from(JSON.stringify(value)).toString("base64"));
}

/** Runs `body` with the runtime's secrets set from `env`, then puts the test runtime back. */
async function withSecrets<T>(env: NodeJS.ProcessEnv, body: () => Promise<T>): Promise<T> {
  const undo = installTestRuntime(NO_DATABASE, env);
  try {
    return await body();
  } finally {
    undo();
  }
}

describe("flash toasts", () => {
  it("travel from a redirect to the next request, once", async () => {
    const response = await redirectWithToast("/admin/blog", {
      type: "success",
      title: "Post created successfully",
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/admin/blog");
    const [cookie] = response.headers.getSetCookie();
    expect(cookie).toMatch(
      /^aihq_toast=[\w%]+\.[\w%]+; Max-Age=60; Path=\/; HttpOnly; SameSite=Lax$/,
    );
    const { toast, headers } = await getToast(requestWith(cookie!));
    expect(toast).toMatchObject({ type: "success", title: "Post created successfully" });
    expect(toast?.id).toMatch(/^[0-9a-f]{16}$/);
    expect(headers.get("Set-Cookie")).toMatch(/^aihq_toast=; Max-Age=0; Path=\/; HttpOnly/);
  });

  it("is Secure when the site's public address is https", async () => {
    await withSecrets({ PUBLIC_URL: "https://aihq.test" }, async () => {
      const cookie = await toastCookie({ type: "info", title: "Hi" });
      expect(cookie).toMatch(/; HttpOnly; Secure; SameSite=Lax$/);
      expect((await getToast(requestWith(cookie))).headers.get("Set-Cookie")).toMatch(
        /Max-Age=0;.*; Secure;/,
      );
    });
  });

  it("keeps other headers, such as a session cookie", async () => {
    const response = await redirectWithToast(
      "/",
      { type: "info", title: "Hi" },
      { headers: { "Set-Cookie": "a=b" } },
    );
    expect(response.headers.getSetCookie()).toHaveLength(2);
  });

  it("ignores a forged or garbled cookie, and clears it", async () => {
    const genuine = (await toastCookie({ type: "error", title: "Invalid password" })).split(
      ";",
    )[0]!;
    const [name, value] = genuine.split("=") as [string, string];
    const [payload, signature] = value.split(".") as [string, string];
    const forgedPayload = encodedPayload({ id: "x", type: "success", title: "You won" });
    for (const cookie of [
      `${name}=${forgedPayload}.${signature}`,
      `${name}=${forgedPayload}`,
      `${name}=${payload}.AAAA`,
      `${name}=${payload}`,
      `${name}=garbage`,
      `${name}=`,
    ]) {
      const { toast, headers } = await getToast(requestWith(cookie));
      expect(toast, cookie).toBeNull();
      expect(headers.get("Set-Cookie")).toMatch(/Max-Age=0/);
    }
    expect((await getToast(new Request("http://aihq.test/"))).headers.get("Set-Cookie")).toBeNull();
    const others = new Request("http://aihq.test/", { headers: { Cookie: "other=1" } });
    expect((await getToast(others)).headers.get("Set-Cookie")).toBeNull();
  });

  it("still reads a toast signed with the previous secret after a rotation, and no other", async () => {
    const before = await withSecrets({ SESSION_SECRET: OLD_SECRET }, () =>
      toastCookie({ type: "success", title: "Saved" }),
    );
    const rotated = { SESSION_SECRET: NEW_SECRET, SESSION_SECRET_PREVIOUS: OLD_SECRET };
    const read = await withSecrets(rotated, () => getToast(requestWith(before)));
    expect(read.toast).toMatchObject({ type: "success", title: "Saved" });
    // New toasts are signed with the new secret: a server that knows only the old one refuses them.
    const after = await withSecrets(rotated, () => toastCookie({ type: "info", title: "New" }));
    const stale = await withSecrets({ SESSION_SECRET: OLD_SECRET }, () =>
      getToast(requestWith(after)),
    );
    expect(stale.toast).toBeNull();
    // Once the previous secret is dropped, what it signed is refused.
    const dropped = await withSecrets({ SESSION_SECRET: NEW_SECRET }, () =>
      getToast(requestWith(before)),
    );
    expect(dropped.toast).toBeNull();
    expect(dropped.headers.get("Set-Cookie")).toMatch(/Max-Age=0/);
  });
});
