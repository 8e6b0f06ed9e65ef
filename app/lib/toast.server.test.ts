import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#server/db/client";
import { installTestRuntime } from "#server/runtime";
import { getToast, redirectWithToast, toastCookie } from "./toast.server";

// The toast code reads only the secret and the config; no database is touched.
let restore: () => void;
beforeAll(() => {
  restore = installTestRuntime({} as unknown as Database);
});
afterAll(() => restore());

function requestWith(setCookie: string): Request {
  return new Request("http://aihq.test/", { headers: { Cookie: setCookie.split(";")[0] ?? "" } });
}

describe("flash toasts", () => {
  it("travel from a redirect to the next request, once", () => {
    const response = redirectWithToast("/admin/blog", {
      type: "success",
      title: "Post created successfully",
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/admin/blog");
    const [cookie] = response.headers.getSetCookie();
    expect(cookie).toMatch(
      /^aihq_toast=[\w-]+\.[\w-]+; Path=\/; HttpOnly; SameSite=Lax; Max-Age=60$/,
    );
    const { toast, headers } = getToast(requestWith(cookie!));
    expect(toast).toMatchObject({ type: "success", title: "Post created successfully" });
    expect(toast?.id).toMatch(/^[0-9a-f]{16}$/);
    expect(headers.get("Set-Cookie")).toMatch(/^aihq_toast=; .*Max-Age=0/);
  });

  it("keeps other headers, such as a session cookie", () => {
    const response = redirectWithToast(
      "/",
      { type: "info", title: "Hi" },
      { headers: { "Set-Cookie": "a=b" } },
    );
    expect(response.headers.getSetCookie()).toHaveLength(2);
  });

  it("ignores a forged or garbled cookie, and clears it", () => {
    const genuine = toastCookie({ type: "error", title: "Invalid password" }).split(";")[0]!;
    const [name, value] = genuine.split("=") as [string, string];
    const [payload] = value.split(".");
    const forgedPayload = Buffer.from(
      JSON.stringify({ id: "x", type: "success", title: "You won" }),
    ).toString("base64url");
    for (const cookie of [
      `${name}=${forgedPayload}.${value.split(".")[1]}`,
      `${name}=${payload}.AAAA`,
      `${name}=garbage`,
      `${name}=`,
    ]) {
      const { toast, headers } = getToast(requestWith(cookie));
      expect(toast, cookie).toBeNull();
      expect(headers.get("Set-Cookie")).toMatch(/Max-Age=0/);
    }
    expect(getToast(new Request("http://aihq.test/")).headers.get("Set-Cookie")).toBeNull();
  });
});
