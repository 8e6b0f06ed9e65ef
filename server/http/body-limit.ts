import type { RequestHandler } from "express";

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
      res.status(413).type("text/plain").send("Request body too large");
      return;
    }
    if (declared === undefined && req.headers["transfer-encoding"]) {
      let seen = 0;
      req.on("data", (chunk: Buffer) => {
        seen += chunk.length;
        if (seen > maxBytes && !res.headersSent) {
          res.status(413).type("text/plain").send("Request body too large");
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
