// The bench's yardstick: express.static serving files from a directory
// (`node scripts/lib/static-server.mjs <dir> <port>`), loopback only. A file
// saved with a `.br` or `.gz` suffix beside its page is the same page
// compressed: it is sent as is, with its Content-Encoding, when the bench
// asks for that encoding (express.static does no negotiation of its own).
import express from "express";

const [dir, port] = process.argv.slice(2);
const ENCODINGS = { ".br": "br", ".gz": "gzip" };

const app = express();
app.disable("x-powered-by");
app.use(
  express.static(dir, {
    index: false,
    setHeaders(res, file) {
      const suffix = file.slice(file.lastIndexOf("."));
      const encoding = ENCODINGS[/** @type {".br"} */ (suffix)];
      if (!encoding) return;
      res.setHeader("Content-Type", "text/html; charset=utf-8");
      res.setHeader("Content-Encoding", encoding);
      res.setHeader("Vary", "Accept-Encoding");
    },
  }),
);
app.listen(Number(port), "127.0.0.1", () => process.send?.("ready"));
