import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import type { Secrets } from "#server/security/signing";
import { isHttps, readSessionToken, serializeSessionCookie } from "./session-cookie";

const OLD = "the-secret-before-the-rotation-0123456789";
const NEW = "the-secret-after-the-rotation-0123456789ab";
const TOKEN = crypto.randomBytes(32).toString("base64url");
const pair = (setCookie: string) => setCookie.split(";")[0]!;

describe("the admin session cookie", () => {
  it("carries the token signed, HttpOnly, Lax, for the whole site", async () => {
    const plain = await serializeSessionCookie(TOKEN, 43200, { secure: false, secrets: [NEW] });
    expect(plain).toMatch(
      /^aihq_admin=[\w%]+\.[\w%]+; Max-Age=43200; Path=\/; HttpOnly; SameSite=Lax$/,
    );
    expect(plain).not.toContain(TOKEN);
    expect(await readSessionToken(pair(plain), { secure: false, secrets: [NEW] })).toBe(TOKEN);
    const secure = await serializeSessionCookie(TOKEN, 60, { secure: true, secrets: [NEW] });
    expect(secure).toMatch(
      /^__Host-aihq_admin=[^;]+; Max-Age=60; Path=\/; HttpOnly; Secure; SameSite=Lax$/,
    );
    expect(await readSessionToken(pair(secure), { secure: true, secrets: [NEW] })).toBe(TOKEN);
    // Each name is read only where it belongs: the __Host- one over https, the plain one over http.
    expect(await readSessionToken(pair(secure), { secure: false, secrets: [NEW] })).toBeUndefined();
    expect(await readSessionToken(pair(plain), { secure: true, secrets: [NEW] })).toBeUndefined();
  });

  it("clears with an empty value and Max-Age=0", async () => {
    const cleared = await serializeSessionCookie("", 0, { secure: true, secrets: [NEW] });
    expect(cleared).toBe("__Host-aihq_admin=; Max-Age=0; Path=/; HttpOnly; Secure; SameSite=Lax");
    expect(await readSessionToken(pair(cleared), { secure: true, secrets: [NEW] })).toBeUndefined();
  });

  it("after a rotation reads a cookie signed with the previous secret, and refuses forged ones", async () => {
    const rotated: Secrets = [NEW, OLD];
    const before = pair(await serializeSessionCookie(TOKEN, 60, { secure: false, secrets: [OLD] }));
    expect(await readSessionToken(before, { secure: false, secrets: rotated })).toBe(TOKEN);
    // A secret no longer listed, a changed signature or value, a bare token: none is a session.
    expect(await readSessionToken(before, { secure: false, secrets: [NEW] })).toBeUndefined();
    const [name, value] = before.split("=") as [string, string];
    const [payload, signature] = value.split(".") as [string, string];
    const other = pair(
      await serializeSessionCookie(crypto.randomBytes(32).toString("base64url"), 60, {
        secure: false,
        secrets: [OLD],
      }),
    ).split("=")[1]!;
    for (const forged of [
      `${name}=${payload}.${signature[0] === "A" ? "B" : "A"}${signature.slice(1)}`,
      `${name}=${other.split(".")[0]}.${signature}`,
      `${name}=${payload}`,
      `${name}=${TOKEN}`,
      `${name}=`,
    ]) {
      expect(
        await readSessionToken(forged, { secure: false, secrets: rotated }),
        forged,
      ).toBeUndefined();
    }
    expect(await readSessionToken(undefined, { secure: false, secrets: rotated })).toBeUndefined();
  });

  it("refuses a genuinely signed value that is not a token", async () => {
    const odd = await serializeSessionCookie("not a token", 60, { secure: false, secrets: [NEW] });
    expect(await readSessionToken(pair(odd), { secure: false, secrets: [NEW] })).toBeUndefined();
  });
});

describe("isHttps", () => {
  it("is true for an https request or an https public address", () => {
    expect(isHttps("https://aihq.test/admin", undefined)).toBe(true);
    expect(isHttps("http://aihq.test/admin", "https://aihq.com.my")).toBe(true);
    expect(isHttps("http://aihq.test/admin", undefined)).toBe(false);
  });
});
