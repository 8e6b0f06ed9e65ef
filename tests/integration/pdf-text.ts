import zlib from "node:zlib";

/**
 * The text lines of a PDF that pdfkit wrote with its built-in fonts: each content stream
 * inflated, each `[…] TJ` array's hex strings decoded (WinAnsi) and joined. Enough to read
 * what a generated document says, not a general PDF reader.
 */
export function pdfTextLines(bytes: Buffer): string[] {
  const source = bytes.toString("latin1");
  const streams: string[] = [];
  const start = /stream\r?\n/g;
  for (let match = start.exec(source); match; match = start.exec(source)) {
    const from = match.index + match[0].length;
    const to = source.indexOf("endstream", from);
    try {
      streams.push(zlib.inflateSync(bytes.subarray(from, to)).toString("latin1"));
    } catch {
      // Not a deflated content stream (a font, an image): no text in it.
    }
  }
  return [...streams.join("\n").matchAll(/\[(.*?)\] TJ/g)].map(([, array]) =>
    [...(array ?? "").matchAll(/<([0-9a-f]+)>/g)]
      .map(([, hex]) => Buffer.from(hex ?? "", "hex").toString("latin1"))
      .join(""),
  );
}
