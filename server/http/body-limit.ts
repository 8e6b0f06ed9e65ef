import type { IncomingMessage } from "node:http";
import type { RequestHandler, Response } from "express";

/**
 * A declared body up to this size is read to its end (and thrown away) before the 413 is sent.
 * A client that sends `Connection: close` (curl, scripts, many proxies) is still writing when an
 * early answer arrives; the server then closes the socket under it, and the client sees a reset
 * (EPIPE) instead of the 413. body-parser drains the same way. Bodies declared larger than this
 * are not worth the bandwidth: they get the 413 at once and the connection is closed.
 */
export const DRAIN_LIMIT_BYTES = 8 * 1024 * 1024;

function refuseTooLarge(res: Response): void {
  if (res.headersSent) return;
  res.status(413).type("text/plain").send("Request body too large");
}

/** Reads the rest of the request and discards it, then refuses it. */
function drainThenRefuse(req: IncomingMessage, res: Response): void {
  req.on("end", () => refuseTooLarge(res));
  // A client that gives up half-way has nobody left to read the answer; the socket is gone.
  req.on("error", () => req.destroy());
  req.resume();
}

/**
 * Refuses bodies above the limit before anything reads them. React Router
 * streams the raw request itself, so the limit is enforced on the declared
 * length, and a body of unknown length is counted as it streams.
 */
export function bodyLimit(limit: () => number): RequestHandler {
  return (req, res, next) => {
    const maxBytes = limit();
    const declared = req.headers["content-length"];
    if (declared !== undefined && Number(declared) > maxBytes) {
      if (Number(declared) <= DRAIN_LIMIT_BYTES) {
        drainThenRefuse(req, res);
      } else {
        res.set("Connection", "close");
        refuseTooLarge(res);
      }
      return;
    }
    if (declared === undefined && req.headers["transfer-encoding"]) {
      let seen = 0;
      req.on("data", (chunk: Buffer) => {
        seen += chunk.length;
        if (seen > maxBytes && !res.headersSent) {
          refuseTooLarge(res);
          req.destroy();
        }
      });
      // A 'data' listener switches the stream to flowing mode; pause it so the
      // handler downstream still receives every chunk from the start.
      req.pause();
    }
    next();
  };
}
