import zlib from "node:zlib";

/**
 * A structural check of an uploaded brochure PDF
 * (docs/decisions/0026-brochure-pdf-check.md). No PDF parser is installed, so
 * this reads the file as a careful scanner: it does not render or fully
 * parse the document, but it looks at every byte a viewer could act on, including the content
 * of FlateDecode-compressed streams (where object streams hide dictionaries), and refuses what
 * a brochure never needs: JavaScript, actions run on open or on events, launching programs,
 * embedded files and rich media, encryption (which would hide all of it), and HTML, SVG or
 * script markup that would make the file a polyglot a browser could run as a page.
 */

export type PdfVerdict =
  { ok: true } | { ok: false; problem: "not-pdf" | "active-content" | "polyglot" | "unreadable" };

/** `%PDF-1.0` to `%PDF-1.7`, and `%PDF-2.0`, at the very start. */
const HEADER = /^%PDF-(?:1\.[0-7]|2\.0)/;
/** The end of a PDF: `startxref`, the offset of the cross-reference, `%%EOF`, then only whitespace. */
const TRAILER_END = /startxref\s+\d+\s+%%EOF\s*$/;
const TAIL_BYTES = 1024;

/** Names that make a PDF do things on its own, or carry something other than the brochure. */
const FORBIDDEN_NAMES = new Set([
  "JavaScript",
  "JS",
  "AA",
  "Launch",
  "EmbeddedFile",
  "EmbeddedFiles",
  "RichMedia",
  "XFA",
  "Encrypt",
]);

/** Markup a browser would take for a page (HTML polyglots); PDF syntax never holds any of it. */
const MARKUP = /<(?:html|script|!doctype|svg|iframe)\b/i;
const HEAD_BYTES = 1024;

/** Decompressed bytes read in all, so that a small bomb cannot take the memory. */
const MAX_INFLATED_BYTES = 256 * 1024 * 1024;

const STREAM_START = /(?:^|[\s>])stream(?:\r\n|\n|\r)/g;
/** A PDF name: a slash and regular characters (delimiters and whitespace end it). */
const NAME = /\/([^\s()<>[\]{}/%]*)/g;

/** A name with its `#xx` escapes decoded (`/Java#53cript` is `/JavaScript`). */
function decodeName(raw: string): string {
  return raw.replace(/#([0-9a-fA-F]{2})/g, (_m, hex: string) =>
    String.fromCharCode(parseInt(hex, 16)),
  );
}

function hasForbiddenName(text: string): boolean {
  for (const match of text.matchAll(NAME)) {
    if (FORBIDDEN_NAMES.has(decodeName(match[1] ?? ""))) return true;
  }
  return false;
}

interface Stream {
  /** The stream's dictionary, as text (from the `obj` or `<<` before it). */
  dictionary: string;
  dataStart: number;
  dataEnd: number;
  /** Where the text after `endstream` starts. */
  after: number;
}

/** The streams of the file in order, found by their keywords. */
function findStreams(text: string): Stream[] | null {
  const streams: Stream[] = [];
  STREAM_START.lastIndex = 0;
  let from = 0;
  for (;;) {
    STREAM_START.lastIndex = from;
    const match = STREAM_START.exec(text);
    if (!match) return streams;
    const keyword = match.index + match[0].indexOf("stream");
    const dataStart = match.index + match[0].length;
    const end = text.indexOf("endstream", dataStart);
    // A stream that never ends cannot be checked.
    if (end === -1) return null;
    // From the object's header ("5 0 obj") on; never back into the stream before.
    const objectStart = text.lastIndexOf("obj", keyword);
    const dictionary = text.slice(Math.max(from, objectStart, keyword - 65_536), keyword);
    streams.push({ dictionary, dataStart, dataEnd: end, after: end + "endstream".length });
    from = end + "endstream".length;
  }
}

/** The filters a stream's dictionary names, in order (`/Filter /FlateDecode` or an array). */
function filtersOf(dictionary: string): string[] {
  const match = /\/Filter\s*(\[[^\]]*\]|\/[^\s/<>[\]()]+)/.exec(dictionary);
  if (!match) return [];
  return [...(match[1] ?? "").matchAll(NAME)].map((name) => decodeName(name[1] ?? ""));
}

/** Binary payloads no viewer reads as PDF syntax: images and embedded font programs. */
function isImageOrFont(dictionary: string): boolean {
  if (/\/Type\s*\/ObjStm/.test(dictionary)) return false;
  return (
    /\/Subtype\s*\/(?:Image|Type1C|CIDFontType0C|OpenType)\b/.test(dictionary) ||
    /\/Length[123]\b/.test(dictionary)
  );
}

export function checkPdf(bytes: Buffer): PdfVerdict {
  const text = bytes.toString("latin1");
  if (!HEADER.test(text)) return { ok: false, problem: "not-pdf" };
  if (!TRAILER_END.test(text.slice(-TAIL_BYTES))) return { ok: false, problem: "not-pdf" };
  if (MARKUP.test(text.slice(0, HEAD_BYTES))) return { ok: false, problem: "polyglot" };

  const streams = findStreams(text);
  if (!streams) return { ok: false, problem: "unreadable" };

  // Everything outside stream data: the objects, dictionaries, trailer and whatever follows.
  let outside = "";
  let at = 0;
  for (const stream of streams) {
    outside += text.slice(at, stream.dataStart);
    at = stream.dataEnd;
  }
  outside += text.slice(at);
  if (MARKUP.test(outside)) return { ok: false, problem: "polyglot" };
  if (hasForbiddenName(outside)) return { ok: false, problem: "active-content" };

  let budget = MAX_INFLATED_BYTES;
  for (const stream of streams) {
    if (isImageOrFont(stream.dictionary)) continue;
    const filters = filtersOf(stream.dictionary);
    const data = bytes.subarray(stream.dataStart, stream.dataEnd);
    let content: string;
    if (filters.length === 0) {
      content = data.toString("latin1");
    } else if (filters.every((filter) => filter === "FlateDecode" || filter === "Fl")) {
      let inflated = data;
      try {
        for (let i = 0; i < filters.length; i++) {
          inflated = zlib.inflateSync(inflated, {
            finishFlush: zlib.constants.Z_SYNC_FLUSH,
            maxOutputLength: budget,
          });
        }
      } catch {
        // Damaged, or more than the budget: whatever it holds cannot be vouched for.
        return { ok: false, problem: "unreadable" };
      }
      budget -= inflated.length;
      content = inflated.toString("latin1");
    } else {
      // Other encodings (images as DCT, JPX, CCITT; ASCII85 or LZW text) are not decoded here;
      // the dictionaries that could act on them are all outside streams or in object streams,
      // which are Flate-compressed or plain.
      if (/\/Type\s*\/ObjStm/.test(stream.dictionary)) return { ok: false, problem: "unreadable" };
      continue;
    }
    if (hasForbiddenName(content)) return { ok: false, problem: "active-content" };
  }
  return { ok: true };
}
