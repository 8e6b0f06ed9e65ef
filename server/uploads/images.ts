import crypto from "node:crypto";
import path from "node:path";
import express, { type RequestHandler, type Router } from "express";
import sharp from "sharp";
import { logger } from "#server/logger";
import { getRuntime } from "#server/runtime";
import { MAX_IMAGE_BYTES } from "#common/images";
import { problem, readBody, storeUpload, uploadSession } from "./upload-request";

/**
 * Public images in DATA_DIR/uploads: the admin uploads featured, share and
 * in-article images (POST /uploads/images), everyone reads them (GET
 * /uploads/…). Mounted before the global body limit, because an image is
 * bigger than a form and has its own limit here.
 *
 * Only JPEG, PNG and WebP are accepted, recognised by their first bytes, not
 * by the file name or the declared type: a renamed HTML or SVG file could
 * otherwise be served from our origin as a script-bearing page. Only those
 * three extensions are ever served, so the private files that share the
 * directory (brochures, handed out through signed links) stay private.
 *
 * Every accepted image is decoded and encoded again (sharp), so only pixels
 * are stored: bytes smuggled after a valid signature (`<script>`, a polyglot)
 * and all metadata (EXIF GPS position, camera serials, comments) are gone.
 * A file that does not decode is refused.
 */
export { MAX_IMAGE_BYTES };

const TYPES = {
  jpeg: { extension: ".jpg", contentType: "image/jpeg" },
  png: { extension: ".png", contentType: "image/png" },
  webp: { extension: ".webp", contentType: "image/webp" },
} as const;
export type ImageKind = keyof typeof TYPES;

const SERVED: Record<string, string> = {
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".png": "image/png",
  ".webp": "image/webp",
};

/** The image type from the file's magic bytes, or null. */
export function sniffImageType(bytes: Uint8Array): ImageKind | null {
  const at = (offset: number, ...expected: number[]) =>
    expected.every((b, i) => bytes[offset + i] === b);
  if (at(0, 0xff, 0xd8, 0xff)) return "jpeg";
  if (at(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return "png";
  // RIFF....WEBP
  if (at(0, 0x52, 0x49, 0x46, 0x46) && at(8, 0x57, 0x45, 0x42, 0x50)) return "webp";
  return null;
}

/** Longest side of a stored image; larger images are scaled down, smaller ones never up. */
export const MAX_IMAGE_EDGE = 4000;
/**
 * Decoded size allowed before sharp gives up: a few KB of PNG can declare
 * 30000 × 30000 pixels and take gigabytes to decode. 50 MP covers the
 * largest phone photo that fits in 5 MB.
 */
export const MAX_INPUT_PIXELS = 50_000_000;

const UNREADABLE = "This image could not be read. Save it again as a JPEG, PNG or WebP and retry.";
const TOO_MANY_PIXELS = "Images can be at most 50 megapixels. Try a smaller image.";

export class ImageDecodeError extends Error {
  constructor(
    readonly reason: "unreadable" | "too-many-pixels",
    options?: { cause?: unknown },
  ) {
    super(
      reason === "too-many-pixels" ? "Image exceeds the pixel limit" : "Image could not be decoded",
      options,
    );
  }
}

/**
 * Decodes the image and encodes it again in the same format: upright (EXIF
 * orientation applied), at most MAX_IMAGE_EDGE on its long side, without any
 * metadata (sharp drops it unless asked to keep it). Only the first frame of
 * an animation is kept.
 */
export async function reencodeImage(body: Buffer, kind: ImageKind): Promise<Buffer> {
  const pipeline = sharp(body, { limitInputPixels: MAX_INPUT_PIXELS }).rotate().resize({
    width: MAX_IMAGE_EDGE,
    height: MAX_IMAGE_EDGE,
    fit: "inside",
    withoutEnlargement: true,
  });
  const encoded =
    kind === "jpeg"
      ? pipeline.jpeg({ quality: 82, mozjpeg: false })
      : kind === "png"
        ? pipeline.png()
        : pipeline.webp({ quality: 82 });
  try {
    return await encoded.toBuffer();
  } catch (error) {
    const tooLarge = error instanceof Error && /pixel limit/i.test(error.message);
    throw new ImageDecodeError(tooLarge ? "too-many-pixels" : "unreadable", { cause: error });
  }
}

/** Where uploaded blog images go, and the public URL prefix they get. */
export const BLOG_IMAGE_DIR = "blog";

function uploadsDir(): string {
  return path.join(getRuntime().config.dataDir, "uploads");
}

const upload: RequestHandler = async (req, res) => {
  const session = await uploadSession(req, res);
  if (!session) return;

  const declared = Number(req.get("content-length") ?? "0");
  if (declared > MAX_IMAGE_BYTES) {
    return problem(res, 413, "Images can be at most 5 MB. Try a smaller or compressed image.");
  }
  const body = await readBody(req, MAX_IMAGE_BYTES);
  if (body === null)
    return problem(res, 413, "Images can be at most 5 MB. Try a smaller or compressed image.");
  const kind = sniffImageType(body);
  if (!kind) return problem(res, 415, "Upload a JPEG, PNG or WebP image.");
  let image: Buffer;
  try {
    image = await reencodeImage(body, kind);
  } catch (error) {
    if (!(error instanceof ImageDecodeError)) throw error;
    logger.warn(
      { err: error, userId: session.user.id, bytes: body.length, kind },
      "Image upload refused",
    );
    return error.reason === "too-many-pixels"
      ? problem(res, 413, TOO_MANY_PIXELS)
      : problem(res, 422, UNREADABLE);
  }

  const name = `${crypto.randomBytes(16).toString("hex")}${TYPES[kind].extension}`;
  await storeUpload(
    session,
    { dir: path.join(uploadsDir(), BLOG_IMAGE_DIR), name, bytes: image },
    {
      action: "upload.image",
      targetType: "image",
      summary: `Uploaded the image /uploads/${BLOG_IMAGE_DIR}/${name}`,
      details: { received: body.length, bytes: image.length, kind },
    },
  );
  res
    .status(201)
    .setHeader("Cache-Control", "no-store")
    .json({ url: `/uploads/${BLOG_IMAGE_DIR}/${name}` });
};

const serve: RequestHandler = (req, res, next) => {
  if (req.method !== "GET" && req.method !== "HEAD") return next();
  const contentType = SERVED[path.extname(req.path).toLowerCase()];
  if (!contentType) return next();
  const root = uploadsDir();
  let relative: string;
  try {
    relative = decodeURIComponent(req.path);
  } catch {
    return next();
  }
  const file = path.join(root, path.normalize(relative).replace(/^([/\\])+/, ""));
  if (!file.startsWith(root + path.sep) || path.basename(file).startsWith(".")) return next();
  res.sendFile(
    file,
    {
      headers: {
        "Content-Type": contentType,
        // Names are random and never reused, so a file never changes.
        "Cache-Control": "public, max-age=31536000, immutable",
        // Share previews and feed readers on other sites may show our images.
        "Cross-Origin-Resource-Policy": "cross-origin",
      },
      dotfiles: "deny",
    },
    (error) => {
      if (error && !res.headersSent) next();
    },
  );
};

/** Mount at /uploads, before the body limit and React Router. */
export function uploadsRouter(): Router {
  const router = express.Router();
  // Express 5 passes a rejected promise on to the error handler.
  router.post("/images", upload);
  router.use(serve);
  return router;
}
