import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import express, { type Router } from "express";
import {
  BROCHURE_ACTIVE_CONTENT,
  BROCHURE_NOT_PDF,
  BROCHURE_POLYGLOT,
  BROCHURE_TOO_LARGE,
  BROCHURE_UNREADABLE,
  MAX_BROCHURE_BYTES,
} from "#common/upload-limits";
import { logger } from "#server/logger";
import { problem, readBody, storeUpload, uploadSession } from "#server/uploads/upload-request";
import { checkLinkSignature, expiryIn, linkSignature } from "#server/security/signed-link";
import type { Secrets } from "#server/security/signing";
import { brochureFilePath, brochureKey } from "./brochure-path";
import { checkPdf, type PdfVerdict } from "./pdf-check";

/** A signed brochure link works for an hour, as on the original site. */
export const BROCHURE_LINK_SECONDS = 3600;
const PURPOSE = "brochure";

/** DATA_DIR/brochures: private; files leave it only through signed links. */
export function brochuresDir(dataDir: string): string {
  return path.join(dataDir, "brochures");
}

/** A link to a brochure file, valid for an hour. */
export function signedBrochureUrl(key: string, secrets: Secrets, nowMs = Date.now()): string {
  const expires = expiryIn(BROCHURE_LINK_SECONDS, nowMs);
  const sig = linkSignature(secrets, PURPOSE, [key], expires);
  return `${brochureFilePath(key)}?expires=${expires}&sig=${sig}`;
}

/** True when the brochure file is there (a row may name a file an operator removed). */
export async function brochureFileExists(dataDir: string, key: string): Promise<boolean> {
  try {
    return (await fs.promises.stat(path.join(brochuresDir(dataDir), key))).isFile();
  } catch {
    return false;
  }
}

/** The answer to each kind of refused upload: its status and the sentence shown at the field. */
const REFUSALS: Record<Extract<PdfVerdict, { ok: false }>["problem"], [number, string]> = {
  "not-pdf": [415, BROCHURE_NOT_PDF],
  "active-content": [422, BROCHURE_ACTIVE_CONTENT],
  polyglot: [422, BROCHURE_POLYGLOT],
  unreadable: [422, BROCHURE_UNREADABLE],
};

/** The file's name for Content-Disposition: its own letters, digits, dots, dashes, `.pdf`. */
export function safePdfName(key: string): string {
  const stem = path
    .basename(key)
    .replace(/\.pdf$/i, "")
    .replace(/[^A-Za-z0-9._-]+/g, "-")
    .replace(/^[.-]+/, "");
  return `${stem || "brochure"}.pdf`;
}

function refuse(res: express.Response, status: number, message: string) {
  res.status(status).setHeader("Cache-Control", "no-store").type("text/plain").send(message);
}

/**
 * `GET /files/brochures/{key}?expires=&sig=`: streams the PDF (with ranges, for
 * PDF viewers) when the link is genuine and current; 403 for an expired or
 * forged link, 404 for a key that is not a brochure or a file that is gone.
 */
export function brochureFiles(options: { dataDir: () => string; secrets: () => Secrets }): Router {
  const router = express.Router();
  // A brochure PDF from the back office (masterclasses, grants): judged by its
  // bytes, stored under a random name, answered with the value to save.
  router.post("/files/brochures", async (req, res) => {
    const session = await uploadSession(req, res);
    if (!session) return;
    if (Number(req.get("content-length") ?? "0") > MAX_BROCHURE_BYTES) {
      return problem(res, 413, BROCHURE_TOO_LARGE);
    }
    const body = await readBody(req, MAX_BROCHURE_BYTES);
    if (body === null) return problem(res, 413, BROCHURE_TOO_LARGE);
    // Judged by its structure and everything a viewer could run (server/files/pdf-check.ts).
    const verdict = checkPdf(body);
    if (!verdict.ok) {
      const [status, message] = REFUSALS[verdict.problem];
      logger.info({ problem: verdict.problem, bytes: body.length }, "Brochure upload refused");
      return problem(res, status, message);
    }
    const name = `${crypto.randomBytes(16).toString("hex")}.pdf`;
    await storeUpload(
      session,
      { dir: brochuresDir(options.dataDir()), name, bytes: body },
      {
        action: "upload.brochure",
        targetType: "brochure",
        summary: `Uploaded the brochure PDF brochures/${name}`,
        details: { bytes: body.length },
      },
    );
    res
      .status(201)
      .setHeader("Cache-Control", "no-store")
      .json({ url: `brochures/${name}` });
  });
  router.get("/files/brochures/*key", async (req, res, next) => {
    const segments = (req.params as { key?: string[] }).key ?? [];
    const key = brochureKey(segments.join("/"));
    if (!key) return refuse(res, 404, "Not found");
    const expires = typeof req.query.expires === "string" ? req.query.expires : null;
    const sig = typeof req.query.sig === "string" ? req.query.sig : null;
    const check = checkLinkSignature(options.secrets(), PURPOSE, [key], expires, sig);
    if (check !== "valid") {
      return refuse(
        res,
        403,
        check === "expired"
          ? "This brochure link has expired. Please open the brochure again from the page."
          : "This brochure link is not valid.",
      );
    }
    const root = brochuresDir(options.dataDir());
    const file = path.join(root, key);
    try {
      // A symbolic link inside the folder must not lead outside it.
      const real = await fs.promises.realpath(file);
      const realRoot = await fs.promises.realpath(root);
      if (!real.startsWith(realRoot + path.sep)) return refuse(res, 404, "Not found");
    } catch {
      return refuse(res, 404, "Not found");
    }
    const remaining = Math.max(0, Number(expires) - Math.floor(Date.now() / 1000));
    res.sendFile(
      key,
      {
        root,
        dotfiles: "deny",
        headers: {
          "Content-Type": "application/pdf",
          "Content-Disposition": `inline; filename="${safePdfName(key)}"`,
          // Opened as a page, a PDF (or whatever a browser takes it for) runs nothing of ours:
          // no scripts, no same-origin access, no forms
          // (docs/decisions/0026-brochure-pdf-check.md).
          "Content-Security-Policy": "sandbox",
          // Private: the link is the permission; no shared cache may keep the file past it.
          "Cache-Control": `private, max-age=${remaining}`,
          "X-Content-Type-Options": "nosniff",
        },
      },
      (error) => {
        if (!error) return;
        if (res.headersSent) return;
        const { status, headers } = error as {
          status?: number;
          headers?: Record<string, string>;
        };
        if (status === 404) return refuse(res, 404, "Not found");
        if (status === 416) {
          // A range past the end: the client's mistake, answered with the file's length.
          logger.info({ status, path: req.path }, "Brochure range not satisfiable");
          if (headers?.["Content-Range"]) res.setHeader("Content-Range", headers["Content-Range"]);
          return refuse(res, 416, "Range Not Satisfiable");
        }
        logger.error({ err: error }, "Brochure could not be sent");
        next(error);
      },
    );
  });
  return router;
}

/**
 * Installs before this version copied the demo brochures to DATA_DIR/uploads;
 * they move to DATA_DIR/brochures once, without replacing a file already there.
 */
export function moveLegacyBrochures(dataDir: string): void {
  const target = brochuresDir(dataDir);
  const moves: [string, string][] = [
    [path.join(dataDir, "uploads", "brochures"), target],
    [path.join(dataDir, "uploads", "grant-brochures"), path.join(target, "grant-brochures")],
  ];
  for (const [from, to] of moves) {
    if (!fs.existsSync(from)) continue;
    fs.mkdirSync(to, { recursive: true });
    for (const name of fs.readdirSync(from)) {
      const destination = path.join(to, name);
      if (!fs.existsSync(destination)) fs.renameSync(path.join(from, name), destination);
    }
  }
}
