import fs from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import express from "express";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { BROCHURE_NOT_PDF, BROCHURE_TOO_LARGE, MAX_BROCHURE_BYTES } from "#common/upload-limits";
import { auditLog } from "#server/db/schema";
import { brochureFiles } from "#server/files/brochures";
import { MAX_IMAGE_EDGE, sniffImageType, uploadsRouter } from "#server/uploads/images";
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

/** A real image of the given size and format, in two colours so it is not trivially compressible. */
async function makeImage(
  format: "png" | "jpeg" | "webp",
  width = 40,
  height = 20,
): Promise<Buffer> {
  const left = await sharp({
    create: { width: Math.ceil(width / 2), height, channels: 3, background: "#0a7abf" },
  })
    .png()
    .toBuffer();
  return sharp({ create: { width, height, channels: 3, background: "#f5a623" } })
    .composite([{ input: left, left: 0, top: 0 }])
    .toFormat(format)
    .toBuffer();
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A few hundred bytes that declare 30000 × 30000 pixels: a decompression bomb's header. */
function pixelBombPng(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(30_000, 0);
  header.writeUInt32BE(30_000, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", header),
    pngChunk("IDAT", zlib.deflateSync(Buffer.alloc(30_001 * 4))),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

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
    cookie = await signIn(await importRoute("routes/admin/team/login.tsx"));
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
  const storedFile = (url: string) => path.join(dataDir, url.replace(/^\/uploads\//, "uploads/"));
  /** Uploads and expects it stored; the URL and the stored bytes. */
  const uploadStored = async (body: Buffer) => {
    const response = await upload(body);
    expect(response.status).toBe(201);
    const { url } = (await response.json()) as { url: string };
    return { url, stored: fs.readFileSync(storedFile(url)) };
  };

  it("stores an image from a signed-in admin and serves it with long caching", async () => {
    const png = await makeImage("png");
    const { url, stored } = await uploadStored(png);
    expect(url).toMatch(/^\/uploads\/blog\/[0-9a-f]{32}\.png$/);
    expect(await sharp(stored).metadata()).toMatchObject({ format: "png", width: 40, height: 20 });

    const served = await fetch(base + url);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(Buffer.from(await served.arrayBuffer())).toEqual(stored);
  });

  it("names the file after its real type, not the declared one", async () => {
    const response = await upload(await makeImage("jpeg"), { "Content-Type": "image/png" });
    const { url } = (await response.json()) as { url: string };
    expect(url).toMatch(/\.jpg$/);
    expect((await sharp(storedFile(url)).metadata()).format).toBe("jpeg");
    const webp = await uploadStored(await makeImage("webp"));
    expect(webp.url).toMatch(/\.webp$/);
    expect((await sharp(webp.stored).metadata()).format).toBe("webp");
  });

  it("refuses a signature followed by a script (422) and keeps only the pixels of an image with bytes appended", async () => {
    const script = Buffer.from("<script>alert(document.cookie)</script>");
    for (const fake of [
      Buffer.concat([PNG.subarray(0, 8), script]),
      Buffer.concat([JPEG.subarray(0, 4), script]),
    ]) {
      const response = await upload(fake);
      expect(response.status).toBe(422);
      expect(await response.json()).toEqual({
        error: "This image could not be read. Save it again as a JPEG, PNG or WebP and retry.",
      });
    }
    // A real image with a script after its end decodes; what is stored is re-encoded pixels only.
    for (const format of ["png", "jpeg"] as const) {
      const { stored } = await uploadStored(Buffer.concat([await makeImage(format), script]));
      expect(stored.includes("<script>")).toBe(false);
      expect((await sharp(stored).metadata()).format).toBe(format);
    }
  });

  it("strips EXIF (GPS position included) and turns the image upright", async () => {
    const withGps = await sharp(await makeImage("jpeg", 40, 20))
      .withExif({
        IFD0: { Artist: "Jane Tan", ImageDescription: "home" },
        IFD3: {
          GPSLatitudeRef: "N",
          GPSLatitude: "3/1 8/1 2400/100",
          GPSLongitudeRef: "E",
          GPSLongitude: "101/1 41/1 0/1",
        },
      })
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const source = await sharp(withGps).metadata();
    expect(source.exif?.includes("Jane Tan")).toBe(true);
    // The GPSInfo pointer (tag 0x8825) is there, in either byte order.
    const gpsTag = (exif: Buffer | undefined) =>
      !!exif &&
      (exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88])));
    expect(gpsTag(source.exif)).toBe(true);
    expect(source.orientation).toBe(6);

    const { stored } = await uploadStored(withGps);
    const kept = await sharp(stored).metadata();
    expect(kept.exif).toBeUndefined();
    expect(kept.xmp).toBeUndefined();
    expect(kept.orientation).toBeUndefined();
    // Orientation 6 is a quarter turn: the 40 × 20 pixels are stored as 20 × 40.
    expect(kept).toMatchObject({ format: "jpeg", width: 20, height: 40 });
    expect(stored.includes("Jane Tan")).toBe(false);
  });

  it("scales an image above the size cap down to it, and never enlarges a small one", async () => {
    const { stored } = await uploadStored(await makeImage("png", MAX_IMAGE_EDGE + 1000, 100));
    expect(await sharp(stored).metadata()).toMatchObject({ width: MAX_IMAGE_EDGE, height: 80 });
    const small = await uploadStored(await makeImage("webp", 8, 6));
    expect(await sharp(small.stored).metadata()).toMatchObject({ width: 8, height: 6 });
  });

  it("refuses a decompression bomb (a small file declaring a huge image) with 413", async () => {
    const bomb = pixelBombPng();
    expect(bomb.length).toBeLessThan(10_000);
    const response = await upload(bomb);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      error: "Images can be at most 50 megapixels. Try a smaller image.",
    });
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
    expect(stored.every((name) => /^[0-9a-f]{32}\.(png|jpg|webp)$/.test(name))).toBe(true);
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

describe("brochure uploads (POST /files/brochures)", () => {
  let database: Awaited<ReturnType<NonNullable<typeof target>["open"]>>;
  let restore: () => void;
  let dataDir: string;
  let server: ReturnType<ReturnType<typeof express>["listen"]>;
  let base: string;
  let cookie: string;
  const PDF = Buffer.from(
    "%PDF-1.7\n1 0 obj<<>>endobj\ntrailer<<>>\nstartxref\n9\n%%EOF\n",
    "latin1",
  );

  beforeAll(async () => {
    database = await target!.open();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "aihq-brochures-"));
    restore = await setUpRuntime(database, { DATA_DIR: dataDir });
    cookie = await signIn(await importRoute("routes/admin/team/login.tsx"));
    const app = express()
      .use(brochureFiles({ dataDir: () => dataDir, secrets: () => ["test-secret-0123456789"] }))
      .use("/uploads", uploadsRouter());
    server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }, 240_000);
  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
    restore?.();
    await database?.dispose();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const upload = (body: Buffer, headers: Record<string, string> = {}) =>
    fetch(`${base}/files/brochures`, {
      method: "POST",
      body: new Uint8Array(body),
      headers: { Origin: base, Cookie: cookie, "Content-Type": "application/pdf", ...headers },
    });
  const stored = () => {
    const dir = path.join(dataDir, "brochures");
    return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
  };

  it("stores a PDF under a random name and records the upload in the audit log", async () => {
    const response = await upload(PDF);
    expect(response.status).toBe(201);
    const { url } = (await response.json()) as { url: string };
    expect(url).toMatch(/^brochures\/[0-9a-f]{32}\.pdf$/);
    const name = url.slice("brochures/".length);
    expect(fs.readFileSync(path.join(dataDir, "brochures", name))).toEqual(PDF);
    const [row] = await database.db.select().from(auditLog).where(eq(auditLog.targetId, name));
    expect(row).toMatchObject({
      action: "upload.brochure",
      targetType: "brochure",
      actorEmail: "editor@aihq.test",
      summary: `Uploaded the brochure PDF ${url}`,
    });
  });

  it("an image upload is audited too", async () => {
    const image = await sharp({
      create: { width: 8, height: 8, channels: 3, background: "#0a7abf" },
    })
      .png()
      .toBuffer();
    const response = await fetch(`${base}/uploads/images`, {
      method: "POST",
      body: new Uint8Array(image),
      headers: { Origin: base, Cookie: cookie, "Content-Type": "image/png" },
    });
    expect(response.status).toBe(201);
    const { url } = (await response.json()) as { url: string };
    const [row] = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, path.basename(url)));
    expect(row).toMatchObject({ action: "upload.image", summary: `Uploaded the image ${url}` });
  });

  it("refuses without a session (401), from another origin (403), a non-PDF (415) and above 20 MB (413), storing nothing", async () => {
    const before = stored();
    const audits = (await database.db.select().from(auditLog)).length;
    expect((await upload(PDF, { Cookie: "" })).status).toBe(401);
    expect((await upload(PDF, { Cookie: "aihq_admin=" + "a".repeat(43) })).status).toBe(401);
    expect((await upload(PDF, { Origin: "https://evil.example" })).status).toBe(403);
    // Named and typed as a PDF, but HTML inside; and a PDF cut short (no %%EOF).
    const html = await upload(Buffer.from("<html><script>alert(1)</script></html>"));
    expect(html.status).toBe(415);
    expect(await html.json()).toEqual({ error: BROCHURE_NOT_PDF });
    expect((await upload(PDF.subarray(0, 20))).status).toBe(415);
    const large = Buffer.concat([
      Buffer.from("%PDF-1.7\n"),
      Buffer.alloc(MAX_BROCHURE_BYTES),
      Buffer.from("\n%%EOF\n"),
    ]);
    const tooLarge = await upload(large);
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.json()).toEqual({ error: BROCHURE_TOO_LARGE });
    expect(stored()).toEqual(before);
    expect((await database.db.select().from(auditLog)).length).toBe(audits);
  });
});
