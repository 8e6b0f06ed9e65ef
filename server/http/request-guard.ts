import { STATUS_CODES } from "node:http";
import type { ErrorRequestHandler, RequestHandler } from "express";
import { hasForbiddenCharacters } from "#common/text-safety";
import { logger } from "#server/logger";

/**
 * The methods the site answers. Pages and resource routes read with GET and
 * HEAD and change things with POST (forms, the quiz, the admin's intents);
 * OPTIONS only learns this list. TRACE would echo cookies back; anything
 * else has no handler and must not reach one by accident.
 */
export const ALLOWED_METHODS = ["GET", "HEAD", "POST"] as const;
const ALLOW_HEADER = [...ALLOWED_METHODS, "OPTIONS"].join(", ");

/**
 * React Router builds the request's URL from the host name Express reads
 * (Host, or X-Forwarded-Host behind a trusted proxy); a name that no URL can
 * hold would make that throw, so it is refused here in the same terms.
 */
function isUsableHostname(hostname: string): boolean {
  const name = hostname.split(/[\\/?#@]/)[0] || "localhost";
  try {
    new URL(`http://${name}/`);
    return true;
  } catch {
    return false;
  }
}

function refuse(res: Parameters<RequestHandler>[1], status: number, message: string) {
  res.status(status).type("text/plain").setHeader("Cache-Control", "no-store");
  res.send(message);
}

/**
 * Turns malformed requests away before any handler sees them, so they get a
 * 4xx instead of whatever error they would cause deeper down.
 *
 * The path rule: a path that is not valid percent-encoded UTF-8 is a
 * malformed request (400); a well-formed path that decodes to a control
 * character, NUL, an unpaired surrogate or a noncharacter names nothing we
 * could ever serve (no slug, id or file holds one), so it is not found
 * (404). That keeps `/shop/masterclasses/%00` and its `.data` form a 404.
 */
export function requestGuard(): RequestHandler {
  return (req, res, next) => {
    if (req.method === "OPTIONS") {
      res.setHeader("Allow", ALLOW_HEADER);
      res.status(204).end();
      return;
    }
    if (!(ALLOWED_METHODS as readonly string[]).includes(req.method)) {
      res.setHeader("Allow", ALLOW_HEADER);
      refuse(res, 405, "Method Not Allowed");
      return;
    }
    // Only origin-form ("/path?query"): absolute-form targets would let the
    // request name another host, and "*" is for OPTIONS of a proxy.
    const target = req.originalUrl;
    if (!target.startsWith("/")) {
      refuse(res, 400, "Bad Request: the request target must be a path");
      return;
    }
    if (!isUsableHostname(req.hostname ?? "")) {
      refuse(res, 400, "Bad Request: invalid Host header");
      return;
    }
    const queryAt = target.indexOf("?");
    const rawPath = queryAt === -1 ? target : target.slice(0, queryAt);
    let path: string;
    try {
      path = decodeURIComponent(rawPath);
    } catch {
      refuse(res, 400, "Bad Request: the path is not valid percent-encoded UTF-8");
      return;
    }
    if (hasForbiddenCharacters(path)) {
      refuse(res, 404, "Not Found");
      return;
    }
    next();
  };
}

/** The status an error asks for, when it is a client error (4xx); otherwise null. */
export function clientErrorStatus(error: unknown): number | null {
  if (!error || typeof error !== "object") return null;
  const { status, statusCode } = error as { status?: unknown; statusCode?: unknown };
  const value = typeof status === "number" ? status : statusCode;
  return typeof value === "number" && Number.isInteger(value) && value >= 400 && value < 500
    ? value
    : null;
}

/**
 * The app's last handler. An error that carries a 4xx status (a missing
 * static file, a body parser's 400 or 413) is answered with that status; any
 * other error is a fault of ours: logged once, here, with the method and the
 * path only (no query string, headers or body, which may hold personal
 * data), and answered 500 without details.
 */
export function finalErrorHandler(): ErrorRequestHandler {
  return (error, req, res, next) => {
    if (res.headersSent) {
      // Too late to answer: Express's own handler closes the connection.
      next(error);
      return;
    }
    const status = clientErrorStatus(error);
    if (status !== null) {
      refuse(res, status, STATUS_CODES[status] ?? "Bad Request");
      return;
    }
    logger.error({ err: error, method: req.method, path: req.path }, "Request failed");
    refuse(res, 500, "Internal Server Error");
  };
}
