import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";

const PRELOAD = '<link rel="modulepreload"';
const UNMARKED_PRELOAD = /<link rel="modulepreload" (?!fetchpriority=)/g;
const HEAD_END = "</head>";

/**
 * Marks the document head's module preloads `fetchpriority="low"`.
 *
 * React Router's <Scripts> preloads every module of the page (40 to 75 files)
 * at the browser's High priority, the same as a render-blocking script: on a
 * slow connection they share it with the stylesheet and the hero image and
 * first paint waits for them (Lighthouse counts them as render-blocking).
 * The page paints without any of them (it is server-rendered), so they go
 * after what paints; they still load in parallel and hydrate the page.
 *
 * React writes the whole head in its first chunks; a tag split across two
 * chunks is caught by holding back a tail as long as the tag, and everything
 * after `</head>` passes through untouched.
 */
export function lowPriorityModulePreloads(): Transform {
  const decoder = new StringDecoder("utf8");
  let pending = "";
  let inHead = true;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (!inHead) {
        callback(null, chunk);
        return;
      }
      const raw = pending + decoder.write(chunk);
      const headEnd = raw.indexOf(HEAD_END);
      if (headEnd !== -1) {
        inHead = false;
        pending = "";
        const rest = raw.slice(headEnd) + decoder.end();
        callback(null, Buffer.from(markPreloads(raw.slice(0, headEnd)) + rest));
        return;
      }
      const text = markPreloads(raw);
      // A tag cut at the end of the chunk is marked with the next one (marking is idempotent).
      const keep = Math.min(text.length, PRELOAD.length);
      pending = text.slice(text.length - keep);
      callback(null, Buffer.from(text.slice(0, text.length - keep)));
    },
    flush(callback) {
      callback(null, Buffer.from(markPreloads(pending + decoder.end())));
    },
  });
}

/** The same HTML with its module preloads' priority lowered (a tag already marked is left alone). */
export function markPreloads(html: string): string {
  return html.replace(UNMARKED_PRELOAD, `${PRELOAD} fetchpriority="low" `);
}
