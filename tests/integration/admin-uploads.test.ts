import fs from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sniffImageType, uploadsRouter } from "../../server/uploads/images";
import { importRoute, setUpRuntime, signIn } from "./admin-helpers";
import { testDatabases } from "./test-db";

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2)]);
const WEBP = Buffer.concat([
  Buffer.from("RIFF"),
  Buffer.from([0, 0, 0, 0]),
  Buffer.from("WEBPVP8 "),
  Buffer.alloc(32),
]);

describe("image type sniffing", () => {
  it("recognises JPEG, PNG and WebP by their bytes, whatever the name", () => {
    expect(sniffImageType(JPEG)).toBe("jpeg");
    expect(sniffImageType(PNG)).toBe("png");
    expect(sniffImageType(WEBP)).toBe("webp");
    expect(
      sniffImageType(
        Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'><script>alert(1)</script></svg>"),
      ),
    ).toBeNull();
    expect(sniffImageType(Buffer.from("GIF89a"))).toBeNull();
    expect(sniffImageType(Buffer.alloc(0))).toBeNull();
  });
});

// One database is enough here: the upload route only reads the session.
const [target] = testDatabases();

describe("image uploads", () => {
  let database: Awaited<ReturnType<NonNullable<typeof target>["open"]>>;
  let restore: () => void;
  let dataDir: string;
  let server: ReturnType<ReturnType<typeof express>["listen"]>;
  let base: string;
  let cookie: string;

  beforeAll(async () => {
    database = await target!.open();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "aihq-uploads-"));
    restore = await setUpRuntime(database, { DATA_DIR: dataDir });
    cookie = await signIn(await importRoute("routes/admin/login.tsx"));
    const app = express().use("/uploads", uploadsRouter());
    server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
    restore?.();
    await database?.dispose();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const upload = (body: Buffer, headers: Record<string, string> = {}) =>
    fetch(`${base}/uploads/images`, {
      method: "POST",
      body: new Uint8Array(body),
      headers: { Origin: base, Cookie: cookie, "Content-Type": "image/png", ...headers },
    });

  it("stores an image from a signed-in admin and serves it with long caching", async () => {
    const response = await upload(PNG);
    expect(response.status).toBe(201);
    const { url } = (await response.json()) as { url: string };
    expect(url).toMatch(/^\/uploads\/blog\/[0-9a-f]{32}\.png$/);
    expect(fs.readFileSync(path.join(dataDir, url.replace(/^\/uploads\//, "uploads/")))).toEqual(
      PNG,
    );

    const served = await fetch(base + url);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(Buffer.from(await served.arrayBuffer())).toEqual(PNG);
  });

  it("names the file after its real type, not the declared one", async () => {
    const response = await upload(JPEG, { "Content-Type": "image/png" });
    expect(((await response.json()) as { url: string }).url).toMatch(/\.jpg$/);
  });

  it("refuses without a session (401), from another origin (403), non-images (415) and large files (413)", async () => {
    expect((await upload(PNG, { Cookie: "" })).status).toBe(401);
    expect((await upload(PNG, { Cookie: "aihq_admin=" + "a".repeat(43) })).status).toBe(401);
    expect((await upload(PNG, { Origin: "https://evil.example" })).status).toBe(403);
    const svg = await upload(Buffer.from("<svg onload=alert(1)></svg>"), {
      "Content-Type": "image/png",
    });
    expect(svg.status).toBe(415);
    expect(await svg.json()).toEqual({ error: "Upload a JPEG, PNG or WebP image." });
    expect((await upload(Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]))).status).toBe(413);
    const stored = fs.readdirSync(path.join(dataDir, "uploads", "blog"));
    expect(stored.every((name) => /^[0-9a-f]{32}\.(png|jpg)$/.test(name))).toBe(true);
  });

  it("never serves other files of the uploads directory (brochures, partial files) or paths outside it", async () => {
    fs.mkdirSync(path.join(dataDir, "uploads", "brochures"), { recursive: true });
    fs.writeFileSync(path.join(dataDir, "uploads", "brochures", "private.pdf"), "%PDF");
    fs.writeFileSync(path.join(dataDir, "uploads", "blog", ".x.png.partial"), PNG);
    fs.writeFileSync(path.join(dataDir, "secret.png"), PNG);
    for (const url of [
      "/uploads/brochures/private.pdf",
      "/uploads/blog/.x.png.partial",
      "/uploads/..%2fsecret.png",
      "/uploads/%2e%2e/secret.png",
    ]) {
      expect((await fetch(base + url)).status, url).toBe(404);
    }
  });
});
