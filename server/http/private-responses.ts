import type { RequestHandler } from "express";
import { isPersonalRequest } from "./page-cache-policy";

export const PRIVATE_NO_STORE = "private, no-store";

/**
 * `Cache-Control: private, no-store` on every answer that is one visitor's own, so that a CDN
 * or proxy in front (the README recommends one) never keeps it and hands it to the next
 * visitor (docs/decisions/0016-private-responses.md):
 * - the answer to any post: a redirect that sets a toast, a 400 or 429 that renders the
 *   visitor's values again, a JSON answer;
 * - any answer that sets a cookie (a toast, its clearing on the page that shows it, a session);
 * - a request that carries the toast or a session, renders a form with a per-load key
 *   (`?register=`) or is a signed link (cancel, claim, invite).
 * Decided when the head is written, since routes, React Router and the page cache set their
 * own headers before that. An answer a handler already marked `private` keeps its own policy
 * (a brochure link may be kept by the visitor's browser until it expires), and so does a
 * GET of a content-addressed file marked `immutable` (an uploaded image, a hashed asset): it
 * is the same for everyone, whatever cookie the browser sends along.
 */
export function privateResponses(): RequestHandler {
  return (req, res, next) => {
    const personal =
      (req.method !== "GET" && req.method !== "HEAD") ||
      isPersonalRequest(new URLSearchParams(queryOf(req.originalUrl)), req.headers.cookie);
    const writeHead = res.writeHead;
    res.writeHead = function (this: typeof res, ...args: Parameters<typeof writeHead>) {
      if (!this.headersSent && (personal || this.hasHeader("set-cookie"))) {
        const current = String(this.getHeader("cache-control") ?? "");
        const shared =
          /\bimmutable\b/i.test(current) &&
          (req.method === "GET" || req.method === "HEAD") &&
          !this.hasHeader("set-cookie");
        if (!shared && !/\bprivate\b/i.test(current))
          this.setHeader("Cache-Control", PRIVATE_NO_STORE);
      }
      return writeHead.apply(this, args);
    } as typeof writeHead;
    next();
  };
}

function queryOf(target: string): string {
  const at = target.indexOf("?");
  return at === -1 ? "" : target.slice(at + 1);
}
