import fs from "node:fs";
import path from "node:path";
import express, { type RequestHandler } from "express";

const CONTENT_TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".json": "application/json; charset=utf-8",
  ".html": "text/html; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
};

/**
 * Serves the client build. Hashed files under /assets are immutable for a
 * year and come precompressed (.br / .gz written at build time), so no CPU is
 * spent compressing them per request. Other public files (images, brochures
 * of the demo, favicon) are cached for an hour.
 */
export function clientAssets(clientDir: string): RequestHandler[] {
  const assetsDir = path.join(clientDir, "assets");
  const precompressed: RequestHandler = (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const type = CONTENT_TYPES[path.extname(req.path)];
    if (!type) return next();
    const accepts = String(req.headers["accept-encoding"] ?? "");
    for (const [encoding, suffix] of [
      ["br", ".br"],
      ["gzip", ".gz"],
    ] as const) {
      if (!accepts.includes(encoding)) continue;
      const file = path.join(assetsDir, path.normalize(req.path).replace(/^([/\\])+/, ""));
      if (!file.startsWith(assetsDir + path.sep)) return next();
      if (!fs.existsSync(file + suffix)) continue;
      res.setHeader("Content-Type", type);
      res.setHeader("Content-Encoding", encoding);
      res.setHeader("Vary", "Accept-Encoding");
      req.url = req.url.replace(/(\?|$)/, `${suffix}$1`);
      break;
    }
    next();
  };
  return [
    express.Router().use(
      "/assets",
      precompressed,
      express.static(assetsDir, {
        immutable: true,
        maxAge: "1y",
        index: false,
        fallthrough: false,
      }),
    ),
    withFileName(express.static(clientDir, { maxAge: "1h", index: false })),
  ];
}

/**
 * Every public file has an extension and no page path does: a page request skips the disk,
 * where express.static would stat the path and build a 404 error for it on each uncached render.
 */
function withFileName(serve: RequestHandler): RequestHandler {
  return (req, res, next) => {
    const name = req.path.slice(req.path.lastIndexOf("/") + 1);
    if (!name.includes(".")) return next();
    serve(req, res, next);
  };
}
